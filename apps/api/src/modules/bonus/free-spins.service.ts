import { formatMinor, type FreeSpinsState } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { BonusMoney } from '../wallet/bonus-money.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './free-spins.repository.ts';

/** A free spin taken for a round: the bonus it came from, as it is after the spin was counted. */
export interface TakenSpin {
  bonus: repo.FreeSpinsRow;
}

function stateOf(
  bonus: repo.FreeSpinsRow,
  leftOnGame: number,
  isFinished: boolean,
): FreeSpinsState {
  return {
    instanceId: bonus.id.toString(),
    left: bonus.left,
    total: bonus.total,
    leftOnGame,
    bet: formatMinor(bonus.betMinor),
    winnings: formatMinor(bonus.winningsMinor),
    winsTo: bonus.winsTo,
    wageringMultiplier: bonus.wageringMultiplier,
    isFinished,
  };
}

/**
 * Free spins played in the slot's own client (issue 13, decision 015): each is an ordinary
 * provably fair round whose stake the house pays from its bonus cost. A spin is taken from the
 * bonus in the round's transaction, so a round that fails gives its spin back; the last spin
 * hands the winnings to the bonus engine (`finish`: a bonus with its wagering, or cash).
 */
export function createFreeSpinsService(deps: {
  db: Database;
  wallet: {
    bonusMoney: Pick<BonusMoney, 'freeSpinBet' | 'freeSpinWin'>;
    balancesOfPlayers: (
      playerIds: bigint[],
      tx?: Executor,
    ) => Promise<Map<string, { cashMinor: bigint; bonusMinor: bigint }>>;
  };
  /** The engine's finishFreeSpins: the winnings become a bonus with its wagering, or cash. */
  finish: (tx: Executor, instanceId: bigint) => Promise<unknown>;
}) {
  return {
    /** The free spins the player may play on this game now, or null. */
    async availableOn(
      playerId: bigint,
      gameId: string,
      currency: string,
    ): Promise<FreeSpinsState | null> {
      const { next, leftInAll } = await repo.playableOn(deps.db, playerId, gameId, currency);
      return next ? stateOf(next, leftInAll, false) : null;
    },

    /** Takes the next free spin of the player's oldest free-spins bonus on this game, in the round's transaction. Produces free_spins_unavailable. */
    async take(
      tx: Executor,
      playerId: bigint,
      gameId: string,
      currency: string,
    ): Promise<TakenSpin> {
      // The bonus engine's order (its player lock, then the bonus row, then ledger accounts) holds
      // here too, since the last spin finishes the bonus in this transaction.
      await lockPlayerBonuses(tx, [playerId]);
      const bonus = await repo.takeSpin(tx, playerId, gameId, currency);
      if (!bonus) throw new AppError('free_spins_unavailable');
      return { bonus };
    },

    /**
     * Moves the spin's money (house bonus cost → game and back, keyed by the round like any bet), adds its win to the bonus's
     * winnings and, after the last spin, finishes the bonus, all in the round's transaction.
     * Returns what the client shows next.
     */
    async settle(
      tx: Executor,
      spin: TakenSpin & { provider: string; roundId: string; stakeMinor: bigint; winMinor: bigint },
    ): Promise<FreeSpinsState> {
      const { bonus } = spin;
      const call = {
        provider: spin.provider,
        roundId: spin.roundId,
        playerId: bonus.playerId,
        currency: bonus.currency,
        instanceId: bonus.id,
      };
      await deps.wallet.bonusMoney.freeSpinBet(tx, {
        ...call,
        transactionId: `${spin.roundId}:bet`,
        amountMinor: spin.stakeMinor,
      });
      await deps.wallet.bonusMoney.freeSpinWin(tx, {
        ...call,
        transactionId: `${spin.roundId}:win`,
        amountMinor: spin.winMinor,
      });
      const winningsMinor = await repo.addWinnings(tx, bonus.id, spin.winMinor);
      const isFinished = bonus.left === 0;
      if (isFinished) await deps.finish(tx, bonus.id);
      const { leftInAll } = await repo.playableOn(tx, bonus.playerId, bonus.gameId, bonus.currency);
      return stateOf({ ...bonus, winningsMinor }, leftInAll, isFinished);
    },

    /** The player's balances as the round's transaction sees them: a free spin leaves them as they were. */
    async balances(
      tx: Executor,
      playerId: bigint,
      currency: string,
    ): Promise<{ cashMinor: bigint; bonusMinor: bigint }> {
      return (
        (await deps.wallet.balancesOfPlayers([playerId], tx)).get(`${playerId}:${currency}`) ?? {
          cashMinor: 0n,
          bonusMinor: 0n,
        }
      );
    },
  };
}

export type FreeSpinsService = ReturnType<typeof createFreeSpinsService>;
