import type { SportEventSummary, SportsMarket } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { groupByLeague, teamsOf } from './event-lists';
import { groupMarkets, isBettable } from './market-groups';

const market = (
  marketId: number,
  specifiers: string,
  status: SportsMarket['status'] = 'active',
): SportsMarket => ({
  key: specifiers ? `${marketId}?${specifiers}` : String(marketId),
  marketId,
  specifiers,
  status,
  outcomes: [{ id: 1, odds: '2.00', active: true }],
});

describe('market groups', () => {
  it('groups lines by market in the page order, lines sorted, hidden statuses left out', () => {
    const groups = groupMarkets([
      market(16, 'hcp=1'),
      market(18, 'total=3.5'),
      market(29, ''),
      market(18, 'total=1.5'),
      market(16, 'hcp=-1'),
      market(1, ''),
      market(18, 'total=2.5', 'deactivated'),
      market(41, 'score=0:0', 'settled'),
    ]);
    expect(groups.map((g) => [g.marketId, g.markets.map((m) => m.specifiers)])).toEqual([
      [1, ['']],
      [18, ['total=1.5', 'total=3.5']],
      [29, ['']],
      [16, ['hcp=-1', 'hcp=1']],
    ]);
  });

  it('takes a bet only on an active market with a price while betting is not stopped', () => {
    const outcome = { odds: '2.00', active: true };
    expect(isBettable({ status: 'active' }, outcome, false)).toBe(true);
    expect(isBettable({ status: 'suspended' }, outcome, false)).toBe(false);
    expect(isBettable({ status: 'active' }, outcome, true)).toBe(false);
    expect(isBettable({ status: 'active' }, { odds: null, active: true }, false)).toBe(false);
  });
});

describe('upcoming by league', () => {
  it('groups matches by league, leagues by first kick-off, matches by kick-off', () => {
    const event = (id: string, league: string, startTime: string) =>
      ({ id, tournament: { id: league, name: league }, startTime }) as SportEventSummary;
    const groups = groupByLeague([
      event('c', 'b', '2026-01-01T10:03:00Z'),
      event('a', 'a', '2026-01-01T10:06:00Z'),
      event('b', 'b', '2026-01-01T10:00:00Z'),
      event('d', 'a', '2026-01-01T10:03:00Z'),
    ]);
    expect(groups.map((g) => [g.tournament.id, g.events.map((e) => e.id)])).toEqual([
      ['b', ['b', 'c']],
      ['a', ['d', 'a']],
    ]);
  });
});

describe("a bet leg's teams", () => {
  it('reads both ways a match is named, and a name with a hyphen in a team', () => {
    expect(teamsOf('Stormhaven City – Driftwood Harriers')).toEqual({
      home: 'Stormhaven City',
      away: 'Driftwood Harriers',
    });
    expect(teamsOf('Harbour-Side v Kelp Rovers')).toEqual({
      home: 'Harbour-Side',
      away: 'Kelp Rovers',
    });
    expect(teamsOf('Solo')).toEqual({ home: 'Solo', away: '' });
  });
});
