import { describe, expect, it } from 'vitest';
import { selectionKey, type SlipSelection } from './bet-slip';
import {
  bankerIndexes,
  canToggleBanker,
  chosenSystem,
  systemBlocker,
  systemOptions,
  systemRequest,
  toggleBanker,
} from './system-bet';
import { systemTotals } from './system-totals';

const pick = (eventId: string, odds: string, outcomeId = 1): SlipSelection => ({
  eventId,
  eventName: `${eventId} home v ${eventId} away`,
  home: `${eventId} home`,
  away: `${eventId} away`,
  marketId: 1,
  specifiers: '',
  outcomeId,
  odds,
  newOdds: null,
  isLive: false,
});

const slipOf = (...odds: string[]) => odds.map((o, i) => pick(`e${i + 1}`, o));

const option = (selections: number, id: string, bankers = 0) => {
  const found = systemOptions(selections, bankers).find((o) => o.id === id);
  if (!found) throw new Error(`${id} is not offered over ${selections}`);
  return found;
};

describe('system bets in the slip', () => {
  it('offers the named full covers of exactly that many selections, then k from n', () => {
    expect(systemOptions(2, 0)).toEqual([]);
    expect(systemOptions(3, 0).map((o) => [o.id, o.lines])).toEqual([
      ['trixie', 4],
      ['patent', 7],
      ['k2', 3],
    ]);
    expect(systemOptions(4, 0).map((o) => [o.id, o.lines])).toEqual([
      ['yankee', 11],
      ['lucky15', 15],
      ['k2', 6],
      ['k3', 4],
    ]);
    expect(
      systemOptions(5, 0)
        .filter((o) => o.name !== null)
        .map((o) => [o.id, o.lines]),
    ).toEqual([
      ['canadian', 26],
      ['lucky31', 31],
    ]);
    expect(
      systemOptions(8, 0)
        .filter((o) => o.name !== null)
        .map((o) => [o.id, o.lines]),
    ).toEqual([['goliath', 247]]);
    expect(systemOptions(9, 0).filter((o) => o.name !== null)).toEqual([]);
  });

  it('offers no named system with bankers, and k from the selections that are not bankers', () => {
    // Four selections, one banker: 1, 2 from the other three (3 and 3 lines); 3 from 3 is the multiple.
    expect(systemOptions(4, 1).map((o) => [o.id, o.free, o.lines])).toEqual([
      ['k1', 3, 3],
      ['k2', 3, 3],
    ]);
    // Fewer than two left to combine: nothing.
    expect(systemOptions(3, 2)).toEqual([]);
  });

  it('offers no system of more than 1,000 lines', () => {
    // 20 selections: 2 from 20 is 190 lines, 3 from 20 is 1,140, 17 from 20 is 1,140, 18 from 20 is 190.
    const ids = systemOptions(20, 0).map((o) => o.id);
    expect(ids).toEqual(['k2', 'k18', 'k19']);
  });

  it('keeps the player’s choice while it fits and falls back to the first offered', () => {
    const four = systemOptions(4, 0);
    expect(chosenSystem(four, 'lucky15')?.id).toBe('lucky15');
    expect(chosenSystem(four, 'trixie')?.id).toBe('yankee');
    expect(chosenSystem(four, null)?.id).toBe('yankee');
    expect(chosenSystem([], 'yankee')).toBeNull();
  });

  it('costs the stake per line times the lines: £1 Trixie 4.00, Yankee 11.00, Lucky 15 15 lines, Canadian 26', () => {
    const at = (n: number, id: string) =>
      systemTotals(slipOf(...Array<string>(n).fill('2.00')), option(n, id), [], '1');
    expect(at(3, 'trixie')).toMatchObject({ lines: 4, totalStake: '4.00' });
    expect(at(4, 'yankee')).toMatchObject({ lines: 11, totalStake: '11.00' });
    expect(at(4, 'lucky15')).toMatchObject({ lines: 15, totalStake: '15.00' });
    expect(at(5, 'canadian')).toMatchObject({ lines: 26, totalStake: '26.00' });
    expect(at(6, 'heinz')).toMatchObject({ lines: 57, totalStake: '57.00' });
    expect(at(8, 'goliath')).toMatchObject({ lines: 247, totalStake: '247.00' });
    expect(at(4, 'yankee').lines).toBe(11);
    expect(systemTotals(slipOf('2', '2', '2'), option(3, 'trixie'), [], '')).toEqual({
      lines: 4,
      totalStake: null,
      potentialReturn: null,
    });
  });

  it('returns 112.00 on a £1 Trixie with three winners at 4.00 (3/1): three doubles of 16 and a treble of 64', () => {
    const slip = slipOf('4.00', '4.00', '4.00');
    expect(systemTotals(slip, option(3, 'trixie'), [], '1')).toEqual({
      lines: 4,
      totalStake: '4.00',
      potentialReturn: '112.00',
    });
    // A Patent adds the three singles of 4: 112 + 12.
    expect(systemTotals(slip, option(3, 'patent'), [], '1').potentialReturn).toBe('124.00');
  });

  it('rounds each line down on its own, not the sum', () => {
    // 0.37 on each of three doubles at 1.55 × 1.55: 0.888925 → 0.88 a line, 2.64 in all (the sum rounded once would be 2.66).
    const slip = slipOf('1.55', '1.55', '1.55');
    expect(systemTotals(slip, option(3, 'k2'), [], '0.37')).toEqual({
      lines: 3,
      totalStake: '1.11',
      potentialReturn: '2.64',
    });
  });

  it('puts a banker in every line: one banker at 2.00 and 2 from three at 3.00 is three trebles of 18', () => {
    const slip = slipOf('2.00', '3.00', '3.00', '3.00');
    const bankers = bankerIndexes(slip, [selectionKey(slip[0]!)]);
    expect(bankers).toEqual([0]);
    const twoOfThree = option(4, 'k2', 1);
    expect(systemTotals(slip, twoOfThree, bankers, '1')).toEqual({
      lines: 3,
      totalStake: '3.00',
      potentialReturn: '54.00',
    });
    // 1 from three with the banker: three doubles of 6.
    expect(systemTotals(slip, option(4, 'k1', 1), bankers, '2.50')).toEqual({
      lines: 3,
      totalStake: '7.50',
      potentialReturn: '45.00',
    });
    expect(systemRequest(twoOfThree, bankers)).toEqual({ sizes: [2], bankers: [0] });
    expect(systemRequest(option(4, 'yankee'), [])).toEqual({ name: 'yankee' });
    expect(systemRequest(option(4, 'k3'), [])).toEqual({ sizes: [3] });
  });

  it('marks and unmarks bankers, always leaving two selections to combine', () => {
    const slip = slipOf('2', '2', '2', '2');
    const [a, b, c] = slip.map(selectionKey);
    let bankers = toggleBanker(slip, [], a!);
    expect(bankers).toEqual([a]);
    bankers = toggleBanker(slip, bankers, b!);
    expect(bankers).toEqual([a, b]);
    expect(canToggleBanker(slip, bankers, c!)).toBe(false);
    expect(toggleBanker(slip, bankers, c!)).toEqual([a, b]);
    expect(canToggleBanker(slip, bankers, a!)).toBe(true);
    expect(toggleBanker(slip, bankers, a!)).toEqual([b]);
    // A mark whose selection left the slip is dropped; marks leaving fewer than two free count as none.
    expect(bankerIndexes(slip, ['gone', b!])).toEqual([1]);
    expect(bankerIndexes(slip.slice(0, 3), [a!, b!])).toEqual([]);
  });

  it('refuses fewer than three selections and two of one match', () => {
    expect(systemBlocker(slipOf('2', '2'))).toBe('too_few');
    expect(systemBlocker(slipOf('2', '2', '2'))).toBeNull();
    expect(systemBlocker([...slipOf('2', '2'), pick('e1', '3', 2)])).toBe('related');
  });
});
