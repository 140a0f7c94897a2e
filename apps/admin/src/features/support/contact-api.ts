import type { SupportTicket, SupportTickets } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const TICKETS_PAGE_SIZE = 25;

export const ticketsQuery = (filters: {
  status: string;
  q: string;
  assigned: string;
  offset: number;
}) =>
  queryOptions({
    queryKey: queryKeys.tickets.list(filters),
    queryFn: () =>
      apiRequest<SupportTickets>(
        'GET',
        `/admin/support/tickets${query({ status: filters.status, q: filters.q || undefined, assigned: filters.assigned, limit: TICKETS_PAGE_SIZE, offset: filters.offset })}`,
      ),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.one(id),
    queryFn: () =>
      apiRequest<SupportTicket>('GET', `/admin/support/tickets/${encodeURIComponent(id)}`),
    staleTime: 5_000,
  });

export const assignTicket = (id: string) =>
  apiRequest<SupportTicket>('POST', `/admin/support/tickets/${encodeURIComponent(id)}/assign`);
export const answerTicket = (id: string, body: string) =>
  apiRequest<SupportTicket>('POST', `/admin/support/tickets/${encodeURIComponent(id)}/answer`, {
    body,
  });
export const setTicketStatus = (id: string, status: 'open' | 'closed') =>
  apiRequest<SupportTicket>('PUT', `/admin/support/tickets/${encodeURIComponent(id)}/status`, {
    status,
  });
