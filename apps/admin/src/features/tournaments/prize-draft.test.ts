import { describe, expect, it } from 'vitest';
import type { PrizeCampaigns } from './api';
import { campaignsFor, prizeDraftOf, prizeInputOf } from './prize-draft';

const campaign = (id: string, kind: 'deposit' | 'free_spins' | 'manual', endsAt: string | null) =>
  ({ id, kind, endsAt }) as unknown as PrizeCampaigns[number];

describe('prize rows', () => {
  it('send only the chosen kind’s fields, whatever else was typed', () => {
    const typed = { fromRank: '2', toRank: '3', amountEur: ' 20.00 ', campaignId: '7' };
    expect(prizeInputOf({ ...typed, kind: 'cash' })).toEqual({
      fromRank: 2,
      toRank: 3,
      kind: 'cash',
      amountEur: '20.00',
    });
    expect(prizeInputOf({ ...typed, kind: 'free_spins' })).toEqual({
      fromRank: 2,
      toRank: 3,
      kind: 'free_spins',
      campaignId: '7',
    });
    expect(prizeInputOf({ ...typed, kind: 'bonus' })).toEqual({
      fromRank: 2,
      toRank: 3,
      kind: 'bonus',
      campaignId: '7',
      amountEur: '20.00',
    });
  });

  it('read a stored prize back into a row', () => {
    expect(prizeDraftOf({ fromRank: 1, toRank: 1, kind: 'free_spins', campaignId: '9' })).toEqual({
      fromRank: '1',
      toRank: '1',
      kind: 'free_spins',
      amountEur: '',
      campaignId: '9',
    });
    expect(
      prizeDraftOf({ fromRank: 4, toRank: 10, kind: 'bonus', campaignId: '3', amountEur: '5.00' }),
    ).toEqual({ fromRank: '4', toRank: '10', kind: 'bonus', amountEur: '5.00', campaignId: '3' });
  });

  it('offer free-spins campaigns for free spins, the others for a bonus, none that end before the race', () => {
    const all = [
      campaign('1', 'free_spins', null),
      campaign('2', 'manual', null),
      campaign('3', 'deposit', '2026-01-01T00:00:00Z'),
      campaign('4', 'deposit', '2026-12-31T00:00:00Z'),
    ];
    const ends = '2026-06-01T00:00:00Z';
    expect(campaignsFor(all, 'free_spins', ends).map((c) => c.id)).toEqual(['1']);
    expect(campaignsFor(all, 'bonus', ends).map((c) => c.id)).toEqual(['2', '4']);
    expect(campaignsFor(all, 'cash', ends)).toEqual([]);
  });
});
