import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  malformedMultiparts,
  png as tinyPng,
  multipartFile as multipart,
  pdf as minimalPdf,
} from '../../../test/files.ts';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

let t: TestApp;
let compliance: string;
let payments: string;

const upload = (player: string, type: string, fileName: string, bytes: Buffer) =>
  t.request({
    method: 'POST',
    url: `/api/v1/player/uploadPlayerDocument/${type}`,
    player,
    ...multipart(fileName, bytes),
  });
const documents = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/playerDocuments', player })).body.data;
const review = (id: string, body: object, session = compliance) =>
  t.request({
    method: 'POST',
    url: `/api/v1/admin/documents/${id}/review`,
    headers: { 'x-operator-session': session },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  compliance = await operatorSession(t, 'compliance');
  payments = await operatorSession(t, 'payments');
});
afterAll(() => t.close());

describe('POST /player/uploadPlayerDocument/{documentType}', () => {
  it('stores a PNG under a generated name outside the web root and lists it as pending', async () => {
    const { sessionid } = await signUp(t, 'Uploader01');
    const response = await upload(sessionid, 'identity_front', 'passport front.png', tinyPng());
    expect(response.status).toBe(200);
    expect(response.body.info).toMatchObject({
      resultCode: 'document_uploaded',
      message: 'Thank you. Your document was received and will be reviewed shortly.',
    });
    expect(response.body.data).toMatchObject({
      type: 'identity_front',
      fileName: 'passport front.png',
      mimeType: 'image/png',
      status: 'pending',
      reason: null,
    });
    const stored = readdirSync(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true }).map(
      String,
    );
    expect(stored.some((name) => name.endsWith(response.body.data.id))).toBe(false);
    expect(stored.filter((name) => /^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(name))).toHaveLength(1);
    expect(await documents(sessionid)).toMatchObject({
      kyc_status: 'not_verified',
      documents: [{ id: response.body.data.id, status: 'pending' }],
    });
    const pdf = await upload(sessionid, 'proof_of_address', 'bill.PDF', minimalPdf());
    expect(pdf.body.data).toMatchObject({ mimeType: 'application/pdf', type: 'proof_of_address' });
  });

  it('refuses a PNG renamed .pdf and an HTML file renamed .jpg, judging by content', async () => {
    const { sessionid } = await signUp(t, 'Uploader02');
    const renamed = await upload(sessionid, 'identity_front', 'scan.pdf', tinyPng());
    expect(renamed.status).toBe(400);
    expect(renamed.body.data.fields[0]).toMatchObject({
      field: 'file',
      key: 'file_type_mismatch',
      message: 'The file’s content does not match its extension.',
    });
    const html = await upload(
      sessionid,
      'identity_front',
      'photo.jpg',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    );
    expect(html.status).toBe(415);
    expect(html.body.info).toMatchObject({
      resultCode: 'document_type_not_allowed',
      message: 'Only JPEG, PNG or PDF files are accepted.',
    });
    expect((await documents(sessionid)).documents).toEqual([]);
  });

  it('refuses a file over 10 MB and keeps nothing of it', async () => {
    const { sessionid } = await signUp(t, 'Uploader03');
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(sessionid, 'selfie', 'big.png', big);
    expect(response.status).toBe(413);
    expect(response.body.info).toMatchObject({
      resultCode: 'document_too_large',
      message: 'The file is too large: at most 10 MB.',
    });
    expect((await documents(sessionid)).documents).toEqual([]);
  });

  it('refuses file names that climb folders or hide control characters', async () => {
    const { sessionid } = await signUp(t, 'Uploader04');
    for (const name of ['../../etc/passwd.png', '..\\..\\boot.png', 'a/b.png', 'evil\u0001.png']) {
      const response = await upload(sessionid, 'identity_back', name, tinyPng());
      expect(response.status, name).toBe(400);
      expect(response.body.data.fields[0], name).toMatchObject({
        field: 'file',
        key: 'file_name_invalid',
      });
    }
  });

  it('answers clearly for an unknown type, a missing file and a JSON body', async () => {
    const { sessionid } = await signUp(t, 'Uploader05');
    const unknown = await upload(sessionid, 'passport', 'a.png', tinyPng());
    expect(unknown.body.data.fields[0]).toMatchObject({
      field: 'documentType',
      key: 'invalid_value',
    });
    const noFile = await t.request({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/selfie',
      player: sessionid,
      ...multipart('a.png', tinyPng(), 'other'),
    });
    expect(noFile.body.data.fields[0]).toMatchObject({ field: 'file', key: 'required' });
    const json = await t.request({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/selfie',
      player: sessionid,
      payload: { file: 'x' },
    });
    expect(json.status).toBe(415);
    expect(json.body.info.resultCode).toBe('unsupported_media_type');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/player/uploadPlayerDocument/selfie',
      ...multipart('a.png', tinyPng()),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a malformed upload', () => {
  it('answers a 400 envelope naming the file, never a 500', async () => {
    const { sessionid } = await signUp(t, 'Uploader06');
    for (const { name, payload, headers } of malformedMultiparts()) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/v1/player/uploadPlayerDocument/selfie',
        player: sessionid,
        payload,
        headers,
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.info.resultCode, name).toBe('validation_error');
      expect(answer.body.data.fields[0], name).toMatchObject({
        field: 'file',
        key: 'malformed_upload',
      });
    }
    expect(await documents(sessionid)).toMatchObject({ documents: [] });
  });
});

describe('a player’s documents', () => {
  it('are readable by their owner and not by another player', async () => {
    const owner = await signUp(t, 'Owner00001');
    const other = await signUp(t, 'Snooper001');
    const png = tinyPng();
    const id = (await upload(owner.sessionid, 'selfie', 'me.png', png)).body.data.id as string;
    const own = await t.request({
      method: 'GET',
      url: `/api/v1/player/playerDocuments/${id}/file`,
      player: owner.sessionid,
    });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    const stolen = await t.request({
      method: 'GET',
      url: `/api/v1/player/playerDocuments/${id}/file`,
      player: other.sessionid,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.info.resultCode).toBe('not_found');
    expect((await documents(other.sessionid)).documents).toEqual([]);
  });
});

describe('operators’ review', () => {
  it('verifies a player once both identity sides and a proof of address are approved', async () => {
    const { sessionid } = await signUp(t, 'Verified01');
    const ids: Record<string, string> = {};
    for (const type of ['identity_front', 'identity_back', 'proof_of_address'])
      ids[type] = (await upload(sessionid, type, `${type}.png`, tinyPng())).body.data.id;
    const queue = await t.request({
      method: 'GET',
      url: '/api/v1/admin/documents?status=pending',
      headers: { 'x-operator-session': compliance },
    });
    expect(queue.body.data.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining(Object.values(ids)),
    );
    expect(
      new Set(
        queue.body.data
          .filter((d: { id: string }) => Object.values(ids).includes(d.id))
          .map((d: { playerUsername: string }) => d.playerUsername),
      ),
    ).toEqual(new Set(['Verified01']));

    const rejected = await review(ids.proof_of_address!, {
      status: 'rejected',
      reason: 'Older than three months',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'Older than three months',
    });
    await review(ids.identity_front!, { status: 'approved' });
    await review(ids.identity_back!, { status: 'approved' });
    expect((await documents(sessionid)).kyc_status).toBe('not_verified');
    const again = (await upload(sessionid, 'proof_of_address', 'new-bill.png', tinyPng())).body.data
      .id as string;
    await review(again, { status: 'approved' });
    const after = await documents(sessionid);
    expect(after.kyc_status).toBe('verified');
    expect(
      after.documents.find((d: { id: string }) => d.id === ids.proof_of_address),
    ).toMatchObject({ status: 'rejected', reason: 'Older than three months' });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid })).body.data
        .kyc_status,
    ).toBe('verified');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetKind} = 'player_document'`);
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['document_rejected', 'document_approved']),
    );
    // Told of the rejection with its reason, of each approval, and of the verification once.
    const notices = await queryRows(
      t.database.db,
      sql`select n.kind, n.params from player_notices n join players p on p.id = n.player_id where lower(p.username) = 'verified01' order by n.id`,
    );
    expect(notices).toEqual([
      {
        kind: 'kyc_rejected',
        params: { document: 'proof_of_address', reason: 'Older than three months' },
      },
      { kind: 'kyc_document_approved', params: { document: 'identity_front' } },
      { kind: 'kyc_document_approved', params: { document: 'identity_back' } },
      { kind: 'kyc_approved', params: {} },
    ]);
  });

  it('needs a reason to reject and the compliance role', async () => {
    const { sessionid } = await signUp(t, 'Reviewed02');
    const id = (await upload(sessionid, 'selfie', 'me.png', tinyPng())).body.data.id as string;
    const noReason = await review(id, { status: 'rejected' });
    expect(noReason.body.data.fields[0]).toMatchObject({ field: 'reason', key: 'reason_required' });
    expect((await review(id, { status: 'approved' }, payments)).status).toBe(403);
    expect((await review(id, { status: 'approved' }, 'not-a-session')).status).toBe(401);
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/admin/documents/${id}/file`,
      headers: { 'x-operator-session': compliance },
    });
    expect(file.status).toBe(200);
  });
});
