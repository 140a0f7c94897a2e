import { describe, expect, it } from 'vitest';
import { STAKE_SEEDS } from '../__fixtures__/stake-seeds.ts';
import { FairFloats } from '../rng/fair.ts';
import { ArrayFloats } from '../rng/float-source.ts';
import {
  MONEY_WHEEL_MULTIPLIER_HITS_MAX,
  MONEY_WHEEL_NUMBERS,
  MONEY_WHEEL_RTP,
  MONEY_WHEEL_SEGMENTS,
  moneyWheelExactRtp,
  settleMoneyWheelBets,
  spinMoneyWheel,
  type MoneyWheelNumber,
} from './money-wheel.ts';

const label = (i: number): string => {
  const s = MONEY_WHEEL_SEGMENTS[i];
  if (s === undefined) throw new Error(`no segment ${i}`);
  return s.kind === 'number' ? String(s.number) : `x${s.multiplier}`;
};
/** The float that lands in the middle of segment i. */
const at = (i: number): number => (i + 0.5) / 54;
const firstIndexOf = (name: string): number =>
  MONEY_WHEEL_SEGMENTS.findIndex((_, i) => label(i) === name);

describe('money wheel', () => {
  it('has 54 segments in the published counts, no two equal neighbours', () => {
    const counts: Record<string, number> = {};
    MONEY_WHEEL_SEGMENTS.forEach((_, i) => {
      counts[label(i)] = (counts[label(i)] ?? 0) + 1;
    });
    expect(counts).toEqual({ '1': 23, '2': 15, '5': 7, '10': 4, '20': 2, '40': 1, x2: 1, x7: 1 });
    expect(MONEY_WHEEL_SEGMENTS).toHaveLength(54);
    for (let i = 0; i < 54; i += 1) expect(label(i)).not.toBe(label((i + 1) % 54));
  });

  it('stops on a number in one spin and pays N to 1', () => {
    const outcome = spinMoneyWheel(new ArrayFloats([at(firstIndexOf('40'))]));
    expect(outcome).toMatchObject({ number: 40, multiplier: 1 });
    expect(outcome.spins).toHaveLength(1);
    const settled = settleMoneyWheelBets(outcome, [
      { number: 40, stakeMinor: 100n },
      { number: 1, stakeMinor: 100n },
    ]);
    expect(settled.map((s) => [s.isWin, s.returnMinor])).toEqual([
      [true, 4100n],
      [false, 0n],
    ]);
  });

  it('re-spins on a multiplier and multiplies the winnings of the next number, stacking 2× then 7×', () => {
    const outcome = spinMoneyWheel(
      new ArrayFloats([at(firstIndexOf('x2')), at(firstIndexOf('x7')), at(firstIndexOf('10'))]),
    );
    expect(outcome.spins.map((s) => label(s.segmentIndex))).toEqual(['x2', 'x7', '10']);
    expect(outcome).toMatchObject({ number: 10, multiplier: 14 });
    expect(settleMoneyWheelBets(outcome, [{ number: 10, stakeMinor: 100n }])[0]?.returnMinor).toBe(
      100n * (10n * 14n + 1n),
    );
  });

  it('stops stacking after the cap but still re-spins until a number', () => {
    expect(MONEY_WHEEL_MULTIPLIER_HITS_MAX).toBe(3);
    const x2 = at(firstIndexOf('x2'));
    const x7 = at(firstIndexOf('x7'));
    const outcome = spinMoneyWheel(new ArrayFloats([x2, x2, x7, x7, x7, at(firstIndexOf('5'))]));
    expect(outcome.spins).toHaveLength(6);
    expect(outcome).toMatchObject({ number: 5, multiplier: 28 });
  });

  it('refuses bets off the board and empty stakes', () => {
    const outcome = { number: 2 as const, multiplier: 1 };
    expect(() =>
      settleMoneyWheelBets(outcome, [{ number: 3 as MoneyWheelNumber, stakeMinor: 1n }]),
    ).toThrow(RangeError);
    expect(() => settleMoneyWheelBets(outcome, [{ number: 2, stakeMinor: 0n }])).toThrow(
      RangeError,
    );
  });

  it('gives the same outcome for the same seeds', () => {
    for (const s of STAKE_SEEDS) {
      const a = spinMoneyWheel(new FairFloats(s.serverSeed, s.clientSeed, s.nonce));
      const b = spinMoneyWheel(new FairFloats(s.serverSeed, s.clientSeed, s.nonce));
      expect(a).toEqual(b);
      expect(MONEY_WHEEL_NUMBERS).toContain(a.number);
    }
  });

  it('returns exactly the declared RTP per number, enumerating every multiplier chain through the engine', () => {
    const cap = MONEY_WHEEL_MULTIPLIER_HITS_MAX;
    const numberIndexes = MONEY_WHEEL_SEGMENTS.flatMap((s, i) => (s.kind === 'number' ? [i] : []));
    const multiplierIndexes = MONEY_WHEEL_SEGMENTS.flatMap((s, i) =>
      s.kind === 'multiplier' ? [i] : [],
    );
    // Weights over D = 54^cap × 52: a chain of k < cap multipliers then a number has probability 54^-(k+1); after
    // cap multipliers the round ends on each number segment with probability 1/52 (later multipliers only re-spin).
    const D = 54n ** BigInt(cap) * 52n;
    for (const number of MONEY_WHEEL_NUMBERS) {
      let returned = 0n; // Σ weight × return per unit stake, over D
      let mass = 0n;
      const walk = (prefix: number[]): void => {
        const depth = prefix.length;
        for (const i of numberIndexes) {
          const weight = depth < cap ? 54n ** BigInt(cap - depth - 1) * 52n : 1n;
          const outcome = spinMoneyWheel(new ArrayFloats([...prefix, at(i)]));
          returned +=
            weight *
            (settleMoneyWheelBets(outcome, [{ number, stakeMinor: 1n }])[0]?.returnMinor ?? 0n);
          mass += weight;
        }
        if (depth < cap) for (const i of multiplierIndexes) walk([...prefix, at(i)]);
      };
      walk([]);
      expect(mass).toBe(D);
      const rtp = MONEY_WHEEL_RTP[number];
      expect(returned * BigInt(rtp.denominator)).toBe(D * BigInt(rtp.numerator));
      expect(moneyWheelExactRtp(number)).toEqual(rtp);
    }
    const shown = MONEY_WHEEL_NUMBERS.map((n) =>
      (MONEY_WHEEL_RTP[n].numerator / MONEY_WHEEL_RTP[n].denominator).toFixed(6),
    );
    expect(shown).toEqual(['0.953100', '0.954713', '0.911908', '0.965258', '0.926796', '0.907566']);
  });
});
