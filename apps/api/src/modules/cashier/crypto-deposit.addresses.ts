import {
  CRYPTO_DEPOSIT_METHODS,
  isCryptoDepositMethod,
  type DepositAddress,
  type DepositMethod,
} from '@orca/contracts';
import { lockForTransaction } from '../../db/locks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { CashierDeps } from './cashier.service.ts';
import { DERIVATION_INDEX_MAX } from './chains/deposit-keys.ts';
import * as repo from './crypto-deposit.repository.ts';
import type { CryptoChainSettings, CryptoMethodSettings } from './crypto-deposit.settings.ts';

/** The casino charges nothing on a crypto deposit; the network's fee is the sender's. */
const CRYPTO_DEPOSIT_FEE = '0';

/** The crypto methods whose chain is configured, for GET /cashier/methods (after the checkout methods). */
export function cryptoMethodsOf(deps: Pick<CashierDeps, 'crypto'>): DepositMethod[] {
  return (deps.crypto?.chains ?? []).flatMap((chain) =>
    chain.methods.map((method) => {
      const known = CRYPTO_DEPOSIT_METHODS[method.id];
      return {
        id: method.id,
        name: known.name,
        provider: 'crypto',
        min: method.minimum,
        max: '',
        currency: known.asset,
        kind: 'crypto' as const,
        confirmations: chain.confirmations,
        fee: CRYPTO_DEPOSIT_FEE,
      };
    }),
  );
}

/** Each player's deposit address per chain. */
export function createCryptoAddresses(deps: CashierDeps) {
  const { db } = deps;

  function configured(
    methodId: string,
  ): { chain: CryptoChainSettings; method: CryptoMethodSettings } | null {
    for (const chain of deps.crypto?.chains ?? []) {
      const method = chain.methods.find((m) => m.id === methodId);
      if (method) return { chain, method };
    }
    return null;
  }

  return {
    /**
     * The player's deposit address for a crypto method: the same for the same player and chain
     * every time (ETH and USDT on Ethereum share one). Produces deposit_method_unavailable,
     * profile_incomplete, self_excluded, self_excluded_permanently, timed_out.
     */
    async depositAddress(playerId: bigint, input: { method: string }): Promise<DepositAddress> {
      const found = isCryptoDepositMethod(input.method) ? configured(input.method) : null;
      if (!found)
        throw new AppError('deposit_method_unavailable', { params: { method: input.method } });
      const { chain, method } = found;
      await deps.players.assertComplete(playerId);
      // A player who may not deposit now gets no address to send to: money sent there would
      // arrive whatever the casino said.
      await deps.limits.assertMayDeposit(playerId, db);
      const chainName = chain.adapter.chain;
      const existing = await repo.addressOf(db, playerId, chainName);
      const address =
        existing?.address ??
        (await inTransaction(db, async (tx) => {
          // One allocation of an index per chain at a time: two players never share a child key.
          await lockForTransaction(tx, `crypto-address:${chainName}`);
          const again = await repo.addressOf(tx, playerId, chainName);
          if (again) return again.address;
          const index = await repo.nextDerivationIndex(tx, chainName);
          if (index > DERIVATION_INDEX_MAX)
            throw new Error(`${chainName} ran out of derivation indexes`);
          const derived = chain.adapter.normalise(chain.addressAt(index));
          await repo.insertAddress(tx, {
            playerId,
            chain: chainName,
            derivationIndex: index,
            address: derived,
          });
          return derived;
        }));
      return {
        method: method.id,
        address: chain.adapter.display(address),
        minimum: method.minimum,
        confirmations: chain.confirmations,
      };
    },
  };
}
