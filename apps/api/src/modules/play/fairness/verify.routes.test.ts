import { STAKE_SEEDS } from '@orca/games/__fixtures__/stake-seeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';

/**
 * GET /fair/verify against published vectors: the Stake seed triples of the open-source verifier
 * KyranRana/stake-provably-fair-api (src/test/*.test.ts, each linked there to
 * stake.com/provably-fair/calculation), and ten real bustabit games (#12424169 down to #12424160,
 * salt = hash of bitcoin block 831500) from deduzzo/bustabit-scripts' "Final Verification" document.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = async (query: Record<string, string | number>) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/fair/verify?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString()}`,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    outcome: Record<string, unknown>;
    serverSeedHash: string;
    multiplier: string | null;
  };
};
const seeds = (i: number) => STAKE_SEEDS[i]!;

describe('GET /fair/verify with published vectors', () => {
  it('dice: rolls 77.18, 19.59, 56.37', async () => {
    const rolls = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          (await verify({ game: 'dice', ...seeds(i), target: 50, direction: 'over' })).outcome
            .rollHundredths,
      ),
    );
    expect(rolls).toEqual([7718, 1959, 5637]);
  });

  it('limbo: 1.28×, 5.05×, 1.75×', async () => {
    const points = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          (await verify({ game: 'limbo', ...seeds(i), target: 2 })).outcome.pointHundredths,
      ),
    );
    expect(points).toEqual([128, 505, 175]);
  });

  it('roulette: pockets 28, 7, 20', async () => {
    const pockets = await Promise.all(
      [0, 1, 2].map(async (i) => (await verify({ game: 'roulette', ...seeds(i) })).outcome.pocket),
    );
    expect(pockets).toEqual([28, 7, 20]);
  });

  it('keno: the three published draws', async () => {
    const draws = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          (await verify({ game: 'keno', ...seeds(i), picks: '1,2,3', risk: 'classic' })).outcome
            .drawn,
      ),
    );
    expect(draws).toEqual([
      [31, 36, 12, 32, 2, 8, 20, 10, 25, 17],
      [8, 19, 28, 29, 18, 30, 11, 13, 3, 2],
      [23, 33, 1, 36, 9, 20, 19, 28, 8, 38],
    ]);
  });

  it('plinko: the published landing slots and the 16-row path', async () => {
    const slots = await Promise.all(
      [8, 12, 16].map(
        async (rows) =>
          (await verify({ game: 'plinko', ...seeds(2), rows, risk: 'low' })).outcome.slot,
      ),
    );
    expect(slots).toEqual([4, 6, 7]);
    expect(
      (
        (await verify({ game: 'plinko', ...seeds(0), rows: 16, risk: 'high' })).outcome
          .path as number[]
      ).join(''),
    ).toBe('1101000010001000');
  });

  it('mines: with 24 mines the one safe tile is the one the verifier never draws (22, 23, 9)', async () => {
    const safe = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const mines = (await verify({ game: 'mines', ...seeds(i), mines: 24 })).outcome
          .minePositions as number[];
        return [...Array(25).keys()]
          .filter((tile) => !mines.includes(tile))
          .map((tile) => tile + 1);
      }),
    );
    expect(safe).toEqual([[22], [23], [9]]);
  });

  it('cards: the first ten published cards', async () => {
    const cards = (await verify({ game: 'cards', ...seeds(0), count: 10 })).outcome.cards as {
      rank: string;
      suit: string;
    }[];
    expect(cards.map((c) => `${c.rank}${c.suit[0]}`).join(' ')).toBe(
      'Qd Ks 6d Qh 2h 4s 8h 5d 9c 7h',
    );
  });

  it('crash: bustabit game #12424169 busted at 1.46× with the published salt', async () => {
    const result = await verify({
      game: 'crash',
      hash: '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1',
      salt: '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be',
    });
    expect(result.outcome.crashPointHundredths).toBe(146);
  });

  it('answers a validation error, never a 500, for parameters a game cannot play', async () => {
    for (const [query, field] of [
      ['game=dice&target=150&direction=over', 'target'],
      ['game=dice&target=0.01&direction=over', 'target'],
      ['game=limbo&target=0.5', 'target'],
      ['game=keno&picks=0,1&risk=classic', 'picks'],
      ['game=keno&picks=1,41&risk=classic', 'picks'],
    ] as const) {
      const response = await t.request({
        method: 'GET',
        url: `/api/v1/fair/verify?${query}&serverSeed=a&clientSeed=b&nonce=1`,
      });
      expect(response.status, query).toBe(400);
      expect(response.body.data.fields[0], query).toMatchObject({ field });
    }
    const keno = await verify({ game: 'keno', ...seeds(0), picks: '31,40', risk: 'classic' });
    expect(keno.outcome.hits).toEqual([31]);
  });

  it('needs the salt of a crash hash Orca never played', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=crash&hash=${'ab'.repeat(32)}`,
    });
    expect(response.body.data.fields[0]).toMatchObject({ field: 'salt', key: 'required' });
  });

  it('names the missing parameter', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/fair/verify?game=dice&serverSeed=a&clientSeed=b&nonce=1',
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fields[0]).toMatchObject({ field: 'target', key: 'required' });
  });
});
