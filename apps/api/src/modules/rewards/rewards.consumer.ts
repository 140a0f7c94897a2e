import {
  cashbackUnitsOf,
  CP_CONTRIBUTION_PERCENT,
  cpUnitsOf,
  formatCp,
  isCurrency,
  type ContributionGroup,
  type LedgerTransferEvent,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import * as repo from './rewards.repository.ts';
import { settleStanding, type RewardsOperators, type RewardsPlayers } from './rewards.standing.ts';

export type GameTerms = Map<string, { rtpBasisPoints: number; group: ContributionGroup }>;
/** The games domain's answer to "what RTP and contribution group has each of these games". */
export type GameTermsOf = (gameIds: readonly string[], executor: Executor) => Promise<GameTerms>;

const isPlayerAccount = (kind: string) => kind === 'player_cash' || kind === 'player_bonus';

/** A stake that counts for rewards, signed: a bet adds, a rollback's refund takes back. */
interface Wager {
  playerId: bigint;
  gameId: string;
  currency: string;
  amountMinor: bigint;
  sign: 1n | -1n;
  /** Only real money earns cashback (spec section 9: 20 % of the house edge on real-money wagers). */
  isCash: boolean;
  day: string;
}

/** The wagers of a batch: stakes into games from a player's cash or bonus, and their rollbacks. */
export function wagersOf(events: readonly LedgerTransferEvent[]): Wager[] {
  const wagers: Wager[] = [];
  for (const e of events) {
    if (e.gameId === null || !isCurrency(e.currency)) continue;
    const day = e.at.toISOString().slice(0, 10);
    if (e.kind === 'bet' && e.debit.playerId !== null && isPlayerAccount(e.debit.accountKind))
      wagers.push({
        playerId: e.debit.playerId,
        gameId: e.gameId,
        currency: e.currency,
        amountMinor: e.amountMinor,
        sign: 1n,
        isCash: e.debit.accountKind === 'player_cash',
        day,
      });
    else if (
      e.kind === 'rollback' &&
      e.credit.playerId !== null &&
      isPlayerAccount(e.credit.accountKind)
    )
      wagers.push({
        playerId: e.credit.playerId,
        gameId: e.gameId,
        currency: e.currency,
        amountMinor: e.amountMinor,
        sign: -1n,
        isCash: e.credit.accountKind === 'player_cash',
        day,
      });
  }
  return wagers;
}

/**
 * Sums a batch's wagers into per-player account deltas and per-player, day and currency CP days,
 * exactly (bigint units, no rounding: rewards.constants). A game the catalogue does not know
 * earns nothing.
 */
export function rewardDeltas(
  wagers: readonly Wager[],
  terms: GameTerms,
): { accounts: repo.AccountDelta[]; days: repo.CpDayDelta[] } {
  const accounts = new Map<bigint, repo.AccountDelta>();
  const days = new Map<string, repo.CpDayDelta>();
  for (const w of wagers) {
    const game = terms.get(w.gameId);
    if (!game || !isCurrency(w.currency)) continue;
    const cp = cpUnitsOf(w.amountMinor, w.currency, CP_CONTRIBUTION_PERCENT[game.group]) * w.sign;
    const cashback = w.isCash
      ? cashbackUnitsOf(w.amountMinor, w.currency, game.rtpBasisPoints) * w.sign
      : 0n;
    const account = accounts.get(w.playerId) ?? {
      playerId: w.playerId,
      cpUnits: 0n,
      cashbackUnits: 0n,
    };
    account.cpUnits += cp;
    account.cashbackUnits += cashback;
    accounts.set(w.playerId, account);
    const key = `${w.playerId}:${w.day}:${w.currency}`;
    const day = days.get(key) ?? {
      playerId: w.playerId,
      day: w.day,
      currency: w.currency,
      cpUnits: 0n,
      wageredMinor: 0n,
    };
    day.cpUnits += cp;
    day.wageredMinor += w.amountMinor * w.sign;
    days.set(key, day);
  }
  return { accounts: [...accounts.values()], days: [...days.values()] };
}

/**
 * Keeps players' CP, cashback and levels from the ledger (decision 014): a few statements per
 * batch whatever its size, so it keeps up with the spin bench; the bet path pays nothing for it.
 * Players whose figures changed get `player.rewards` on their private channel once the batch
 * commits, so a refetch on receipt finds the new level.
 */
export function rewardsPointsConsumer(deps: {
  termsOf: GameTermsOf;
  players: RewardsPlayers;
  operators: RewardsOperators;
  channel: PlayerChannel;
}): EventConsumer<'ledger.transfer'> {
  return {
    name: 'rewards.points',
    sources: ['ledger.transfer'],
    async handle(tx, events) {
      const wagers = wagersOf(events);
      if (wagers.length === 0) return;
      const terms = await deps.termsOf([...new Set(wagers.map((w) => w.gameId))], tx);
      const { accounts, days } = rewardDeltas(wagers, terms);
      const changed = accounts.filter((a) => a.cpUnits !== 0n || a.cashbackUnits !== 0n);
      await repo.addCpDays(tx, days);
      const saved = await settleStanding(tx, await repo.accrue(tx, changed), deps);
      return async () => {
        for (const account of saved)
          await deps.channel.send(account.playerId, {
            type: 'player.rewards',
            level: account.level,
            totalCP: formatCp(account.cpUnits),
          });
      };
    },
  };
}
