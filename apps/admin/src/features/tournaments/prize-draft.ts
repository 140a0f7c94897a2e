import type { TournamentInput, TournamentPrizeInput, TournamentPrizeKind } from '@orca/contracts';
import type { PrizeCampaigns } from './api';

/** A prize row as typed: every kind's fields kept, so switching the kind back and forth loses nothing. */
export interface PrizeDraft {
  fromRank: string;
  toRank: string;
  kind: TournamentPrizeKind;
  amountEur: string;
  campaignId: string;
}

export const emptyPrize = (): PrizeDraft => ({
  fromRank: '1',
  toRank: '1',
  kind: 'cash',
  amountEur: '',
  campaignId: '',
});

export function prizeDraftOf(p: TournamentPrizeInput): PrizeDraft {
  return {
    fromRank: String(p.fromRank),
    toRank: String(p.toRank),
    kind: p.kind,
    amountEur: p.kind === 'free_spins' ? '' : p.amountEur,
    campaignId: p.kind === 'cash' ? '' : p.campaignId,
  };
}

/** What the API takes for a row: only its kind's fields. */
export function prizeInputOf(p: PrizeDraft): TournamentInput['prizes'][number] {
  const ranks = { fromRank: Number(p.fromRank), toRank: Number(p.toRank) };
  if (p.kind === 'free_spins') return { ...ranks, kind: 'free_spins', campaignId: p.campaignId };
  if (p.kind === 'bonus')
    return { ...ranks, kind: 'bonus', campaignId: p.campaignId, amountEur: p.amountEur.trim() };
  return { ...ranks, kind: 'cash', amountEur: p.amountEur.trim() };
}

/**
 * The campaigns a prize of `kind` may name: free spins from free-spins campaigns, a bonus from the
 * deposit and manual ones; not those that end before the race does (the API refuses them too).
 */
export function campaignsFor(
  campaigns: PrizeCampaigns,
  kind: TournamentPrizeKind,
  raceEndsAt: string,
): PrizeCampaigns {
  if (kind === 'cash') return [];
  const ends = Date.parse(raceEndsAt);
  return campaigns.filter(
    (c) =>
      (c.kind === 'free_spins') === (kind === 'free_spins') &&
      (c.endsAt === null || Number.isNaN(ends) || Date.parse(c.endsAt) >= ends),
  );
}
