import type { OperatorProfile, OperatorRole, OperatorSummary } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const operatorsQuery = () =>
  queryOptions({
    queryKey: queryKeys.operators,
    queryFn: () => apiRequest<OperatorSummary[]>('GET', '/admin/operators'),
    staleTime: 10_000,
  });

export const addOperator = (input: { username: string; password: string; role: OperatorRole }) =>
  apiRequest<OperatorProfile>('POST', '/admin/operators', input);

export const changeRole = (id: string, role: OperatorRole) =>
  apiRequest<OperatorSummary>('POST', `/admin/operators/${id}/role`, { role });

export const setDisabled = (id: string, isDisabled: boolean) =>
  apiRequest<OperatorSummary>(
    'POST',
    `/admin/operators/${id}/${isDisabled ? 'disable' : 'enable'}`,
    {},
  );

export const resetSecondFactor = (id: string) =>
  apiRequest<OperatorSummary>('POST', `/admin/operators/${id}/second-factor/reset`, {});
