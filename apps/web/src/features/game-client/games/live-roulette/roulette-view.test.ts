import type { LiveTableView } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  lastPockets,
  rouletteResultLine,
  rtpAllPercent,
  toRouletteRequest,
  winningPocket,
  type RouletteSpin,
} from './roulette-view';

const spin: RouletteSpin = {
  roundId: 'r1',
  result: { kind: 'roulette', pocket: 7, colour: 'red' },
};
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;
const line = (over: {
  spin?: RouletteSpin | null;
  isLanded?: boolean;
  isLastRound?: boolean;
  phase?: 'betting' | 'closing' | 'result';
  win?: string | null;
}) =>
  rouletteResultLine(
    over.spin === undefined ? spin : over.spin,
    over.isLanded ?? true,
    over.isLastRound ?? false,
    over.phase ?? 'result',
    over.win ?? null,
    t,
    money,
  );

describe('live roulette view', () => {
  it('sends one bet per spot with the chips on it added up', () => {
    const red = { kind: 'red' } as const;
    const seven = { kind: 'straight', number: 7 } as const;
    expect(
      toRouletteRequest([
        { key: 'red', bet: red, amountMinor: 100n },
        { key: 'straight-7', bet: seven, amountMinor: 50n },
        { key: 'red', bet: red, amountMinor: 100n },
      ]),
    ).toEqual({
      kind: 'roulette',
      bets: [
        { bet: red, amount: '2.00' },
        { bet: seven, amount: '0.50' },
      ],
    });
  });

  it('says the pocket and my outcome once the ball has landed', () => {
    const pocket = 'live.roulette.resultIs {"number":7,"colour":"live.roulette.colours.red"}';
    expect(line({})).toBe(pocket);
    expect(line({ win: '70.00' })).toBe(`${pocket} · live.won {"amount":"€70.00"}`);
    expect(line({ win: '0.00' })).toBe(`${pocket} · live.lost`);
  });

  it('marks the last round while the next takes bets, and is silent while rolling or closed', () => {
    expect(line({ isLastRound: true, phase: 'betting' })).toMatch(/^live\.lastRound /);
    expect(line({ isLanded: false })).toBe('');
    expect(line({ phase: 'closing' })).toBe('');
    expect(line({ spin: null })).toBe('');
  });

  it("lights this round's pocket once landed only", () => {
    expect(winningPocket(spin, true, false)).toBe(7);
    expect(winningPocket(spin, false, false)).toBeNull();
    expect(winningPocket(spin, true, true)).toBeNull();
    expect(winningPocket(null, true, false)).toBeNull();
  });

  it('lists the last pockets and the declared RTP without trailing zeros', () => {
    const view = {
      lastResults: [
        { roundId: 'a', roundNo: 2, settledAt: null, result: spin.result },
        {
          roundId: 'b',
          roundNo: 1,
          settledAt: null,
          result: { kind: 'money_wheel', spins: [], number: 1, multiplier: 1 },
        },
      ],
      rtp: [{ bet: 'all', rtpPercent: '97.3000' }],
    } as unknown as LiveTableView;
    expect(lastPockets(view)).toEqual([7]);
    expect(rtpAllPercent(view)).toBe('97.3');
    expect(rtpAllPercent(null)).toBe('97.2973');
  });
});
