import type { DepositRequest } from '@orca/contracts';
import type { PAYMENT_STATUSES } from '@orca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { depositMethodsQueryOptions } from '../../../lib/queries/payment-methods';
import { queryKeys } from '../../../lib/query-keys';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export interface Payment {
  paymentId: string;
  method: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  expiresAt: string;
}

/**
 * The provider's webhook settles a payment; after these the page stops asking. An expired checkout
 * can still turn credited if the provider confirms it late, which the history then shows.
 */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['credited', 'declined', 'expired'];
const PAYMENT_POLL_MS = 1_000;

export const createDeposit = (body: DepositRequest) =>
  api<{ paymentId: string; redirectUrl: string; status: string }>('POST', '/cashier/deposit', body);
export const getPayment = (id: string) =>
  api<Payment>('GET', `/cashier/payments/${encodeURIComponent(id)}`);

/**
 * The methods the amount form opens a checkout with. Crypto methods (issue 25) are paid by
 * sending to the player's address, not through a checkout, so this form does not offer them.
 */
export function useDepositMethods() {
  return useQuery({
    ...depositMethodsQueryOptions(),
    select: (methods) => methods.filter((method) => method.kind !== 'crypto'),
  });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}

/**
 * A payment the player came back from the provider's page with, asked for every second until the
 * provider's webhook has settled it (or `isPolling` is turned off by the caller's time limit).
 */
export function usePayment(id: string | null, isPolling: boolean) {
  return useQuery({
    queryKey: queryKeys.player.payment(id),
    queryFn: () => getPayment(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      isPolling && !FINAL_PAYMENT_STATUSES.includes(query.state.data?.status ?? 'pending')
        ? PAYMENT_POLL_MS
        : false,
  });
}
