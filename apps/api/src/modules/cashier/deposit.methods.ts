import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  type AcceptedPaymentMethods,
  type DepositMethod,
} from '@orca/contracts';
import type { CashierDeps } from './cashier.service.ts';
import * as repo from './cashier.repository.ts';
import { cryptoMethodsOf } from './crypto-deposit.addresses.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

/** A method is usable only where its provider runs; only the sandbox provider exists so far. */
export const isAvailable = (method: { provider: string }, sandbox: SandboxProvider | null) =>
  method.provider === 'sandbox' && sandbox !== null;

/** A method's bounds, kept in EUR, in the player's currency. */
export function limitsIn(method: { minEurMinor: bigint; maxEurMinor: bigint }, currency: string) {
  const rate = BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);
  return { minMinor: method.minEurMinor * rate, maxMinor: method.maxEurMinor * rate };
}

/** The deposit methods on offer, to visitors by name and to a player with bounds in their currency. */
export function createDepositMethods(deps: CashierDeps) {
  const { db } = deps;
  return {
    /** The payment methods a visitor may deposit with, by name (the site footer shows them; limits depend on the player's currency). */
    async acceptedMethods(): Promise<AcceptedPaymentMethods> {
      return {
        methods: (await repo.depositMethods(db))
          .filter((m) => isAvailable(m, deps.sandbox))
          .map((m) => ({ id: m.id, name: m.name }))
          .concat(cryptoMethodsOf(deps).map((m) => ({ id: m.id, name: m.name }))),
      };
    },

    /** Checkout methods with bounds in the player's currency, then the configured crypto methods (bounds in their asset). */
    async methods(playerId: bigint): Promise<DepositMethod[]> {
      const { currency } = await deps.players.get(playerId);
      const checkout = (await repo.depositMethods(db))
        .filter((m) => isAvailable(m, deps.sandbox))
        .map((m) => {
          const { minMinor, maxMinor } = limitsIn(m, currency);
          return {
            id: m.id,
            name: m.name,
            provider: m.provider,
            min: formatMinor(minMinor),
            max: formatMinor(maxMinor),
            currency,
          };
        });
      return [...checkout, ...cryptoMethodsOf(deps)];
    },
  };
}
