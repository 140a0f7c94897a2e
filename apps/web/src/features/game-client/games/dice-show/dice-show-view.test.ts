import type { LiveTableView } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  baseOddsOf,
  chipsOfDiceBets,
  COUNT_SHARES,
  diceResultLine,
  lastDiceResults,
  LEVEL_SHARES,
  luckyMap,
  luckyOnTable,
  rtpOfTotal,
  toDiceRequest,
  winningTotal,
  type DiceRoll,
} from './dice-show-view';

const roll: DiceRoll = {
  roundId: 'r1',
  result: {
    kind: 'dice_show',
    lucky: [
      { total: 10, multiplier: 30 },
      { total: 3, multiplier: 1000 },
    ],
    dice: [4, 4, 2],
    total: 10,
  },
};
const miss: DiceRoll = { ...roll, result: { ...roll.result, dice: [5, 5, 1], total: 11 } };
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;

describe('dice show view', () => {
  it('sends the chips as one bet per total under its own kind and reads back only its own bets', () => {
    const chips = [
      { key: 't-10', bet: 10, amount: '1', amountMinor: 100n },
      { key: 't-10', bet: 10, amount: '2', amountMinor: 200n },
      { key: 't-3', bet: 3, amount: '0.50', amountMinor: 50n },
    ];
    expect(toDiceRequest(chips)).toEqual({
      kind: 'dice_show',
      bets: [
        { total: 10, amount: '3.00' },
        { total: 3, amount: '0.50' },
      ],
    });
    expect(chipsOfDiceBets({ kind: 'dice_show', bets: [{ total: 10, amount: '3.00' }] })).toEqual([
      { key: 't-10', bet: 10, amountMinor: 300n },
    ]);
    expect(chipsOfDiceBets({ kind: 'money_wheel', bets: [{ number: 1, amount: '1' }] })).toEqual(
      [],
    );
  });

  it('lights the multiplied totals from the draw until the next round opens, never the last round’s', () => {
    expect(luckyOnTable(roll, false)).toEqual(roll.result.lucky);
    expect(luckyOnTable(roll, true)).toEqual([]);
    expect(luckyOnTable(null, false)).toEqual([]);
    expect([...luckyMap(roll.result.lucky)]).toEqual([
      [10, 30],
      [3, 1000],
    ]);
  });

  it('says the dice, the multiplier when the total had one, and my win, once the dice have settled', () => {
    expect(diceResultLine(roll, false, false, 'result', null, t, money)).toBe('');
    expect(diceResultLine(roll, true, false, 'closing', null, t, money)).toBe('');
    expect(diceResultLine(roll, true, false, 'result', '31.00', t, money)).toBe(
      'live.dice.resultIs {"dice":"4 + 4 + 2","total":10} · live.dice.hit {"multiplier":30} · live.won {"amount":"€31.00"}',
    );
    expect(diceResultLine(miss, true, true, 'betting', null, t, money)).toBe(
      'live.lastRound {"result":"live.dice.resultIs {\\"dice\\":\\"5 + 5 + 1\\",\\"total\\":11}"}',
    );
    expect(winningTotal(roll, true, false)).toBe(10);
    expect(winningTotal(roll, false, false)).toBeNull();
  });

  it('lists the last totals with their multiplier, leaving out the round still rolling', () => {
    const view = {
      lastResults: [
        { roundId: 'r1', roundNo: 2, result: roll.result, settledAt: null },
        { roundId: 'r0', roundNo: 1, result: miss.result, settledAt: null },
      ],
    } as unknown as LiveTableView;
    expect(lastDiceResults(view)).toEqual([
      { total: 10, multiplier: 30 },
      { total: 11, multiplier: null },
    ]);
    expect(lastDiceResults(view, 'r1')).toEqual([{ total: 11, multiplier: null }]);
  });

  it('publishes the draw, the odds and each total’s RTP', () => {
    expect(COUNT_SHARES).toEqual([
      { value: 1, percent: '25' },
      { value: 2, percent: '50' },
      { value: 3, percent: '25' },
    ]);
    expect(LEVEL_SHARES.map((s) => s.percent)).toEqual(['55', '28', '12', '5']);
    expect(baseOddsOf(3)).toBe(167);
    expect(baseOddsOf(11)).toBe(5);
    const view = { rtp: [{ bet: 'total_10', rtpPercent: '96.0156' }] };
    expect(rtpOfTotal(view, 10)).toBe('96.0156');
    expect(rtpOfTotal(view, 3)).toBe('—');
  });
});
