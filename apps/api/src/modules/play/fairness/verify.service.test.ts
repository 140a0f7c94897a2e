import { VerifiedOutcomeSchema, VerifyQuerySchema, VERIFIABLE_GAMES } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { VIRTUAL_LEAGUES } from '@orca/games/sports/leagues';
import { matchTimeline } from '@orca/games/sports/match-timeline';
import { verifyRound } from './verify.service.ts';

const seeds = {
  serverSeed: 'verify-contract-server-seed',
  clientSeed: 'verify-contract-client',
  nonce: 7,
};
const QUERIES: Record<(typeof VERIFIABLE_GAMES)[number], Record<string, unknown>> = {
  dice: { ...seeds, target: 49.5, direction: 'under' },
  limbo: { ...seeds, target: 2.5 },
  keno: { ...seeds, picks: '4,8,15,16,23,40', risk: 'medium' },
  plinko: { ...seeds, rows: 14, risk: 'high' },
  mines: { ...seeds, mines: 5 },
  roulette: seeds,
  cards: { ...seeds, count: 5 },
  slot: { ...seeds, title: 'orca-gold-rush', bonusBuy: '1' },
  crash: { hash: 'ab'.repeat(32), salt: 'published-salt' },
  baccarat: { ...seeds, nonce: 0 },
  money_wheel: seeds,
  multiplier_roulette: seeds,
  dice_show: seeds,
  blackjack: { ...seeds, seat: 3 },
  virtual_football: {
    serverSeed: seeds.serverSeed,
    league: 'orca-premier',
    home: 'stormhaven-city',
    away: 'reefport-united',
  },
};

describe('the verifier’s outcomes', () => {
  it('are, for every verifiable game, exactly its variant of the contract with the query’s parameters, nothing a response would drop', () => {
    for (const game of VERIFIABLE_GAMES) {
      const { outcome } = verifyRound(VerifyQuerySchema.parse({ game, ...QUERIES[game] }), null);
      expect(outcome.kind, game).toBe(game);
      const parsed = VerifiedOutcomeSchema.safeParse(outcome);
      expect(parsed.error, game).toBeUndefined();
      expect(parsed.data, game).toStrictEqual(JSON.parse(JSON.stringify(outcome)));
    }
  });

  it('carry the parameters a played round stores, so the verifier shows the round as it was played', () => {
    const dice = verifyRound(
      VerifyQuerySchema.parse({ game: 'dice', ...QUERIES.dice }),
      null,
    ).outcome;
    expect(dice).toMatchObject({ kind: 'dice', direction: 'under', targetHundredths: 4950 });
    const keno = verifyRound(
      VerifyQuerySchema.parse({ game: 'keno', ...QUERIES.keno }),
      null,
    ).outcome;
    expect(keno).toMatchObject({ kind: 'keno', risk: 'medium', picks: [4, 8, 15, 16, 23, 40] });
    const slot = verifyRound(
      VerifyQuerySchema.parse({ game: 'slot', ...QUERIES.slot }),
      null,
    ).outcome;
    expect(slot).toMatchObject({ kind: 'slot', title: 'orca-gold-rush', isBonusBuy: true });
  });
});

describe('the virtual football verifier', () => {
  it('recomputes the match the league played from its seed: the same score and goal minutes', () => {
    const league = VIRTUAL_LEAGUES[0];
    if (!league) throw new Error('no league');
    const timeline = matchTimeline({
      serverSeed: 'a-revealed-seed',
      home: 'kelpford-rovers',
      away: 'stormhaven-city',
      league,
    });
    const { outcome } = verifyRound(
      VerifyQuerySchema.parse({
        game: 'virtual_football',
        serverSeed: 'a-revealed-seed',
        league: league.id,
        home: 'kelpford-rovers',
        away: 'stormhaven-city',
      }),
      null,
    );
    expect(outcome).toMatchObject({
      kind: 'virtual_football',
      score: timeline.score,
      goals: timeline.goals.map(({ minute, side, penalty }) => ({ minute, side, penalty })),
    });
  });

  it('names the field a match cannot be recomputed without', () => {
    const query = (extra: Record<string, unknown>) =>
      VerifyQuerySchema.parse({ game: 'virtual_football', serverSeed: 's', ...extra });
    expect(() =>
      verifyRound(query({ league: 'orca-premier', home: 'nobody', away: 'stormhaven-city' }), null),
    ).toThrow();
    expect(() => verifyRound(query({ league: 'no-league', home: 'a', away: 'b' }), null)).toThrow();
    expect(() =>
      verifyRound(
        query({ league: 'orca-premier', home: 'stormhaven-city', away: 'stormhaven-city' }),
        null,
      ),
    ).toThrow();
  });
});
