import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../harness.ts';
import { jpeg, multipartFile, pdf, png } from '../files.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ KYC_STORAGE_QUOTA_MB: '1' });
});
afterAll(() => t.close());

const upload = (player: string, type: string, fileName: string, bytes: Buffer) =>
  t.request({
    method: 'POST',
    url: `/api/v1/player/uploadPlayerDocument/${type}`,
    player,
    ...multipartFile(fileName, bytes),
  });
const documentsOf = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/playerDocuments', player })).body.data
    .documents as { sizeBytes: number }[];
const storedFiles = () =>
  (existsSync(path.join(t.config.DATA_DIR, 'uploads'))
    ? readdirSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true })
    : []
  )
    .map(String)
    .filter((name) => /[0-9a-f-]{36}$/.test(name));

describe('POST /player/uploadPlayerDocument: image dimensions', () => {
  it('refuses a PNG whose header declares 100000×100000 pixels, and stores nothing', async () => {
    const { sessionid } = await signUp(t, 'Bomber0001');
    const before = storedFiles().length;
    const response = await upload(
      sessionid,
      'identity_front',
      'passport.png',
      png(100_000, 100_000),
    );
    expect(response.status).toBe(413);
    expect(response.body.info).toMatchObject({
      resultCode: 'document_image_too_large',
      message: 'The image is too large: at most 50 megapixels.',
    });
    expect(await documentsOf(sessionid)).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a JPEG declaring 60000×60000 pixels but takes a real-sized scan', async () => {
    const { sessionid } = await signUp(t, 'Bomber0002');
    expect(
      (await upload(sessionid, 'identity_front', 'id.jpg', jpeg(60_000, 60_000))).body.info
        .resultCode,
    ).toBe('document_image_too_large');
    expect((await upload(sessionid, 'identity_front', 'id.jpg', jpeg(4_000, 3_000))).status).toBe(
      200,
    );
    expect(
      (await upload(sessionid, 'identity_back', 'id-back.png', png(2_480, 3_508))).status,
    ).toBe(200);
  });

  it('refuses an image whose header cannot be read', async () => {
    const { sessionid } = await signUp(t, 'Bomber0003');
    // A PNG signature followed by nothing: the sniffer says PNG, but there are no dimensions to trust.
    const truncated = png(10, 10).subarray(0, 16);
    const response = await upload(sessionid, 'identity_front', 'cut.png', truncated);
    expect(response.status).toBe(415);
    expect(response.body.info.resultCode).toBe('document_type_not_allowed');
  });
});

describe('POST /player/uploadPlayerDocument: storage quota', () => {
  it('refuses the upload that would take a player over the quota, naming the limit', async () => {
    const { sessionid } = await signUp(t, 'Hoarder001');
    expect((await upload(sessionid, 'identity_front', 'a.pdf', pdf(400_000))).status).toBe(200);
    expect((await upload(sessionid, 'identity_back', 'b.pdf', pdf(400_000))).status).toBe(200);
    const over = await upload(sessionid, 'proof_of_address', 'c.pdf', pdf(400_000));
    expect(over.status).toBe(409);
    expect(over.body.info).toMatchObject({
      resultCode: 'document_quota_exceeded',
      message:
        'This file would go over the 1 MB of document storage allowed per account. Please contact customer support.',
    });
    expect(await documentsOf(sessionid)).toHaveLength(2);
    // Another player's quota is their own.
    const other = await signUp(t, 'Hoarder002');
    expect((await upload(other.sessionid, 'identity_front', 'a.pdf', pdf(400_000))).status).toBe(
      200,
    );
  });

  it('holds under concurrent uploads: no more is stored than the quota allows', async () => {
    const { sessionid } = await signUp(t, 'Hoarder003');
    const before = storedFiles().length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(sessionid, 'selfie', `s${i}.pdf`, pdf(400_000))),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    expect(responses.filter((r) => r.status !== 200).map((r) => r.body.info.resultCode)).toEqual(
      Array.from({ length: 6 }, () => 'document_quota_exceeded'),
    );
    const documents = await documentsOf(sessionid);
    expect(documents.reduce((sum, d) => sum + d.sizeBytes, 0)).toBeLessThanOrEqual(1_048_576);
    // Refused files leave nothing on disk.
    expect(storedFiles()).toHaveLength(before + 2);
  });
});
