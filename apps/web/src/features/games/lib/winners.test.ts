import { WINNERS_LIST_SIZE, type Winner } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { withWinner } from './winners';

const winner = (roundId: string, amountEur: string): Winner => ({
  roundId,
  player: 'har***ts',
  gameId: 'orca-dice',
  gameName: 'Dice',
  provider: 'orca',
  slug: 'dice',
  amount: amountEur,
  currency: 'EUR',
  amountEur,
  multiplier: '1.98',
  at: '2026-11-22T20:00:00.000Z',
});

describe('a winner pushed by the live socket', () => {
  it('comes first among the latest winners and keeps the list at its size', () => {
    const latest = Array.from({ length: WINNERS_LIST_SIZE }, (_, i) => winner(`old-${i}`, '1.00'));
    const next = withWinner({ latestWinners: latest, topWinners: [] }, winner('new', '5.00'));
    expect(next.latestWinners[0]?.roundId).toBe('new');
    expect(next.latestWinners).toHaveLength(WINNERS_LIST_SIZE);
    expect(next.latestWinners.at(-1)?.roundId).toBe(`old-${WINNERS_LIST_SIZE - 2}`);
  });

  it('enters the top winners only when it beats the smallest of a full list, in EUR', () => {
    const top = Array.from({ length: WINNERS_LIST_SIZE }, (_, i) =>
      winner(`top-${i}`, String(100 - i)),
    );
    expect(
      withWinner({ latestWinners: [], topWinners: top }, winner('small', '50.00')).topWinners.map(
        (w) => w.roundId,
      ),
    ).not.toContain('small');
    const big = withWinner(
      { latestWinners: [], topWinners: top },
      winner('big', '500.00'),
    ).topWinners;
    expect(big[0]?.roundId).toBe('big');
    expect(big).toHaveLength(WINNERS_LIST_SIZE);
  });

  it('is not listed twice when the same round arrives again', () => {
    const once = withWinner({ latestWinners: [], topWinners: [] }, winner('r1', '2.00'));
    expect(withWinner(once, winner('r1', '2.00'))).toBe(once);
  });
});
