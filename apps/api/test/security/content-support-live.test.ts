import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, type TestApp } from '../harness.ts';

/**
 * An attacker's pass over issues 14 and 15 (content, support, tournaments, live tables): each
 * case here is a hole someone tried, kept so it stays shut.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'orca-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="orca-api-key" content="" /><title>Orca</title></head><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>',
);

let t: TestApp;
let marketing: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  marketing = await operatorSession(t, 'marketing');
  support = await operatorSession(t, 'support');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api/v1/admin${url}`,
    headers: { 'x-operator-session': session },
    ...(payload ? { payload } : {}),
  });
const en = (title: string, summary = `Summary of ${title}`) => ({
  en: { title, summary, body: `Body of ${title}` },
});

describe('a news article shared to crawlers', () => {
  it('escapes a title and summary that try to close the tag, and inserts them literally ($ patterns included)', async () => {
    const created = await asOperator(marketing, 'POST', '/content', {
      kind: 'news',
      url: 'dollar-patterns',
      status: 'published',
      translations: en(
        `"><script>alert(1)</script> $' $\` $& $$`,
        `"><img src=x onerror=alert(1)> $'`,
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = await t.request({ method: 'GET', url: '/news/dollar-patterns' });
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39;'.replace('&#39;', "'"),
    );
    // A replacement pattern would have copied the page around the title into the head again.
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.match(/<meta name="orca-api-key"/g)).toHaveLength(1);
    expect(html).toContain('$` $&amp; $$ · Orca Casino</title>');
  });
});

describe('banner links', () => {
  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    ' /x',
    'data:text/html,x',
  ])('refuses %j', async (link) => {
    const response = await asOperator(marketing, 'POST', '/content', {
      kind: 'banner',
      url: `banner-${Math.random().toString(36).slice(2, 8)}`,
      status: 'published',
      link,
      translations: en('Banner'),
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
  });
});

describe('operator permissions on the new back-office routes', () => {
  it.each([
    ['GET', '/content'],
    ['POST', '/content/preview'],
    ['GET', '/skin/menu'],
    ['GET', '/tournaments'],
  ] as const)('a support operator is refused %s %s', async (method, url) => {
    const response = await asOperator(
      support,
      method,
      url,
      method === 'POST' ? { markdown: 'x' } : undefined,
    );
    expect(response.status).toBe(403);
  });

  it.each([
    ['GET', '/support/tickets'],
    ['GET', '/support/chats'],
  ] as const)('a marketing operator is refused %s %s', async (method, url) => {
    const response = await asOperator(marketing, method, url);
    expect(response.status).toBe(403);
  });

  it('caps list sizes', async () => {
    expect((await asOperator(support, 'GET', '/support/tickets?limit=100000')).status).toBe(400);
    // The chats inbox takes no limit: it lists at most 200 conversations of a status.
    expect((await t.request({ method: 'GET', url: '/api/v1/news?limit=100000' })).status).toBe(400);
  });
});

describe('contact us', () => {
  it.each([
    [
      'a CRLF in the name',
      { name: 'Eve\r\nBcc: all@example.com', email: 'eve@example.com', message: 'hello' },
    ],
    [
      'a CRLF in the email',
      { name: 'Eve Smith', email: 'eve@example.com\r\nBcc: all@example.com', message: 'hello' },
    ],
  ])('refuses %s', async (_case, payload) => {
    const visitor = await t.anon();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/contact',
      anon: visitor,
      payload,
    });
    expect(response.status).toBe(400);
  });
});

describe('the live chat', () => {
  it('refuses a visitor name with a line break, which would forge lines in the mail to support', async () => {
    const visitor = await t.anon();
    const offline = await t.request({
      method: 'POST',
      url: '/api/v1/chat/offline',
      anon: visitor,
      payload: { name: 'Eve\nPlayer id: 1', email: 'eve@example.com', body: 'hello' },
    });
    expect(offline.status).toBe(400);
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon: visitor,
      payload: { name: 'Eve\r\nBcc: x@example.com' },
    });
    expect(opened.status).toBe(400);
  });

  it('issues its own token to a visitor who brings one it never gave, and keeps one it gave', async () => {
    const chosen = 'a-token-the-visitor-made-up';
    const visitor = await t.anon();
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon: visitor,
      headers: { 'x-chat-token': chosen },
      payload: {},
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.token).toEqual(expect.any(String));
    expect(opened.body.data.token).not.toBe(chosen);
    const token = opened.body.data.token as string;
    const reopened = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon: await t.anon(),
      headers: { 'x-chat-token': token },
      payload: {},
    });
    expect(reopened.body.data.conversation.id).toBe(opened.body.data.conversation.id);
    expect(reopened.body.data.token).toBeNull();
  });
});

describe('live bets', () => {
  async function funSession(): Promise<string> {
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-live-european-roulette?play_for_fun=1',
    });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const token = new URL(launched.body.data.url).searchParams.get('token') ?? '';
    return (await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } }))
      .body.data.sessionToken as string;
  }

  it.each([
    '-1',
    '0',
    '0.00',
    '1e3',
    '1e30',
    '+1',
    '0x10',
    '1,5',
    '1000000000000000000000000000000',
    '0.001',
    1,
    'NaN',
  ])('refuses the amount %j', async (amount) => {
    const session = await funSession();
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/play/live/roulette-1/bet',
      headers: { 'x-game-session': session },
      payload: { kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(['validation_error', 'bet_out_of_range']).toContain(response.body.info.resultCode);
  });
});
