import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/harness.ts';
import { skinSettings } from '../../db/schema/index.ts';

/** A local peer speaking Turnstile's siteverify protocol: form-encoded secret + response in, { success } out. */
const GOOD_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const SECRET = 'turnstile-test-secret';
const received: URLSearchParams[] = [];
const peer = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const success = form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.address() as AddressInfo;
  t = await createTestApp({
    TURNSTILE_SECRET: SECRET,
    TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
  });
  await t.database.db
    .update(skinSettings)
    .set({ value: { enabled: true, siteKey: '1x00000000000000000000AA' } })
    .where(eq(skinSettings.key, 'turnstileCaptcha'));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

describe('Turnstile captcha', () => {
  it('is announced to the web in the skin config with its site key once the server can verify it', async () => {
    const skin = await t.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    expect(skin.body.data.turnstileCaptcha).toEqual({
      enabled: true,
      siteKey: '1x00000000000000000000AA',
    });
  });

  it('verifies the Turnstile token with siteverify once the skin enables it', async () => {
    await signUp(t, 'Turnstile1');
    const anon = await t.anon();
    const attempt = (extra: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon,
        payload: { username: 'turnstile1', password: 'Wrong-Pass-11', ...extra },
        headers: { 'x-forwarded-for': '81.2.69.77' },
      });
    for (let i = 0; i < 3; i += 1) await attempt({});
    expect((await attempt({})).body.info.resultCode).toBe('captcha_required');
    expect((await attempt({ turnstileToken: 'forged' })).body.info.resultCode).toBe(
      'invalid_captcha',
    );
    expect((await attempt({ turnstileToken: GOOD_TOKEN })).body.info.resultCode).toBe(
      'invalid_username_or_password',
    );
    expect(received.at(-1)?.get('remoteip')).toBe('81.2.69.77');
  });
});
