import type { GgrReport } from '@orca/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export interface ReportFilters {
  groupBy: string;
  from: string;
  to: string;
  currency: string;
}

export const reportPath = (filters: ReportFilters, format: 'json' | 'csv') =>
  `/admin/reports/ggr${format === 'csv' ? '.csv' : ''}${query({ ...filters })}`;

export const ggrReportQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: queryKeys.ggrReport({ ...filters }),
    queryFn: () => apiRequest<GgrReport>('GET', reportPath(filters, 'json')),
    staleTime: 60_000,
    // The table keeps the last answer while the next range loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
