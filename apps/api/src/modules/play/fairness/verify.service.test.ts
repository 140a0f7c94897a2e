import { VerifiedOutcomeSchema, VerifyQuerySchema, VERIFIABLE_GAMES } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
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
  blackjack: { ...seeds, seat: 3 },
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
