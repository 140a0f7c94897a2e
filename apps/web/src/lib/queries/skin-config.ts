import type { SkinConfig } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getSkinConfig = () => api<SkinConfig>('GET', '/skinConfig/all');

/** The skin's public settings (support address, captcha, sign-in options): one query shared by every screen. */
export const skinConfigQuery = queryOptions({
  queryKey: queryKeys.site.skinConfig,
  queryFn: getSkinConfig,
  staleTime: 300_000,
});
