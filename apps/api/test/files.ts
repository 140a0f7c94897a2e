import { deflateSync } from 'node:zlib';

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

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/**
 * A well-formed PNG (signature, IHDR, IDAT, IEND with correct CRCs) whose header declares
 * `width`×`height`; its pixel data is one row, so a huge declared size costs a few bytes.
 */
export function png(width = 1, height = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 128, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's markers (SOI, JFIF APP0, SOF0, EOI) declaring `width`×`height`. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A minimal PDF, padded with a comment to `sizeBytes` when given. */
export function pdf(sizeBytes = 0): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const padding = Math.max(0, sizeBytes - body.length);
  return padding === 0
    ? body
    : Buffer.concat([body, Buffer.from(`%${'0'.repeat(Math.max(0, padding - 2))}\n`)]);
}

/** One file in a multipart/form-data body, as a browser's form sends it. */
export function multipartFile(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----orca${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Multipart bodies a broken or hostile client sends: cut off mid-file, a part header without its
 * end, a content type without a boundary, a body that is not multipart at all.
 */
export function malformedMultiparts(
  field = 'file',
): { name: string; payload: Buffer; headers: Record<string, string> }[] {
  const boundary = '----orcabroken';
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return [
    {
      name: 'truncated mid-file',
      payload: Buffer.concat([Buffer.from(head), png().subarray(0, 20)]),
      headers: type,
    },
    {
      name: 'a part header cut off',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
      headers: type,
    },
    {
      name: 'no boundary in the content type',
      payload: Buffer.from(head),
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      name: 'a body that is not multipart',
      payload: Buffer.from('hello, this is not a form'),
      headers: type,
    },
  ];
}
