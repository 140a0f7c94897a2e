import type { AcceptedPaymentMethods, DepositMethod, WithdrawalMethod } from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const getDepositMethods = () => api<DepositMethod[]>('GET', '/cashier/methods');
export const getWithdrawalMethods = () =>
  api<WithdrawalMethod[]>('GET', '/cashier/withdraw/methods');

/** The cashier's forms offer these and the history names its rows by them; kept five minutes, an operator rarely changes them. */
export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cashier.depositMethods,
    queryFn: getDepositMethods,
    staleTime: 300_000,
  });
export const withdrawalMethodsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cashier.withdrawalMethods,
    queryFn: getWithdrawalMethods,
    staleTime: 300_000,
  });

export const getAcceptedPaymentMethods = () =>
  api<AcceptedPaymentMethods>('GET', '/cashier/methods/accepted');
/** The methods the site takes, for everyone (the site footer names them). */
export const acceptedPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cashier.acceptedMethods,
    queryFn: getAcceptedPaymentMethods,
    staleTime: 300_000,
  });
