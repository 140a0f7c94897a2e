import { describe, expect, it } from 'vitest';
import {
  anchoredBet,
  betKey,
  chipsOfBets,
  INSIDE_TYPES,
  isValidBet,
  numberAt,
  WHEEL_ORDER,
} from './roulette-layout';

describe('roulette table layout', () => {
  it('has every pocket once on the wheel', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('numbers the wide table by street and line', () => {
    expect(numberAt(1, 1)).toBe(1);
    expect(numberAt(1, 3)).toBe(3);
    expect(numberAt(12, 3)).toBe(36);
  });

  it('turns a tapped number into a bet the engine accepts, for every type and number', () => {
    for (const type of INSIDE_TYPES)
      for (let n = 0; n <= 36; n += 1) {
        const bet = anchoredBet(type, n);
        if (bet) expect(isValidBet(bet), `${type} on ${n}`).toBe(true);
        else expect(n).toBe(0);
      }
    expect(anchoredBet('split', 3)).toEqual({ kind: 'split', numbers: [2, 3] });
    expect(anchoredBet('corner', 36)).toEqual({ kind: 'corner', numbers: [32, 33, 35, 36] });
    expect(anchoredBet('six-line', 35)).toEqual({ kind: 'six-line', row: 11 });
  });

  it('names a spot the same whichever order its numbers come in', () => {
    expect(betKey({ kind: 'split', numbers: [5, 2] })).toBe(
      betKey({ kind: 'split', numbers: [2, 5] }),
    );
    expect(betKey({ kind: 'corner', numbers: [5, 4, 1, 2] })).toBe('corner-1');
    expect(isValidBet({ kind: 'split', numbers: [3, 4] })).toBe(false);
  });

  it('reads a seat back as chips', () => {
    expect(
      chipsOfBets({ kind: 'roulette', bets: [{ bet: { kind: 'red' }, amount: '2.50' }] }),
    ).toEqual([{ key: 'red', bet: { kind: 'red' }, amountMinor: 250n }]);
    expect(chipsOfBets({ kind: 'money_wheel', bets: [{ number: 1, amount: '1' }] })).toEqual([]);
  });
});
