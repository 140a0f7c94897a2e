import type { Browser } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real 2×2 RGB PNG, built byte by byte: signature, IHDR, IDAT (zlib), IEND. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 20, 184, 166, 255, 255, 255, 0, 255, 255, 255, 20, 184, 166]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('document verification', () => {
  it('checks the file before sending it, uploads a picture of the ID and shows it pending review', async () => {
    const player = await createPlayer('Verified');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/profile/my-account`);
    await page.getByRole('tab', { name: 'Verification' }).click();
    await page.getByText('Not verified', { exact: true }).first().waitFor();
    const front = page.getByRole('listitem', { name: 'Identity document (front)' });
    await front.getByText('Not uploaded').waitFor();

    let chooser = page.waitForEvent('filechooser');
    await front.getByRole('button', { name: /^Upload/ }).click();
    await (
      await chooser
    ).setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await front
      .getByText('This file type is not accepted. Please choose JPEG, PNG, PDF.')
      .waitFor();

    chooser = page.waitForEvent('filechooser');
    await front.getByRole('button', { name: /^Upload/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'passport-front.png', mimeType: 'image/png', buffer: tinyPng() });
    await page
      .getByText('Identity document (front) uploaded. We will review it shortly.')
      .first()
      .waitFor();
    await front.getByText('Pending review').waitFor();
    await front.getByText(/passport-front\.png/).waitFor();
    await front.getByRole('button', { name: 'Upload again: Identity document (front)' }).waitFor();
    await screenshotBoth(page, 'my-account-documents');
    await context.close();
  });
});
