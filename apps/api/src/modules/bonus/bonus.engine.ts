/**
 * The bonus engine (decision 015): one active bonus per player, the rest queued oldest first;
 * every step moves its money through the wallet's bonus operations in the caller's transaction
 * and writes its bonus_events row. Names follow the brief's signatures, with these additions:
 * `maxBetsOf` (the wallet's BetGate: the same read as `betGate`, for many players at once) and
 * `activeBalanceIn` (for the cashier's withdrawal confirmation).
 */
import { formatMinor, type ContributionTable } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type { BonusMoney } from '../wallet/bonus-money.ts';
import type { GameTermsOf } from '../rewards/rewards.consumer.ts';
import * as repo from './bonus.repository.ts';
import type { BonusInstanceRow } from './bonus.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createBonusLifecycle, DAY_MS } from './bonus.lifecycle.ts';

export type { BonusInstanceRow } from './bonus.repository.ts';

/** The terms a player got, copied from the campaign (amounts in the player's currency). */
export interface CampaignTerms {
  campaignId: bigint;
  title: string;
  wageringMultiplier: number;
  maxBetMinor: bigint;
  maxConversionMinor: bigint | null;
  contributions: ContributionTable;
  excludedGameIds: readonly string[];
  claimDays: number;
  spendDays: number;
}

export interface BonusEngineDeps {
  db: Database;
  wallet: {
    bonusMoney: BonusMoney;
    balancesOfPlayers: (
      playerIds: bigint[],
      tx?: Executor,
    ) => Promise<Map<string, { cashMinor: bigint; bonusMinor: bigint }>>;
  };
  termsOf: GameTermsOf;
  now?: () => Date;
}

const EXPIRY_BATCH = 200;

export function createBonusEngine(deps: BonusEngineDeps) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  const lifecycle = createBonusLifecycle(deps, now);
  const { end, complete, insertGranted, placeInQueue, termsValues, lockedActive } = lifecycle;

  return {
    /**
     * Gives a player a bonus from a campaign in the caller's tx: active at once (moving
     * house_bonus_cost → player_bonus, kind bonus_grant) when none is active, else queued.
     * Writes bonus_events, publishes no notice (callers do). Returns the instance row.
     */
    async grant(
      tx: Executor,
      g: {
        playerId: bigint;
        currency: string;
        campaign: CampaignTerms;
        amountMinor: bigint;
        paymentId?: string;
        grantedBy?: bigint;
      },
    ): Promise<BonusInstanceRow> {
      assert(g.amountMinor > 0n, 'a bonus grants a positive amount');
      await repo.lockPlayerBonuses(tx, [g.playerId]);
      const at = now();
      const row = await insertGranted(
        tx,
        {
          playerId: g.playerId,
          currency: g.currency,
          status: 'queued',
          amountMinor: g.amountMinor,
          wageringRequiredMinor: g.amountMinor * BigInt(g.campaign.wageringMultiplier),
          ...termsValues(g.campaign, at),
          paymentId: g.paymentId ?? null,
          grantedBy: g.grantedBy ?? null,
        },
        g.amountMinor,
      );
      return placeInQueue(tx, row);
    },

    /** Free spins instance (status 'free_spins', no money until its last spin is played). */
    async grantFreeSpins(
      tx: Executor,
      g: {
        playerId: bigint;
        currency: string;
        campaign: CampaignTerms;
        count: number;
        betMinor: bigint;
        gameId: string;
        winsTo: 'bonus' | 'cash';
      },
    ): Promise<BonusInstanceRow> {
      assert(g.count > 0 && g.betMinor > 0n, 'free spins are some spins at a positive bet');
      return insertGranted(
        tx,
        {
          playerId: g.playerId,
          currency: g.currency,
          status: 'free_spins',
          ...termsValues(g.campaign, now()),
          fsGameId: g.gameId,
          fsTotal: g.count,
          fsLeft: g.count,
          fsBetMinor: g.betMinor,
          fsWinsTo: g.winsTo,
        },
        0n,
      );
    },

    /**
     * The last free spin was played: the winnings become a bonus with its own wagering (queued or
     * active) or are paid to cash, per campaign. Nothing won ends it as depleted.
     */
    async finishFreeSpins(tx: Executor, instanceId: bigint): Promise<void> {
      const found = await repo.find(tx, instanceId);
      assert(found, 'free spins being finished exist');
      await repo.lockPlayerBonuses(tx, [found.playerId]);
      const row = await repo.lock(tx, instanceId);
      if (!row || row.status !== 'free_spins') return;
      await repo.insertEvent(tx, {
        instanceId,
        kind: 'free_spins_played',
        amountMinor: row.fsWinningsMinor,
      });
      const won = row.fsWinningsMinor;
      if (won <= 0n) {
        await repo.update(tx, instanceId, { status: 'depleted', endedAt: now() });
        await repo.insertEvent(tx, { instanceId, kind: 'depleted', amountMinor: 0n });
        return;
      }
      if (row.fsWinsTo === 'cash') {
        const { operationId } = await wallet.bonusMoney.freeSpinPayout(tx, {
          instanceId,
          playerId: row.playerId,
          currency: row.currency,
          amountMinor: won,
        });
        await repo.update(tx, instanceId, {
          status: 'completed',
          amountMinor: won,
          endedAt: now(),
        });
        await repo.insertEvent(tx, {
          instanceId,
          kind: 'converted',
          amountMinor: won,
          operationId,
        });
        return;
      }
      const asBonus = await repo.update(tx, instanceId, {
        status: 'queued',
        amountMinor: won,
        wageringRequiredMinor: won * BigInt(row.wageringMultiplier),
        claimExpiresAt: new Date(Math.max(row.claimExpiresAt.getTime(), now().getTime() + DAY_MS)),
      });
      await placeInQueue(tx, asBonus);
    },

    /** The player's confirmed forfeit, in its own transaction. Produces bonus_not_found (not theirs, or unknown) and bonus_already_ended. */
    async forfeit(
      instanceId: bigint,
      playerId: bigint,
    ): Promise<{ forfeitedMinor: bigint; currency: string }> {
      return inTransaction(db, async (tx) => {
        const found = await repo.find(tx, instanceId);
        if (!found || found.playerId !== playerId) throw new AppError('bonus_not_found');
        await repo.lockPlayerBonuses(tx, [playerId]);
        const row = await repo.lock(tx, instanceId);
        assert(row, 'a bonus is never deleted while its player exists');
        if (row.status === 'active') {
          const amount = await end(tx, row, {
            status: 'forfeited',
            event: 'forfeited',
            step: 'forfeit',
            notify: false,
          });
          return { forfeitedMinor: amount, currency: row.currency };
        }
        if (row.status === 'queued' || row.status === 'pending' || row.status === 'free_spins') {
          await repo.update(tx, instanceId, { status: 'forfeited', endedAt: now() });
          await repo.insertEvent(tx, { instanceId, kind: 'forfeited', amountMinor: 0n });
          return { forfeitedMinor: 0n, currency: row.currency };
        }
        throw new AppError('bonus_already_ended');
      });
    },

    /** For the cashier: forfeits the active bonus in the withdrawal's transaction. Returns whether there was one. */
    async forfeitActiveIn(
      tx: Executor,
      playerId: bigint,
      currency: string,
      _reason: 'withdrawal',
    ): Promise<boolean> {
      await repo.lockPlayerBonuses(tx, [playerId]);
      const row = await lockedActive(tx, playerId, currency);
      if (!row) return false;
      await end(tx, row, {
        status: 'forfeited',
        event: 'forfeited',
        step: 'forfeit',
        notify: false,
      });
      return true;
    },

    /** For the cashier: what the active bonus holds (its account), or null without one. */
    async activeBalanceIn(
      tx: Executor,
      playerId: bigint,
      currency: string,
    ): Promise<bigint | null> {
      const row = await repo.activeOf(tx, playerId);
      if (!row || row.currency !== currency) return null;
      return (
        (await wallet.balancesOfPlayers([playerId], tx)).get(`${playerId}:${currency}`)
          ?.bonusMinor ?? 0n
      );
    },

    activeOf: (playerId: bigint, tx: Executor = db): Promise<BonusInstanceRow | null> =>
      repo.activeOf(tx, playerId),

    /** The wallet's gate: the active bonuses' max bets, keyed `${playerId}:${currency}` (one indexed read). */
    async maxBetsOf(
      tx: Executor,
      players: readonly { playerId: bigint; currency: string }[],
    ): Promise<Map<string, bigint>> {
      const rows = await repo.maxBetsOf(
        tx,
        players.map((p) => p.playerId),
      );
      return new Map(rows.map((r) => [`${r.playerId}:${r.currency}`, r.maxBetMinor]));
    },

    /** The bet gate (one indexed read): throws AppError('bonus_max_bet') when amount > active max bet. */
    async betGate(
      tx: Executor,
      playerId: bigint,
      currency: string,
      amountMinor: bigint,
      _gameId?: string,
    ): Promise<void> {
      const [row] = await repo.maxBetsOf(tx, [playerId]);
      if (row && row.currency === currency && amountMinor > row.maxBetMinor)
        throw new AppError('bonus_max_bet', {
          params: { maxBet: formatMinor(row.maxBetMinor), currency },
        });
    },

    /**
     * The wagering consumer's step for the players of a batch whose progress or balance moved:
     * completes those past their requirement, ends those with nothing left (no open rounds).
     * Caller holds the players' locks. Returns the bonuses as they are now.
     */
    complete,
    end,

    /** The job: active bonuses past their spend window forfeit what they hold; waiting ones past their claim window expire. */
    async expireDue(at: Date = now()): Promise<number> {
      const due = await repo.dueToExpire(db, at, EXPIRY_BATCH);
      let expired = 0;
      for (const item of due) {
        const done = await inTransaction(db, async (tx) => {
          await repo.lockPlayerBonuses(tx, [item.playerId]);
          const row = await repo.lock(tx, item.id);
          if (!row || row.status !== item.status) return false;
          if (row.status === 'active') {
            if (!row.expiresAt || row.expiresAt >= at) return false;
            await end(
              tx,
              row,
              { status: 'expired', event: 'expired', step: 'expire', notify: true },
              at,
            );
            return true;
          }
          if (row.claimExpiresAt >= at) return false;
          await repo.update(tx, row.id, { status: 'expired', endedAt: at });
          await repo.insertEvent(tx, { instanceId: row.id, kind: 'expired' });
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },
  };
}

export type BonusEngine = ReturnType<typeof createBonusEngine>;
