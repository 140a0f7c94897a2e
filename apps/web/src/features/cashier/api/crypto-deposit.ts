import type { DepositAddress } from '@orca/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { depositMethodsQueryOptions } from '../../../lib/queries/payment-methods';

/** The crypto methods (issue 25): paid by sending to the player's own address, listed where a chain is configured. */
export function useCryptoDepositMethods() {
  return useQuery({
    ...depositMethodsQueryOptions(),
    select: (methods) => methods.filter((method) => method.kind === 'crypto'),
  });
}

/** The player's address for a method: the same one every time, derived by the API from the site's public key. */
export function useDepositAddress() {
  return useMutation({
    mutationFn: (method: string) =>
      api<DepositAddress>('POST', '/cashier/deposit/address', { method }),
  });
}
