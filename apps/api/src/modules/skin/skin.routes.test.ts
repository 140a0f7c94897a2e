import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { skinSettings } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('skin', () => {
  it('serves the skin config from the database', async () => {
    const before = await t.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    expect(before.body.data.turnstileCaptcha).toEqual({ enabled: false, siteKey: '' });
    await t.database.db
      .update(skinSettings)
      .set({ value: { enabled: true, siteKey: '0x4AAA-site' } })
      .where(eqKey('turnstileCaptcha'));
    const after = await t.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    // This server has no TURNSTILE_SECRET to verify tokens with, so the web keeps the image captcha.
    expect(after.body.data.turnstileCaptcha).toEqual({ enabled: false, siteKey: '0x4AAA-site' });
    await t.database.db
      .update(skinSettings)
      .set({ value: { enabled: false, siteKey: '' } })
      .where(eqKey('turnstileCaptcha'));
  });

  it("gives the footer the demo's licence and helpline, and an operator's own when set", async () => {
    const demo = await t.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    expect(demo.body.data.legal).toEqual({
      licence: {
        operator: 'Orca Demo Ltd',
        regulator: 'Demo Gaming Authority',
        number: 'DEMO-0001',
        url: null,
      },
      helpline: { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
    });
    const operated = await createTestApp({
      LICENCE_OPERATOR: 'Harbour Gaming B.V.',
      LICENCE_REGULATOR: 'Curaçao Gaming Authority',
      LICENCE_NUMBER: 'OGL/2024/123',
      LICENCE_URL: 'https://example.org/register/123',
      HELPLINE_NAME: 'Gambling Help',
      HELPLINE_PHONE: '+31 800 1234',
    });
    try {
      const own = await operated.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
      expect(own.body.data.legal).toEqual({
        licence: {
          operator: 'Harbour Gaming B.V.',
          regulator: 'Curaçao Gaming Authority',
          number: 'OGL/2024/123',
          url: 'https://example.org/register/123',
        },
        helpline: { name: 'Gambling Help', phone: '+31 800 1234', url: null },
      });
    } finally {
      await operated.close();
    }
  });

  it('serves every drawer entry of the spec to visitors too, marking the player-only ones (Bonus, Favorite Games)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/skinMenu' });
    type Item = { id: string; labelKey: string; requiresLogin: boolean; children: Item[] };
    const items = response.body.data as Item[];
    expect(items.map((item) => item.id)).toEqual([
      'sports',
      'rewards',
      'bonus',
      'challenges',
      'vip',
      'slots',
      'live',
      'game-shows',
      'crash-fast',
      'promotions',
      'tournaments',
      'news',
      'affiliates',
      'live-chat',
      'contact',
    ]);
    const slots = items.find((item) => item.id === 'slots')!;
    expect(slots.children.map((c) => c.labelKey)).toEqual([
      'menu.allGames',
      'menu.favoriteGames',
      'menu.newSlots',
      'menu.jackpotSlots',
      'menu.megaways',
      'menu.bonusBuy',
    ]);
    const loginOnly = [...items, ...items.flatMap((item) => item.children)]
      .filter((item) => item.requiresLogin)
      .map((item) => item.id);
    expect(loginOnly).toEqual(['bonus', 'slots-favorites']);
  });

  it('serves logos by type and colour and refuses unknown ones', async () => {
    const logo = await t.request({ method: 'GET', url: '/api/v1/logos?type=main&color=dark' });
    expect(logo.body.data.svg).toContain('<svg');
    const bad = await t.request({ method: 'GET', url: '/api/v1/logos?type=banner&color=dark' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('type');
  });

  it('publishes the OpenAPI document without an api-key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/v1/player/login');
  });

  it('sends security headers; upgrades and HSTS only where the site is served over https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const secure = await createTestApp({ PUBLIC_URL: 'https://casino.example' });
    try {
      const headers = (await secure.app.inject({ method: 'GET', url: '/health' })).headers;
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

function eqKey(key: string) {
  return eq(skinSettings.key, key);
}
