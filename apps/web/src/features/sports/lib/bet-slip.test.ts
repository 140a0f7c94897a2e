import { formatOdds } from '@orca/games/sports/odds-format';
import { describe, expect, it } from 'vitest';
import {
  acceptChanges,
  hasChanges,
  multipleBlocker,
  parseStakeMinor,
  potentialReturn,
  relatedEventIds,
  selectionKey,
  singlesTotals,
  toggleSelection,
  totalOdds,
  withLatestOdds,
  type SlipSelection,
} from './bet-slip';

const pick = (eventId: string, outcomeId: number, odds: string, marketId = 1): SlipSelection => ({
  eventId,
  eventName: `${eventId} home v ${eventId} away`,
  home: `${eventId} home`,
  away: `${eventId} away`,
  marketId,
  specifiers: '',
  outcomeId,
  odds,
  newOdds: null,
  isLive: false,
});

describe('bet slip', () => {
  it('adds a selection on the first click and removes it on the second', () => {
    const a = pick('e1', 1, '2.10');
    const once = toggleSelection([], a, 20);
    expect(once.map(selectionKey)).toEqual([selectionKey(a)]);
    expect(toggleSelection(once, { ...a, odds: '2.20' }, 20)).toEqual([]);
  });

  it('keeps two outcomes of one match in the slip and names that match as related', () => {
    const slip = [pick('e1', 1, '2.10'), pick('e1', 74, '1.80', 29), pick('e2', 3, '3.00')];
    expect([...relatedEventIds(slip)]).toEqual(['e1']);
    expect(multipleBlocker(slip)).toBe('related');
    expect(multipleBlocker([pick('e1', 1, '2.10'), pick('e2', 1, '1.50')])).toBeNull();
    expect(multipleBlocker([pick('e1', 1, '2.10')])).toBe('too_few');
  });

  it('adds nothing past the slip limit', () => {
    const full = [pick('e1', 1, '2'), pick('e2', 1, '2')];
    expect(toggleSelection(full, pick('e3', 1, '2'), 2)).toHaveLength(2);
  });

  it('computes the total odds and the potential return exactly, rounded down to the cent', () => {
    const slip = [pick('e1', 1, '1.85'), pick('e2', 1, '2.35'), pick('e3', 2, '3.1')];
    const odds = totalOdds(slip);
    // 1.85 × 2.35 × 3.1 = 13.47725
    expect(odds).toEqual({ num: 53909n, den: 4000n });
    expect(formatOdds(odds, 'decimal')).toBe('13.477');
    expect(potentialReturn('10', odds)).toBe('134.77');
    expect(potentialReturn('0.10', odds)).toBe('1.34');
    expect(potentialReturn('', odds)).toBeNull();
    expect(potentialReturn('abc', odds)).toBeNull();
  });

  it('reads stakes as typed, with a comma or a point, two places at most', () => {
    expect(parseStakeMinor('10')).toBe(1000n);
    expect(parseStakeMinor('10.5')).toBe(1050n);
    expect(parseStakeMinor('10,05')).toBe(1005n);
    expect(parseStakeMinor('10.555')).toBeNull();
    expect(parseStakeMinor('-1')).toBeNull();
  });

  it('adds up singles: each stake at its own odds, selections without a stake count nothing', () => {
    const a = pick('e1', 1, '1.85');
    const b = pick('e2', 3, '4.2');
    const c = pick('e3', 2, '3.3');
    const totals = singlesTotals([a, b, c], {
      [selectionKey(a)]: '10',
      [selectionKey(b)]: '2.50',
    });
    expect(totals).toEqual({ stake: '12.50', potentialReturn: '29.00' });
  });

  it('marks a moved price until the player accepts it, then places at the new one', () => {
    const a = pick('e1', 1, '2.10');
    const b = pick('e2', 1, '1.50');
    const moved = withLatestOdds([a, b], (s) => (s.eventId === 'e1' ? '2.30' : undefined));
    expect(moved[0]!.newOdds).toBe('2.30');
    expect(moved[1]).toBe(b);
    expect(hasChanges(moved)).toBe(true);
    const accepted = acceptChanges(moved);
    expect(accepted[0]).toMatchObject({ odds: '2.30', newOdds: null });
    expect(hasChanges(accepted)).toBe(false);
    // The same price again changes nothing (the slip is not rewritten on every poll).
    expect(withLatestOdds(accepted, () => '2.30')).not.toBe(accepted);
    const same = [a];
    expect(withLatestOdds(same, () => '2.10')).toBe(same);
  });
});
