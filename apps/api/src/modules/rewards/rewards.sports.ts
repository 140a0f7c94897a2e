import { cpUnitsOf, isCurrency, SPORTS_CP_CONTRIBUTION_PERCENT } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import * as repo from './rewards.repository.ts';
import {
  settleStanding,
  utcDay,
  type RewardsOperators,
  type RewardsPlayers,
} from './rewards.standing.ts';

/** A settled sports bet's stake that counts toward CP (decision 023: the sportsbook decides eligibility). */
export interface SportsWager {
  playerId: bigint;
  currency: string;
  stakeMinor: bigint;
  settledAt: Date;
}

/**
 * Credits sports stakes to CP at SPORTS_CP_CONTRIBUTION_PERCENT, in the settlement's transaction so a bet
 * counts exactly once with its money. Sports earns no daily cashback (decision 023): cashback is a share of a
 * game's published house edge, and a sports bet has no fixed one.
 */
export async function creditSportsWagers(
  tx: Executor,
  wagers: readonly SportsWager[],
  deps: { players: RewardsPlayers; operators: RewardsOperators },
): Promise<void> {
  const accounts = new Map<bigint, repo.AccountDelta>();
  const days = new Map<string, repo.CpDayDelta>();
  for (const wager of wagers) {
    if (!isCurrency(wager.currency)) continue;
    const cpUnits = cpUnitsOf(wager.stakeMinor, wager.currency, SPORTS_CP_CONTRIBUTION_PERCENT);
    const account = accounts.get(wager.playerId) ?? {
      playerId: wager.playerId,
      cpUnits: 0n,
      cashbackUnits: 0n,
    };
    account.cpUnits += cpUnits;
    accounts.set(wager.playerId, account);
    const day = utcDay(wager.settledAt);
    const key = `${wager.playerId}:${day}:${wager.currency}`;
    const entry = days.get(key) ?? {
      playerId: wager.playerId,
      day,
      currency: wager.currency,
      cpUnits: 0n,
      wageredMinor: 0n,
    };
    entry.cpUnits += cpUnits;
    entry.wageredMinor += wager.stakeMinor;
    days.set(key, entry);
  }
  if (accounts.size === 0) return;
  await repo.addCpDays(tx, [...days.values()]);
  await settleStanding(tx, await repo.accrue(tx, [...accounts.values()]), deps);
}
