import type { CryptoRate, SweepsStarted, Treasury } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Asks the nodes and the signer each time: kept for a short while only. */
export const treasuryQuery = () =>
  queryOptions({
    queryKey: queryKeys.treasury,
    queryFn: () => apiRequest<Treasury>('GET', '/admin/treasury'),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });

export const cryptoRatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cryptoRates,
    queryFn: () => apiRequest<CryptoRate[]>('GET', '/admin/treasury/rates'),
    staleTime: 30_000,
  });

export const setCryptoRate = (asset: string, eurPerUnit: string) =>
  apiRequest<CryptoRate[]>('PUT', `/admin/treasury/rates/${encodeURIComponent(asset)}`, {
    eurPerUnit,
  });

export const startSweeps = () => apiRequest<SweepsStarted>('POST', '/admin/treasury/sweeps', {});
