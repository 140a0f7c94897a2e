import type {
  AdminLeaderboardSchema,
  AdminTournament,
  AdminTournamentPayoutsSchema,
  AdminTournamentsSchema,
  CampaignsSchema,
  GrantApprovals,
  NetworkPromotionWins,
  TournamentInput,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type AdminTournaments = z.infer<typeof AdminTournamentsSchema>;
export type AdminLeaderboard = z.infer<typeof AdminLeaderboardSchema>;
export type AdminPayouts = z.infer<typeof AdminTournamentPayoutsSchema>;
export type PrizeCampaigns = z.infer<typeof CampaignsSchema>['campaigns'];

export const tournamentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.list,
    queryFn: () => apiRequest<AdminTournaments>('GET', '/admin/tournaments'),
    staleTime: 5_000,
  });

export const leaderboardQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.leaderboard(id),
    queryFn: () =>
      apiRequest<AdminLeaderboard>(
        'GET',
        `/admin/tournaments/${encodeURIComponent(id)}/leaderboard`,
      ),
    staleTime: 5_000,
  });

export const payoutsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.payouts(id),
    queryFn: () =>
      apiRequest<AdminPayouts>('GET', `/admin/tournaments/${encodeURIComponent(id)}/payouts`),
    staleTime: 5_000,
  });

/**
 * The bonus campaigns a prize row may name (the Bonuses section's list, under its cache key so a
 * change there shows here): free spins and bonus campaigns that are running or scheduled.
 */
export const prizeCampaignsQuery = () =>
  queryOptions({
    queryKey: queryKeys.bonusCampaigns,
    queryFn: () => apiRequest<z.infer<typeof CampaignsSchema>>('GET', '/admin/bonus/campaigns'),
    staleTime: 5_000,
    select: (data): PrizeCampaigns => data.campaigns.filter((c) => c.status === 'active'),
  });

export const createTournament = (input: TournamentInput) =>
  apiRequest<AdminTournament>('POST', '/admin/tournaments', input);
export const updateTournament = (id: string, input: TournamentInput) =>
  apiRequest<AdminTournament>('PUT', `/admin/tournaments/${encodeURIComponent(id)}`, input);
/** Races whose cash prizes wait for a second operator (decision 019), and the decision on one. */
export const prizeApprovals = () =>
  apiRequest<GrantApprovals>('GET', '/admin/tournaments/prize-approvals');
export const decidePrizeApproval = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<{ tournament: AdminTournament }>(
    'POST',
    `/admin/tournaments/prize-approvals/${encodeURIComponent(id)}/decision`,
    { decision, note },
  );

export const cancelTournament = (id: string) =>
  apiRequest<AdminTournament>('POST', `/admin/tournaments/${encodeURIComponent(id)}/cancel`);

export const networkPromotionWinsQuery = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.networkWins,
    queryFn: () => apiRequest<NetworkPromotionWins>('GET', '/admin/network-promotions/wins'),
    staleTime: 10_000,
  });
