import type { LiveTableView } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  chipsOfMultiplierBets,
  COUNT_SHARES,
  lastMultiplierResults,
  luckyMap,
  luckyOnFelt,
  MULTIPLIER_SHARES,
  multiplierResultLine,
  rtpOfBet,
  toMultiplierRequest,
  winningPocket,
  type MultiplierSpin,
} from './multiplier-roulette-view';

const spin: MultiplierSpin = {
  roundId: 'r1',
  result: {
    kind: 'multiplier_roulette',
    lucky: [
      { number: 7, multiplier: 300 },
      { number: 0, multiplier: 50 },
    ],
    pocket: 7,
    colour: 'red',
  },
};
const miss: MultiplierSpin = { ...spin, result: { ...spin.result, pocket: 8, colour: 'black' } };
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;

describe('multiplier roulette view', () => {
  it('sends the chips under its own kind and reads back only its own bets', () => {
    const seven = { kind: 'straight', number: 7 } as const;
    const chips = [
      { key: 'straight-7', bet: seven, amount: '1', amountMinor: 100n },
      { key: 'straight-7', bet: seven, amount: '2', amountMinor: 200n },
    ];
    expect(toMultiplierRequest(chips)).toEqual({
      kind: 'multiplier_roulette',
      bets: [{ bet: seven, amount: '3.00' }],
    });
    expect(
      chipsOfMultiplierBets({
        kind: 'multiplier_roulette',
        bets: [{ bet: seven, amount: '3.00' }],
      }),
    ).toHaveLength(1);
    expect(
      chipsOfMultiplierBets({ kind: 'roulette', bets: [{ bet: seven, amount: '3.00' }] }),
    ).toEqual([]);
  });

  it('lights the lucky numbers from the draw until the next round opens, never the last round’s', () => {
    expect(luckyOnFelt(spin, false)).toEqual(spin.result.lucky);
    expect(luckyOnFelt(spin, true)).toEqual([]);
    expect(luckyOnFelt(null, false)).toEqual([]);
    expect([...luckyMap(spin.result.lucky)]).toEqual([
      [7, 300],
      [0, 50],
    ]);
  });

  it('says the pocket, its multiplier when it was lucky and my outcome once the ball has landed', () => {
    expect(multiplierResultLine(spin, false, false, 'result', null, t, money)).toBe('');
    const hit = multiplierResultLine(spin, true, false, 'result', '301.00', t, money);
    expect(hit).toContain('"number":7');
    expect(hit).toContain('live.multiplier.hit {"multiplier":300}');
    expect(hit).toContain('live.won {"amount":"€301.00"}');
    expect(multiplierResultLine(miss, true, false, 'result', '0.00', t, money)).not.toContain(
      'live.multiplier.hit',
    );
    expect(multiplierResultLine(spin, true, true, 'betting', null, t, money)).toMatch(
      /^live\.lastRound/,
    );
    expect(winningPocket(spin, true, false)).toBe(7);
    expect(winningPocket(spin, false, false)).toBeNull();
  });

  it('lists the last pockets with their multiplier when they were lucky, and publishes the draw’s weights', () => {
    const view = {
      lastResults: [
        { roundId: 'a', roundNo: 2, result: spin.result, settledAt: null },
        { roundId: 'b', roundNo: 1, result: miss.result, settledAt: null },
        {
          roundId: 'c',
          roundNo: 1,
          result: { kind: 'roulette', pocket: 1, colour: 'red' },
          settledAt: null,
        },
      ],
      rtp: [{ bet: 'straight', rtpPercent: '97.2973' }],
    } as unknown as LiveTableView;
    expect(lastMultiplierResults(view)).toEqual([
      { pocket: 7, multiplier: 300 },
      { pocket: 8, multiplier: null },
    ]);
    // While the ball rolls, its round is not told by the strip.
    expect(lastMultiplierResults(view, 'a')).toEqual([{ pocket: 8, multiplier: null }]);
    expect(rtpOfBet(view, 'straight')).toBe('97.2973');
    expect(COUNT_SHARES.map((s) => s.percent)).toEqual(['10', '20', '40', '20', '10']);
    expect(MULTIPLIER_SHARES.map((s) => `${s.value}:${s.percent}`)).toEqual([
      '50:46',
      '100:39',
      '200:8',
      '300:4',
      '400:2',
      '500:1',
    ]);
  });
});
