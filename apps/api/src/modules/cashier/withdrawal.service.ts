import type { Withdrawal, WithdrawalMethod } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { WithdrawalLedger } from '../wallet/wallet.service.ts';
import type { WatchLog } from './crypto-deposit.watcher.ts';
import type { PayoutAdapter } from './payout-adapter.ts';
import { createWithdrawalApprovals } from './withdrawal.approval.ts';
import { createWithdrawalPayouts } from './withdrawal.payout.ts';
import * as repo from './withdrawal.repository.ts';
import { createWithdrawalRequests } from './withdrawal.request.ts';
import { methodView, toView } from './withdrawal.views.ts';

/** What a withdrawal asks of the bonus domain: both in the withdrawal's transaction, before the player's ledger lock. */
export interface WithdrawalBonus {
  /** The active bonus's balance in the currency, or null without one. */
  activeBalanceIn(tx: Executor, playerId: bigint, currency: string): Promise<bigint | null>;
  forfeitActiveIn(
    tx: Executor,
    playerId: bigint,
    currency: string,
    reason: 'withdrawal',
  ): Promise<boolean>;
}

export interface WithdrawalDeps {
  db: Database;
  players: PlayerService;
  ledger: WithdrawalLedger;
  mailer: Mailer;
  /** The rail that pays a method's withdrawals (the chain's through the signer, or the sandbox); null: none, so it is not offered. */
  payoutFor(methodId: string): PayoutAdapter | null;
  /** The chain's own check of a payout address (checksums, network), beyond the method's pattern. */
  isPayoutAddress(methodId: string, address: string): boolean;
  log?: WatchLog;
  publicUrl: string;
  /** Cumulative withdrawals above this many EUR (equivalent) need a verified account. */
  kycThresholdEur: number;
  /** Withdrawals above this many EUR (equivalent) need two different operators' approvals. */
  fourEyesEur: number;
  /** Names the operators who decided, for the queue. */
  operators: Pick<OperatorService, 'usernames'>;
  /**
   * The bonus domain (decision 015): what the player's active bonus holds, and its forfeit in the
   * withdrawal's transaction. Absent where no bonus engine runs.
   */
  bonus?: WithdrawalBonus;
}

/**
 * Crypto withdrawals (spec section 4): reserve at request, operator approval, an emailed link
 * valid 24 hours to enter currency and address, then payout. Each step locks the withdrawal and
 * moves the money in the same transaction, so no step happens twice.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db } = deps;

  return {
    async methods(playerId: bigint): Promise<WithdrawalMethod[]> {
      const { currency } = await deps.players.get(playerId);
      return (await repo.methods(db))
        .filter((m) => deps.payoutFor(m.id) !== null)
        .map((m) => methodView(m, currency));
    },

    ...createWithdrawalRequests(deps),

    async pending(playerId: bigint): Promise<Withdrawal[]> {
      return (
        await repo.ofPlayer(db, playerId, ['pending_approval', 'awaiting_details', 'processing'])
      ).map(toView);
    },

    ...createWithdrawalApprovals(deps),
    ...createWithdrawalPayouts(deps),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
