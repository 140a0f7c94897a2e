import { describe, expect, it } from 'vitest';
import {
  chipsOfWheelBets,
  rtpOfNumber,
  SEGMENT_COUNTS,
  shownMultiplier,
  stepIndexOf,
  toWheelRequest,
  wheelStageLine,
  winningNumber,
  type WheelSpinShown,
} from './money-wheel-view';

const respun: WheelSpinShown = {
  roundId: 'r1',
  result: {
    kind: 'money_wheel',
    spins: [
      { segmentIndex: 3, segment: { kind: 'multiplier', multiplier: 2 } },
      { segmentIndex: 9, segment: { kind: 'multiplier', multiplier: 7 } },
      { segmentIndex: 12, segment: { kind: 'number', number: 10 } },
    ],
    number: 10,
    multiplier: 14,
  },
};
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;

describe('money wheel view', () => {
  it('reads the seat bets as chips and sends one bet per number', () => {
    const chips = chipsOfWheelBets({
      kind: 'money_wheel',
      bets: [
        { number: 5, amount: '1.00' },
        { number: 40, amount: '0.50' },
      ],
    });
    expect(chips).toEqual([
      { key: 'n-5', bet: 5, amountMinor: 100n },
      { key: 'n-40', bet: 40, amountMinor: 50n },
    ]);
    expect(chipsOfWheelBets({ kind: 'roulette', bets: [] })).toEqual([]);
    expect(chipsOfWheelBets(undefined)).toEqual([]);
    expect(toWheelRequest([...chips, chips[0]!])).toEqual({
      kind: 'money_wheel',
      bets: [
        { number: 5, amount: '2.00' },
        { number: 40, amount: '0.50' },
      ],
    });
  });

  it('multiplies the multipliers shown so far, and shows the result once landed', () => {
    expect(shownMultiplier(respun, -1, false)).toBe(1);
    expect(shownMultiplier(respun, 0, false)).toBe(2);
    expect(shownMultiplier(respun, 1, false)).toBe(14);
    expect(
      shownMultiplier({ ...respun, result: { ...respun.result, multiplier: 10 } }, 2, true),
    ).toBe(10);
    expect(shownMultiplier(null, 0, false)).toBe(1);
  });

  it('follows the steps of the spin on show only', () => {
    expect(stepIndexOf(respun, { roundId: 'r1', index: 1 })).toBe(1);
    expect(stepIndexOf(respun, { roundId: 'r0', index: 1 })).toBe(-1);
    expect(stepIndexOf(null, { roundId: 'r1', index: 1 })).toBe(-1);
  });

  it('says the re-spin while a multiplier has stopped, then the number and my outcome', () => {
    const line = (
      stepIndex: number,
      isLanded: boolean,
      isLastRound = false,
      win: string | null = null,
    ) => wheelStageLine(respun, stepIndex, isLanded, isLastRound, win, t, money);
    expect(line(-1, false)).toBe('');
    expect(line(1, false)).toBe('live.wheel.respin {"multiplier":14}');
    expect(line(2, false)).toBe('');
    const result = 'live.wheel.resultIs {"number":10,"multiplier":14}';
    expect(line(2, true)).toBe(result);
    expect(line(2, true, false, '14.00')).toBe(`${result} · live.won {"amount":"€14.00"}`);
    expect(line(2, true, true, '0.00')).toBe(
      `live.lastRound ${JSON.stringify({ result: `${result} · live.lost` })}`,
    );
  });

  it("lights this round's number once landed only", () => {
    expect(winningNumber(respun, true, false)).toBe(10);
    expect(winningNumber(respun, false, false)).toBeNull();
    expect(winningNumber(respun, true, true)).toBeNull();
  });

  it('lists every number with its segments and declared RTP', () => {
    expect(SEGMENT_COUNTS.map((s) => s.number)).toEqual([1, 2, 5, 10, 20, 40]);
    expect(SEGMENT_COUNTS.every((s) => s.count > 0)).toBe(true);
    expect(rtpOfNumber({ rtp: [{ bet: '5', rtpPercent: '96.1538' }] }, 5)).toBe('96.1538');
    expect(rtpOfNumber(null, 5)).toBeUndefined();
  });
});
