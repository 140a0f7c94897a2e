import type { LiveRoundResult, LiveSeat, LiveTableView } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import type { SlipChip } from './chips';
import {
  betsToRemember,
  currentChip,
  isBettingOpen,
  landedWin,
  lastResultsOf,
  rollingRoundOf,
  outcomeLine,
  outcomeOf,
  rackOf,
  repeatChipsOf,
  resultOf,
  seatInRound,
  slipChips,
  slipTotals,
  spinToShow,
  spinWinOf,
  tablePhaseOf,
} from './live-table-view';

const seat = (over: Partial<LiveSeat>): LiveSeat => ({
  liveRoundId: 'r2',
  roundId: 'g1',
  mode: 'real',
  currency: 'EUR',
  bets: { kind: 'money_wheel', bets: [{ number: 5, amount: '1.00' }] },
  stake: '1.00',
  win: null,
  isSettled: false,
  blackjack: null,
  ...over,
});
const chip = (key: string, amountMinor: bigint): SlipChip<string> => ({
  key,
  bet: key,
  amountMinor,
});
const roulette: LiveRoundResult = { kind: 'roulette', pocket: 7, colour: 'red' };
const wheel: LiveRoundResult = { kind: 'money_wheel', spins: [], number: 10, multiplier: 1 };
const CLOSES_AT = '2030-01-01T00:00:10.000Z';
const closesAtMs = Date.parse(CLOSES_AT);
const table = (over: Partial<LiveTableView>) =>
  ({ phase: 'betting', bettingClosesAt: CLOSES_AT, ...over }) as LiveTableView;
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const money = (amount: string) => `€${amount}`;

describe('live table view', () => {
  it('takes bets only in the betting phase before its close on the server clock', () => {
    expect(isBettingOpen(table({}), closesAtMs - 1)).toBe(true);
    expect(isBettingOpen(table({}), closesAtMs)).toBe(false);
    expect(isBettingOpen(table({ phase: 'result' }), closesAtMs - 1)).toBe(false);
    expect(isBettingOpen(null, 0)).toBe(false);
  });

  it('shows betting past its close, a closed table and no table as closing', () => {
    expect(tablePhaseOf(table({}), closesAtMs - 1)).toBe('betting');
    expect(tablePhaseOf(table({}), closesAtMs)).toBe('closing');
    expect(tablePhaseOf(table({ phase: 'closed' }), 0)).toBe('closing');
    expect(tablePhaseOf(table({ phase: 'decisions' }), 0)).toBe('decisions');
    expect(tablePhaseOf(table({ phase: 'result' }), 0)).toBe('result');
    expect(tablePhaseOf(null, 0)).toBe('closing');
  });

  it('counts my seat only in the round on screen', () => {
    expect(seatInRound({ roundId: 'r2', seat: seat({}) })?.liveRoundId).toBe('r2');
    expect(seatInRound({ roundId: 'r3', seat: seat({}) })).toBeNull();
    expect(seatInRound({ roundId: 'r2', seat: null })).toBeNull();
    expect(seatInRound(null)).toBeNull();
  });

  it('reads the result and the last results of the table kind only', () => {
    expect(resultOf({ result: roulette }, 'roulette')).toEqual(roulette);
    expect(resultOf({ result: roulette }, 'money_wheel')).toBeNull();
    expect(resultOf(null, 'roulette')).toBeNull();
    const item = (result: LiveRoundResult) => ({
      roundId: 'r',
      roundNo: 1,
      result,
      settledAt: null,
    });
    expect(lastResultsOf({ lastResults: [item(roulette), item(wheel)] }, 'money_wheel')).toEqual([
      wheel,
    ]);
    expect(lastResultsOf(null, 'roulette')).toEqual([]);
    // The round still turning on screen is not told by the strip before it lands.
    const rolling = { ...item(roulette), roundId: 'rolling' };
    expect(
      lastResultsOf({ lastResults: [rolling, item(roulette)] }, 'roulette', 'rolling'),
    ).toEqual([roulette]);
    expect(rollingRoundOf({ roundId: 'rolling' }, false)).toBe('rolling');
    expect(rollingRoundOf({ roundId: 'rolling' }, true)).toBeNull();
    expect(rollingRoundOf(null, false)).toBeNull();
  });

  it('keeps the picked chip while it is on the rack, else the default one', () => {
    const rack = rackOf({ minBet: '0.10', maxBet: '5' });
    expect(rack).toEqual(['0.10', '0.20', '0.50', '1.00', '2.00', '5.00']);
    expect(rackOf(null)).toEqual([]);
    expect(currentChip('2.00', rack, 1)).toBe('2.00');
    expect(currentChip('25.00', rack, 1)).toBe('0.20');
    expect(currentChip(null, rack, 0)).toBe('0.10');
    expect(currentChip(null, ['1.00'], 1)).toBe('1.00');
    expect(currentChip(null, [], 1)).toBeNull();
  });

  it('drops chips not sent when the round changes', () => {
    const slip = { roundId: 'r1', chips: [chip('red', 100n)] };
    expect(slipChips(slip, 'r1')).toHaveLength(1);
    expect(slipChips(slip, 'r2')).toEqual([]);
  });

  it('remembers the seat bets when the round or stake changes and offers them the next round', () => {
    const placed = [chip('n-5', 100n)];
    const first = betsToRemember(seat({}), placed, null);
    expect(first).toEqual({ key: 'r2:1.00', roundId: 'r2', chips: placed });
    expect(betsToRemember(seat({}), placed, first)).toBeNull();
    expect(betsToRemember(seat({ stake: '2.00' }), placed, first)?.key).toBe('r2:2.00');
    expect(betsToRemember(null, [], first)).toBeNull();
    expect(repeatChipsOf(first, 'r2')).toEqual([]);
    expect(repeatChipsOf(first, 'r3')).toEqual(placed);
    expect(repeatChipsOf(null, 'r3')).toEqual([]);
  });

  it('sums the felt by spot, sent and not', () => {
    const totals = slipTotals([chip('red', 100n)], [chip('red', 50n), chip('black', 20n)]);
    expect([...totals.stakes]).toEqual([
      ['red', 150n],
      ['black', 20n],
    ]);
    expect(totals).toMatchObject({ pendingMinor: 70n, placedMinor: 100n, totalMinor: 170n });
  });

  it('shows a new spin once and keeps it until the next', () => {
    expect(spinToShow('r1', roulette, null)).toEqual({ roundId: 'r1', result: roulette });
    expect(spinToShow('r1', roulette, { roundId: 'r1', result: roulette })).toBeNull();
    expect(spinToShow('r2', null, { roundId: 'r1', result: roulette })).toBeNull();
    expect(spinToShow(null, roulette, null)).toBeNull();
  });

  it('tells my win on the spin only once it is settled and has landed', () => {
    expect(spinWinOf(seat({ isSettled: true, win: '5.00' }), 'r2')).toBe('5.00');
    expect(spinWinOf(seat({ isSettled: false }), 'r2')).toBeNull();
    expect(spinWinOf(seat({ isSettled: true, win: '5.00' }), 'r1')).toBeNull();
    expect(spinWinOf(null, 'r2')).toBeNull();
    const spin = { roundId: 'r2', result: roulette };
    expect(landedWin(spin, true, { roundId: 'r2', win: '5.00' })).toBe('5.00');
    expect(landedWin(spin, false, { roundId: 'r2', win: '5.00' })).toBeNull();
    expect(landedWin(spin, true, { roundId: 'r1', win: '5.00' })).toBeNull();
  });

  it('says won for money, lost for a settled zero, nothing before settling', () => {
    expect(outcomeOf('2.50')).toBe('won');
    expect(outcomeOf('0.00')).toBe('lost');
    expect(outcomeOf(null)).toBeNull();
    expect(outcomeLine('2.50', t, money)).toBe('live.won {"amount":"€2.50"}');
    expect(outcomeLine('0.00', t, money)).toBe('live.lost');
    expect(outcomeLine(null, t, money)).toBeNull();
  });
});
