import type {
  AdminGames,
  BonusGrantResult,
  BonusHistory,
  Campaign,
  CampaignsSchema,
  BonusCostsSchema,
  CampaignStatus,
  GrantApprovals,
  PlayerSearchPage,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { CampaignBody } from './campaign-draft';

export type Campaigns = z.infer<typeof CampaignsSchema>;
export type JurisdictionProfileView = Campaigns['profile'];
export type BonusCosts = z.infer<typeof BonusCostsSchema>;

/** The campaigns with the jurisdiction profile in force, whose caps the form shows beside its fields. */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: queryKeys.bonusCampaigns,
    queryFn: () => apiRequest<Campaigns>('GET', '/admin/bonus/campaigns'),
    staleTime: 5_000,
  });

export const createCampaign = (body: CampaignBody) =>
  apiRequest<Campaign>('POST', '/admin/bonus/campaigns', body);

export const updateCampaign = (id: string, body: CampaignBody) =>
  apiRequest<Campaign>('PUT', `/admin/bonus/campaigns/${encodeURIComponent(id)}`, body);

export const setCampaignStatus = (id: string, status: CampaignStatus) =>
  apiRequest<Campaign>('PATCH', `/admin/bonus/campaigns/${encodeURIComponent(id)}/status`, {
    status,
  });

/** The catalogue for the slot picker and the excluded games: the same call and cache entry as the Games section. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: queryKeys.games,
    queryFn: () => apiRequest<AdminGames>('GET', '/admin/games'),
    staleTime: 60_000,
  });

/** Players by username for the grant: the Players section's search, first page only. */
export const playerLookupQuery = (text: string) =>
  queryOptions({
    queryKey: queryKeys.playerSearch(text, 1),
    queryFn: () =>
      apiRequest<PlayerSearchPage>('GET', `/admin/players${query({ query: text, page: 1 })}`),
    staleTime: 10_000,
  });

export const playerBonusesQuery = (playerId: string) =>
  queryOptions({
    queryKey: queryKeys.playerBonuses(playerId),
    queryFn: () =>
      apiRequest<BonusHistory>(
        'GET',
        `/admin/bonus/players/${encodeURIComponent(playerId)}/bonuses`,
      ),
    staleTime: 5_000,
  });

/** A grant: given at once, or above the four-eyes amount held for a second operator (`approval`). */
export const grantBonus = (
  playerId: string,
  input: { campaignId: string; amount?: string; reason: string },
) =>
  apiRequest<BonusGrantResult>(
    'POST',
    `/admin/bonus/players/${encodeURIComponent(playerId)}/grants`,
    input,
  );

export const grantApprovals = () =>
  apiRequest<GrantApprovals>('GET', '/admin/bonus/grant-approvals');
export const decideGrantApproval = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<BonusGrantResult>(
    'POST',
    `/admin/bonus/grant-approvals/${encodeURIComponent(id)}/decision`,
    { decision, note },
  );

export const bonusCostsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.bonusCosts(from, to),
    queryFn: () => apiRequest<BonusCosts>('GET', `/admin/bonus/costs${query({ from, to })}`),
    staleTime: 60_000,
  });
