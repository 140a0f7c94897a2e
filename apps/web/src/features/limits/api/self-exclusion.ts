import type { SelfExclusionPeriod } from '@orca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

/** Freezes the account for 24 hours and ends every session, this one included. */
export const startSelfExclusion = (password: string) =>
  callApi<{ until: string }>('POST', '/player/selfExclusion', { password });
/** From the emailed link, without a session: makes the exclusion longer. `until` is an ISO date or 'permanent'. */
export const confirmSelfExclusion = (body: { token: string; period: SelfExclusionPeriod }) =>
  api<{ until: string }>('POST', '/player/selfExclusion/confirm', body);

export function useStartSelfExclusion() {
  return useMutation({ mutationFn: startSelfExclusion });
}

export function useConfirmSelfExclusion() {
  return useMutation({ mutationFn: confirmSelfExclusion });
}
