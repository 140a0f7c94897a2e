import type {
  AdminChallenge,
  AdminGames,
  CpAdjustmentResult,
  CpHistory,
  GrantApprovals,
  PlayerSearchPage,
  RewardCosts,
  VipMember,
  VipHostsSchema,
  VipMembersSchema,
  AdminChallengesSchema,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type AdminChallenges = z.infer<typeof AdminChallengesSchema>;
export type VipMembers = z.infer<typeof VipMembersSchema>;
export type VipHosts = z.infer<typeof VipHostsSchema>;
export type VipHost = VipHosts['hosts'][number];

export const challengesQuery = () =>
  queryOptions({
    queryKey: queryKeys.challenges,
    queryFn: () => apiRequest<AdminChallenges>('GET', '/admin/rewards/challenges'),
    staleTime: 5_000,
  });

export const createChallenge = (input: { gameId: string; multiplier: number }) =>
  apiRequest<AdminChallenge>('POST', '/admin/rewards/challenges', input);

export const setChallengeStatus = (id: string, status: 'open' | 'paused') =>
  apiRequest<AdminChallenge>('PATCH', `/admin/rewards/challenges/${encodeURIComponent(id)}`, {
    status,
  });

/** The catalogue for the challenge form's game picker: the same call and cache entry as the Games section. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: queryKeys.games,
    queryFn: () => apiRequest<AdminGames>('GET', '/admin/games'),
    staleTime: 60_000,
  });

export const vipMembersQuery = () =>
  queryOptions({
    queryKey: queryKeys.vipMembers,
    queryFn: () => apiRequest<VipMembers>('GET', '/admin/rewards/vip-members'),
    staleTime: 10_000,
  });

export const vipHostsQuery = () =>
  queryOptions({
    queryKey: queryKeys.vipHosts,
    queryFn: () => apiRequest<VipHosts>('GET', '/admin/rewards/hosts'),
    staleTime: 10_000,
  });

export const assignHost = (playerId: string, hostId: string) =>
  apiRequest<VipMember>('PUT', `/admin/rewards/vip-members/${encodeURIComponent(playerId)}/host`, {
    hostId,
  });

/** Players by username for the CP screen: the Players section's search, first page only. */
export const playerLookupQuery = (text: string) =>
  queryOptions({
    queryKey: queryKeys.playerSearch(text, 1),
    queryFn: () =>
      apiRequest<PlayerSearchPage>('GET', `/admin/players${query({ query: text, page: 1 })}`),
    staleTime: 10_000,
  });

export const playerCpQuery = (playerId: string) =>
  queryOptions({
    queryKey: queryKeys.playerCp(playerId),
    queryFn: () =>
      apiRequest<CpHistory>('GET', `/admin/rewards/players/${encodeURIComponent(playerId)}/cp`),
    staleTime: 5_000,
  });

/** An adjustment: applied at once, or above the four-eyes amount held for a second operator (`approval`). */
export const adjustCp = (playerId: string, input: { cp: number; reason: string }) =>
  apiRequest<CpAdjustmentResult>(
    'POST',
    `/admin/rewards/players/${encodeURIComponent(playerId)}/cp-adjustments`,
    input,
  );

export const cpApprovals = () => apiRequest<GrantApprovals>('GET', '/admin/rewards/cp-approvals');
export const decideCpApproval = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<CpAdjustmentResult>(
    'POST',
    `/admin/rewards/cp-approvals/${encodeURIComponent(id)}/decision`,
    { decision, note },
  );

export const rewardCostsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.rewardCosts(from, to),
    queryFn: () => apiRequest<RewardCosts>('GET', `/admin/rewards/costs${query({ from, to })}`),
    staleTime: 60_000,
  });
