import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_API_KEY, type TestApp } from '../harness.ts';

/**
 * Requests an attacker shapes to break the server rather than to use it: NUL bytes, broken
 * percent-encodings, over-long paths and headers. Each answer is the envelope with a 4xx.
 */
let t: TestApp;
let anon: string;
let player: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  ({ sessionid: player, anon } = await signUp(t, 'Malformed01'));
  base = t.config.publicUrl;
});
afterAll(() => t.close());

function expectEnvelope(status: number, body: any, where: string) {
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(status, where).toBeLessThan(500);
  expect(body?.info?.success, where).toBe(false);
  expect(typeof body?.info?.resultCode, where).toBe('string');
  expect(typeof body?.info?.message, where).toBe('string');
}

/** A raw HTTP exchange, for what fetch and inject would refuse to send. */
function rawExchange(text: string): Promise<{ status: number; body: any }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      let body: unknown = rest.join('\r\n\r\n');
      try {
        body = JSON.parse(body as string);
      } catch {
        // Left as text: the assertion shows it.
      }
      resolve({ status, body });
    });
  });
}

describe('NUL bytes', () => {
  const NUL_BODIES: ['POST', string, Record<string, unknown>][] = [
    ['POST', '/api/v1/player/login', { username: '\u0000', password: 'x' }],
    ['POST', '/api/v1/player/login', { username: 'someone1', password: 'pass\u0000word' }],
    ['POST', '/api/v1/register/long', { username: 'nul\u0000user', email: 'a@example.com' }],
    ['POST', '/api/v1/validateField', { field: 'username', value: 'a\u0000b' }],
    ['POST', '/api/v1/player/update/personal', { first_name: 'Ana\u0000', last_name: 'Nul' }],
    [
      'POST',
      '/api/v1/player/update/contact',
      { email: 'nul@example.com', mobile: '+44 20\u0000 7946' },
    ],
    [
      'POST',
      '/api/v1/player/update/address',
      { address: '1 Quay\u0000', city: 'Cardiff', zip_code: 'CF10', country: 'GB' },
    ],
    ['POST', '/api/v1/player/forgottenpass', { email: 'nul\u0000@example.com' }],
    [
      'POST',
      '/api/v1/player/changepass',
      {
        old_password: 'x\u0000',
        password: 'Harbour-Lights-78',
        password_confirmation: 'Harbour-Lights-78',
      },
    ],
    ['POST', '/api/v1/player/transactions/pendingWithdrawals/cancel', { id: '\u0000' }],
    ['POST', '/api/v1/cashier/deposit', { method: 'sandbox\u0000card', amount: '10' }],
    ['POST', '/api/v1/fair/rotate', { clientSeed: 'seed\u0000' }],
    ['POST', '/api/v1/player/addFavoriteGame', { gameId: 'orca\u0000crash' }],
    ['POST', '/api/v1/play/session', { token: '\u0000' }],
    ['POST', '/api/v1/admin/login', { username: 'operator\u0000', password: 'x' }],
  ];

  it.each(NUL_BODIES)(
    'refuses a NUL in the body of %s %s with validation_error',
    async (method, url, payload) => {
      const response = await t.request({ method, url, anon, player, payload });
      expectEnvelope(response.status, response.body, url);
      expect(response.body.info.resultCode).toBe('validation_error');
      expect(response.body.data.fields[0].key).toBe('control_characters');
    },
  );

  it.each([
    '/api/v1/games/%00',
    '/api/v1/games/slots/%00',
    '/api/v1/player/schema/%00',
    '/api/v1/games?search=%00',
    '/api/v1/fair/verify?game=dice&serverSeed=%00&clientSeed=a&nonce=1',
  ])('refuses a NUL in the URL of GET %s with validation_error', async (url) => {
    const response = await t.request({ method: 'GET', url, anon, player });
    expectEnvelope(response.status, response.body, url);
    expect(response.body.info.resultCode).toBe('validation_error');
    expect(response.body.data.fields[0].key).toBe('control_characters');
  });

  it('names the field that holds the NUL, in the player language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/login',
      anon,
      language: 'de',
      payload: { username: 'ok-user', password: 'a\u0000' },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fields[0]).toMatchObject({
      field: 'password',
      key: 'control_characters',
      message: 'Darf keine Steuerzeichen enthalten',
    });
  });
});

describe('framework errors', () => {
  it('answers a broken percent-encoding in the path with the envelope', async () => {
    const response = await fetch(`${base}/api/v1/games/%E0%A4%A`, {
      headers: { 'api-key': TEST_API_KEY },
    });
    const body = await response.json();
    expectEnvelope(response.status, body, 'bad url');
    expect(body.info.resultCode).toBe('validation_error');
  });

  it('answers an over-long path parameter with uri_too_long in the envelope', async () => {
    const response = await fetch(`${base}/api/v1/games/${'x'.repeat(600)}`, {
      headers: { 'api-key': TEST_API_KEY, 'x-language': 'fr' },
    });
    const body = await response.json();
    expect(response.status).toBe(414);
    expect(body.info).toMatchObject({
      success: false,
      resultCode: 'uri_too_long',
      message: "L'adresse de cette requête est trop longue.",
    });
  });

  it('answers over-large headers with headers_too_large in the envelope', async () => {
    const response = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const call = httpRequest(
        `${base}/api/v1/games`,
        { headers: { 'api-key': TEST_API_KEY, 'x-padding': 'p'.repeat(40_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(response.status).toBe(431);
    expect(response.body.info).toMatchObject({ success: false, resultCode: 'headers_too_large' });
  });

  it('answers a request line the HTTP parser cannot read with the envelope', async () => {
    const response = await rawExchange(
      'GET /api/v1/games HTTP/1.1\r\nHost: orca\r\nBroken header line\r\n\r\n',
    );
    expectEnvelope(response.status, response.body, 'broken header');
  });
});
