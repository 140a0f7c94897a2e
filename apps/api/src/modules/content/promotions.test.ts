import type { PromotionItem } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';
import { REEF_TEST_ENV } from '../../../test/provider-wallet.ts';
import { DEMO_CAMPAIGNS } from '../bonus/campaigns.seed.ts';
import { createPromotionsService, type PromotionSource } from './promotions.service.ts';

let t: TestApp;
let marketing: string;

beforeAll(async () => {
  t = await createTestApp({ ...REEF_TEST_ENV });
  marketing = await operatorSession(t, 'marketing');
  const asMarketing = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      headers: { 'x-operator-session': marketing },
      payload,
    });
  // The demo's campaigns are seeded and running (demo mode); a draft is nobody's offer yet.
  expect(
    (
      await asMarketing('POST', '/admin/bonus/campaigns', {
        ...DEMO_CAMPAIGNS[0],
        url: 'draft-only',
        promoCode: 'DRAFTONLY',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await asMarketing('POST', '/admin/rewards/challenges', {
        gameId: 'reef-pearl-diver',
        multiplier: 1500,
      })
    ).status,
  ).toBe(200);
});
afterAll(() => t.close());

const hub = async (
  headers: Record<string, string> = {},
  player?: string,
): Promise<PromotionItem[]> => {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/promotions',
    headers,
    ...(player ? { player } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.promotions as PromotionItem[];
};

describe('GET /promotions', () => {
  it('lists the running deposit bonuses, free spins and open challenges with their pages, not drafts', async () => {
    const items = await hub();
    const byKind = (kind: PromotionItem['kind']) => items.filter((item) => item.kind === kind);
    expect(byKind('deposit_bonus').map((item) => item.path)).toEqual(
      DEMO_CAMPAIGNS.filter((c) => c.kind === 'deposit').map((c) => `/deposit-bonus/${c.url}`),
    );
    expect(byKind('free_spins')).toEqual([
      expect.objectContaining({
        path: '/free-spin/lucky-sevens-20',
        title: '20 free spins on Lucky Sevens',
        highlight: '20 free spins on Lucky Sevens',
      }),
    ]);
    expect(byKind('challenge')).toContainEqual(
      expect.objectContaining({
        path: '/challenges',
        title: '1500× on Pearl Diver',
        highlight: '€250',
      }),
    );
    expect(items.some((item) => item.path.endsWith('/draft-only'))).toBe(false);
  });

  it('speaks the request language and shows a player amounts in their own currency', async () => {
    const german = await hub({ 'x-language': 'de' });
    expect(german.find((item) => item.kind === 'free_spins')?.title).toBe(
      '20 Freispiele auf Lucky Sevens',
    );
    expect(german.find((item) => item.title === '1500× bei Pearl Diver')?.highlight).toMatch(
      /^250\s€$/,
    );
    const player = await signUp(t, 'HubDollar', { currency: 'USD' });
    const challenge = (await hub({}, player.sessionid)).find(
      (item) => item.title === '1500× on Pearl Diver',
    );
    expect(challenge?.highlight).toMatch(/^\$\d+$/);
  });
});

describe('promotions service', () => {
  it('leaves out a failing source and keeps the others', async () => {
    const warnings: object[] = [];
    const item: PromotionItem = {
      kind: 'slot_race',
      title: 'Daily race',
      summary: '',
      path: '/slot-races/daily',
      imageUrl: null,
      endsAt: null,
      highlight: '€500',
    };
    const working: PromotionSource = async () => [item];
    const failing: PromotionSource = async () => {
      throw new Error('tournaments down');
    };
    const service = createPromotionsService({
      sources: [failing, working],
      log: { warn: (object) => void warnings.push(object) },
    });
    expect(await service.list({ language: 'en', currency: null })).toEqual([item]);
    expect(warnings).toHaveLength(1);
  });
});
