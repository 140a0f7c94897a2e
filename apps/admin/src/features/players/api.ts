import type {
  Adjustment,
  AdjustmentCreate,
  AdjustmentPolicy,
  OperatorProfile,
  Permission,
  PlayerDocuments,
  PlayerLedgerPage,
  PlayerNote,
  PlayerOverview,
  PlayerSearchPage,
  PlayerSessions,
  RoundHistorySchema,
} from '@orca/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type PlayerRounds = z.infer<typeof RoundHistorySchema>;

/** What the signed-in operator may do: the profile is loaded before any section renders. */
export function useCan(permission: Permission): boolean {
  const queryClient = useQueryClient();
  return (
    queryClient.getQueryData<OperatorProfile>(queryKeys.me)?.permissions.includes(permission) ??
    false
  );
}

export const playerSearchQuery = (text: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.playerSearch(text, page),
    queryFn: () =>
      apiRequest<PlayerSearchPage>('GET', `/admin/players${query({ query: text, page })}`),
    staleTime: 10_000,
  });

export const playerQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.player(id),
    queryFn: () => apiRequest<PlayerOverview>('GET', `/admin/players/${id}`),
    staleTime: 5_000,
  });

export const playerTransactionsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'transactions', page),
    queryFn: () =>
      apiRequest<PlayerLedgerPage>('GET', `/admin/players/${id}/transactions${query({ page })}`),
    staleTime: 5_000,
  });

export const playerRoundsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'rounds', page),
    queryFn: () => apiRequest<PlayerRounds>('GET', `/admin/players/${id}/rounds${query({ page })}`),
    staleTime: 5_000,
  });

export const playerSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'sessions', 1),
    queryFn: () => apiRequest<PlayerSessions>('GET', `/admin/players/${id}/sessions`),
    staleTime: 5_000,
  });

export const playerDocumentsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'documents', 1),
    queryFn: () => apiRequest<PlayerDocuments>('GET', `/admin/players/${id}/documents`),
    staleTime: 10_000,
  });

export const playerNotesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'notes', 1),
    queryFn: () => apiRequest<PlayerNote[]>('GET', `/admin/players/${id}/notes`),
    staleTime: 10_000,
  });

export const playerAdjustmentsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.playerTab(id, 'adjustments', 1),
    queryFn: () => apiRequest<Adjustment[]>('GET', `/admin/players/${id}/adjustments`),
    staleTime: 5_000,
  });

export const adjustmentPolicyQuery = () =>
  queryOptions({
    queryKey: queryKeys.adjustmentPolicy,
    queryFn: () => apiRequest<AdjustmentPolicy>('GET', '/admin/adjustments/policy'),
    staleTime: 5 * 60_000,
  });

export const adjustmentsQuery = (status: string) =>
  queryOptions({
    queryKey: queryKeys.adjustments(status),
    queryFn: () =>
      apiRequest<Adjustment[]>('GET', `/admin/adjustments${query({ status, limit: 200 })}`),
    staleTime: 5_000,
  });

export type PlayerAction = 'block' | 'unblock' | 'close' | 'endSessions';
const ACTION_PATHS: Record<PlayerAction, string> = {
  block: 'block',
  unblock: 'unblock',
  close: 'close',
  endSessions: 'sessions/end',
};

export const actOnPlayer = (id: string, action: PlayerAction, reason: string) =>
  apiRequest<PlayerOverview>('POST', `/admin/players/${id}/${ACTION_PATHS[action]}`, { reason });

export const addNote = (id: string, body: string) =>
  apiRequest<PlayerNote[]>('POST', `/admin/players/${id}/notes`, { body });

export const requestAdjustment = (id: string, input: AdjustmentCreate) =>
  apiRequest<Adjustment>('POST', `/admin/players/${id}/adjustments`, input);

export const decideAdjustment = (id: string, decision: 'approve' | 'reject', note: string) =>
  apiRequest<Adjustment>('POST', `/admin/adjustments/${id}/${decision}`, { note });
