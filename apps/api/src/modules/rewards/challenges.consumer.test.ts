import type { RoundSettledEvent } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { firstWinners, reaches } from './challenges.consumer.ts';
import type { OpenChallenge } from './challenges.service.ts';

const CREATED = new Date('2026-11-23T10:00:00Z');
const challenge = (
  id: bigint,
  multiplier: number,
  minBetEurMinor: bigint,
  gameId = 'orca-gold-rush',
): OpenChallenge => ({
  id,
  gameId,
  multiplier,
  minBetEurMinor,
  prizeEurMinor: 25_000n,
  createdAt: CREATED,
});
let rounds = 0;
function round(overrides: Partial<RoundSettledEvent> = {}): RoundSettledEvent {
  rounds += 1;
  return {
    type: 'round.settled',
    roundId: `00000000-0000-4000-8000-${rounds.toString().padStart(12, '0')}`,
    playerId: 7n,
    gameId: 'orca-gold-rush',
    providerId: 'orca',
    mode: 'real',
    currency: 'EUR',
    betMinor: 200n,
    winMinor: 300_000n,
    status: 'closed',
    startedAt: new Date('2026-11-23T12:00:00Z'),
    at: new Date('2026-11-23T12:00:01Z'),
    ...overrides,
  };
}

describe('whether a round reaches a challenge', () => {
  const x1500 = challenge(1n, 1500, 150n);

  it('takes a win of exactly the multiple of the cost at the minimum bet, and not a cent less', () => {
    expect(reaches(round({ betMinor: 150n, winMinor: 225_000n }), x1500)).toBe(true);
    expect(reaches(round({ betMinor: 150n, winMinor: 224_999n }), x1500)).toBe(false);
    expect(reaches(round({ betMinor: 149n, winMinor: 1_000_000n }), x1500)).toBe(false);
  });

  it('counts a bought feature at its full price: the round cost is its bet', () => {
    // A 1 EUR stake buying the feature at ×78 costs 78 EUR: a 100,000 EUR win is ×1282, not ×100,000.
    expect(reaches(round({ betMinor: 7_800n, winMinor: 10_000_000n }), x1500)).toBe(false);
    expect(reaches(round({ betMinor: 7_800n, winMinor: 11_700_000n }), x1500)).toBe(true);
  });

  it('compares the minimum bet in EUR-equivalent: 15 NOK is 1.50 EUR, 14.99 NOK is not', () => {
    expect(reaches(round({ currency: 'NOK', betMinor: 1_500n, winMinor: 2_250_000n }), x1500)).toBe(
      true,
    );
    expect(
      reaches(round({ currency: 'NOK', betMinor: 1_499n, winMinor: 10_000_000n }), x1500),
    ).toBe(false);
  });

  it('never takes play for fun, a rolled-back round, another game, a round begun before the challenge, or an unknown currency', () => {
    expect(reaches(round({ mode: 'fun' }), x1500)).toBe(false);
    expect(reaches(round({ status: 'rolled_back' }), x1500)).toBe(false);
    expect(reaches(round({ gameId: 'orca-neon-harbor' }), x1500)).toBe(false);
    expect(reaches(round({ startedAt: new Date('2026-11-23T09:59:59Z') }), x1500)).toBe(false);
    expect(reaches(round({ currency: 'XAU' }), x1500)).toBe(false);
    expect(reaches(round({ playerId: null }), x1500)).toBe(false);
  });
});

describe('the winners of a batch', () => {
  it('gives a challenge to the first qualifying round only, when two race in one batch', () => {
    const open = [challenge(1n, 1500, 150n)];
    const first = round({ playerId: 8n });
    const second = round({ playerId: 9n });
    expect(firstWinners([round({ winMinor: 100n }), first, second], open)).toEqual([
      { challenge: open[0], roundId: first.roundId, playerId: 8n, currency: 'EUR' },
    ]);
  });

  it('gives one round the highest challenge it reaches, and the next qualifying round the one left', () => {
    const open = [challenge(1n, 1500, 150n), challenge(2n, 3000, 300n)];
    const big = round({ playerId: 8n, betMinor: 300n, winMinor: 900_000n });
    const next = round({ playerId: 9n, betMinor: 300n, winMinor: 900_000n });
    const wins = firstWinners([big, next], open);
    expect(wins.map((w) => [w.challenge.id, w.playerId])).toEqual([
      [2n, 8n],
      [1n, 9n],
    ]);
  });

  it('finds nothing when no open challenge is on the rounds’ games', () => {
    expect(
      firstWinners([round({ gameId: 'orca-lucky-sevens' })], [challenge(1n, 1500, 150n)]),
    ).toEqual([]);
    expect(firstWinners([round()], [])).toEqual([]);
  });
});
