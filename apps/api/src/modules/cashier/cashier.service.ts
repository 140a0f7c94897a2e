import { formatMinor } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './cashier.repository.ts';
import { createDepositTotals } from './deposit.limits.ts';
import { createDepositMethods } from './deposit.methods.ts';
import { createDepositStart } from './deposit.start.ts';
import { CHECKOUT_EXPIRY_MS, paymentStatusAt } from './deposit.status.ts';
import { createDepositWebhook } from './deposit.webhook.ts';
import { createCryptoAddresses } from './crypto-deposit.addresses.ts';
import type { CryptoDepositSettings } from './crypto-deposit.settings.ts';
import { createChainWatcher, type WatchLog } from './crypto-deposit.watcher.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

/**
 * The bonus domain's part in a deposit (issue 13), given to the cashier so it never reads bonus
 * tables: the offer the player picked is recorded with the payment, and granted in the very
 * transaction that credits it.
 */
export interface DepositBonusHook {
  /** In the transaction that opens the payment: checks and records the chosen offer (by id or code). */
  chooseForDeposit(
    tx: Executor,
    choice: { playerId: bigint; paymentId: string; bonusId?: string; promoCode?: string },
  ): Promise<void>;
  /**
   * First in the transaction that credits a payment: the player's bonus lock, taken before the
   * ledger's account locks as every bonus change takes them (decision 015), so a deposit credited
   * while the player's bonus completes or is forfeited never waits on it in a circle.
   */
  beforeDepositCredited(tx: Executor, playerId: bigint): Promise<void>;
  /** In the transaction that credits the payment, before it reads credited. */
  onDepositCredited(
    tx: Executor,
    deposit: { playerId: bigint; paymentId: string; amountMinor: bigint; currency: string },
  ): Promise<unknown>;
}

export interface CashierDeps {
  db: Database;
  players: PlayerService;
  wallet: WalletService;
  limits: LimitsService;
  /** Null where no sandbox runs (production): its methods are then neither listed nor usable. */
  sandbox: SandboxProvider | null;
  publicUrl: string;
  /** Absent where no bonus domain runs (some tests): deposits then carry no bonus. */
  bonus?: DepositBonusHook;
  /** The chains crypto deposits are taken on (issue 25); null or absent: none configured. */
  crypto?: CryptoDepositSettings | null;
  log?: WatchLog;
}

/**
 * Deposits: the cashier opens a payment with a provider and credits it when the provider's signed
 * webhook confirms it; crypto deposits are found on chain by the watcher and credited once deep enough.
 */
export function createCashierService(deps: CashierDeps) {
  const { db } = deps;

  return {
    ...createDepositTotals(db),

    /** The player's credited deposits so far, in the caller's transaction (a deposit bonus's "first", "second"). */
    creditedDepositCount: (tx: Executor, playerId: bigint) => repo.creditedCount(tx, playerId),

    ...createDepositMethods(deps),
    ...createDepositStart(deps),
    /** Whether any chain is configured for crypto deposits (the watcher's job runs only then). */
    hasCryptoDeposits: (deps.crypto?.chains.length ?? 0) > 0,
    ...createCryptoAddresses(deps),
    ...createChainWatcher(deps),

    async payment(playerId: bigint, id: string) {
      const row = await repo.findPaymentOf(db, playerId, id);
      if (!row) throw new AppError('not_found');
      return {
        paymentId: row.id,
        method: row.methodId,
        amount: formatMinor(row.amountMinor),
        currency: row.currency,
        status: paymentStatusAt(row, Date.now()),
        createdAt: row.createdAt.toISOString(),
        expiresAt: new Date(row.createdAt.getTime() + CHECKOUT_EXPIRY_MS).toISOString(),
      };
    },

    ...createDepositWebhook(deps),
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
