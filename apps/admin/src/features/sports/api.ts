import type {
  FeedEvent,
  FeedEvents,
  FeedMarket,
  FeedMarkets,
  AdminSportEventDetail,
  AdminSportEventsPage,
  AdminSportsBet,
  AdminSportsBetsPage,
  ManualSportResult,
  SetSportLiabilityCaps,
  SetSportMargin,
  SportLiabilityCaps,
  SportMargins,
  SportResultOutcome,
  SportResultState,
  StakeFactor,
  StakeFactors,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Query strings of the filters that are set. */
function search(filters: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== '' && value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const sportEventsQuery = (filters: Record<string, string | number>) =>
  queryOptions({
    queryKey: queryKeys.sports.events(filters),
    queryFn: () =>
      apiRequest<AdminSportEventsPage>('GET', `/admin/sports/events${search(filters)}`),
    staleTime: 5_000,
  });

export const sportEventQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sports.event(id),
    queryFn: () =>
      apiRequest<AdminSportEventDetail>('GET', `/admin/sports/events/${encodeURIComponent(id)}`),
    staleTime: 2_000,
    // Odds, statuses and liabilities move with the feed and the bets: keep the page current.
    refetchInterval: 5_000,
  });

export const suspendMarket = (eventId: string, marketKey: string, reason: string) =>
  apiRequest<AdminSportEventDetail>(
    'POST',
    `/admin/sports/events/${encodeURIComponent(eventId)}/suspend`,
    { marketKey, reason },
  );

export const resumeMarket = (eventId: string, marketKey: string) =>
  apiRequest<AdminSportEventDetail>(
    'POST',
    `/admin/sports/events/${encodeURIComponent(eventId)}/resume`,
    { marketKey },
  );

export const sportMarginsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sports.margins,
    queryFn: () => apiRequest<SportMargins>('GET', '/admin/sports/margins'),
    staleTime: 10_000,
  });

export const setSportMargin = (marketId: number, input: SetSportMargin) =>
  apiRequest<SportMargins>('PUT', `/admin/sports/margins/${marketId}`, input);

export const sportCapsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sports.caps,
    queryFn: () => apiRequest<SportLiabilityCaps>('GET', '/admin/sports/caps'),
    staleTime: 10_000,
  });

export const setSportCaps = (input: SetSportLiabilityCaps) =>
  apiRequest<SportLiabilityCaps>('PUT', '/admin/sports/caps', input);

export const sportBetsQuery = (filters: Record<string, string | number>) =>
  queryOptions({
    queryKey: queryKeys.sports.bets(filters),
    queryFn: () => apiRequest<AdminSportsBetsPage>('GET', `/admin/sports/bets${search(filters)}`),
    staleTime: 5_000,
  });

export const sportBetQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sports.bet(id),
    queryFn: () =>
      apiRequest<AdminSportsBet>('GET', `/admin/sports/bets/${encodeURIComponent(id)}`),
    staleTime: 5_000,
  });

export const stakeFactorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sports.stakeFactors,
    queryFn: () => apiRequest<StakeFactors>('GET', '/admin/sports/stake-factors'),
    staleTime: 10_000,
  });

export const stakeFactorQuery = (player: string) =>
  queryOptions({
    queryKey: queryKeys.sports.stakeFactor(player),
    queryFn: () =>
      apiRequest<StakeFactor>('GET', `/admin/sports/stake-factors/${encodeURIComponent(player)}`),
    staleTime: 5_000,
  });

export const setStakeFactor = (player: string, factor: string) =>
  apiRequest<StakeFactor>('PUT', `/admin/sports/stake-factors/${encodeURIComponent(player)}`, {
    factor,
  });

/** Whether the event can be resulted or resettled by hand, and a result held for a second operator. */
export const sportResultQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.sports.result(eventId),
    queryFn: () =>
      apiRequest<SportResultState>(
        'GET',
        `/admin/sports/events/${encodeURIComponent(eventId)}/result`,
      ),
    staleTime: 2_000,
    refetchInterval: 5_000,
  });

export const resultEvent = (
  eventId: string,
  action: 'result' | 'resettle',
  input: ManualSportResult,
) =>
  apiRequest<SportResultOutcome>(
    'POST',
    `/admin/sports/events/${encodeURIComponent(eventId)}/${action}`,
    input,
  );

export const decideResult = (approvalId: string, decision: 'approve' | 'reject') =>
  apiRequest<SportResultOutcome>(
    'POST',
    `/admin/sports/results/${encodeURIComponent(approvalId)}/decision`,
    { decision },
  );

/** The external events the producers met, with the Orca event each feeds and suggested events to map onto. */
export const feedEventsQuery = (state: string) =>
  queryOptions({
    queryKey: queryKeys.sports.feedEvents(state),
    queryFn: () => apiRequest<FeedEvents>('GET', `/admin/sports/feed-events${search({ state })}`),
    staleTime: 5_000,
  });

const feedEventPath = (row: { producer: number; externalId: string }, action: string) =>
  `/admin/sports/feed-events/${row.producer}/${encodeURIComponent(row.externalId)}/${action}`;

export const mapFeedEvent = (
  row: { producer: number; externalId: string },
  eventId: string,
  reason: string,
) => apiRequest<FeedEvent>('POST', feedEventPath(row, 'map'), { eventId, reason });

export const dropFeedEvent = (
  row: { producer: number; externalId: string },
  action: 'unmap' | 'ignore',
  reason: string,
) => apiRequest<FeedEvent>('POST', feedEventPath(row, action), { reason });

/** The market keys the producers cannot translate by themselves, and what each is mapped to. */
export const feedMarketsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sports.feedMarkets,
    queryFn: () => apiRequest<FeedMarkets>('GET', '/admin/sports/feed-markets'),
    staleTime: 10_000,
  });

export const setFeedMarket = (
  row: { producer: number; key: string },
  input: { action: 'map'; marketId: number; reason: string } | { action: 'ignore'; reason: string },
) =>
  apiRequest<FeedMarket>(
    'POST',
    `/admin/sports/feed-markets/${row.producer}/${encodeURIComponent(row.key)}/${input.action}`,
    input.action === 'map'
      ? { marketId: input.marketId, reason: input.reason }
      : { reason: input.reason },
  );
