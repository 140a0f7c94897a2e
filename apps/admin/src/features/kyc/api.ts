import type { PlayerDocument } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest, query } from '../../lib/api-client';
import type { ObjectUrlData } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type QueuedDocument = PlayerDocument & { playerId: string; playerUsername: string };

export const documentsQuery = (status: string) =>
  queryOptions({
    queryKey: queryKeys.documents(status),
    queryFn: () =>
      apiRequest<QueuedDocument[]>('GET', `/admin/documents${query({ status, limit: 200 })}`),
    staleTime: 10_000,
  });

/** The document, fetched with the operator's session (a plain link could not send it), as a blob: URL. */
export const documentFileQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.documentFile(id),
    queryFn: async (): Promise<ObjectUrlData> => ({
      objectUrl: URL.createObjectURL(await apiBlob(`/admin/documents/${id}/file`)),
    }),
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const reviewDocument = (id: string, status: 'approved' | 'rejected', reason: string) =>
  apiRequest<PlayerDocument>(
    'POST',
    `/admin/documents/${id}/review`,
    status === 'approved' ? { status } : { status, reason },
  );
