import type { OperatorLoginStep, OperatorSecurity, OperatorSession } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const logIn = (username: string, password: string) =>
  apiRequest<OperatorLoginStep>('POST', '/admin/login', { username, password });

export const confirmCode = (challenge: string, code: string) =>
  apiRequest<OperatorSession>('POST', '/admin/login/code', {
    challenge,
    code,
  });

export const logOut = () => apiRequest<null>('POST', '/admin/logout', {});

/** The signed-in operator's recovery codes left. */
export const securityQuery = () =>
  queryOptions({
    queryKey: queryKeys.security,
    queryFn: () => apiRequest<OperatorSecurity>('GET', '/admin/me/recovery-codes'),
    staleTime: 0,
  });

/** A new set of recovery codes for the signed-in operator, against a current authenticator code. */
export const regenerateRecoveryCodes = (code: string) =>
  apiRequest<{ codes: string[] }>('POST', '/admin/me/recovery-codes', { code });
