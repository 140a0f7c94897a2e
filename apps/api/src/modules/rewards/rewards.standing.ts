import {
  CASHBACK_UNITS_PER_EUR_MINOR,
  cashbackMinorOf,
  categoryOf,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  levelOf,
  levelRewardMinor,
  VIP_LEVEL,
  type Currency,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import * as repo from './rewards.repository.ts';

export type RewardsPlayers = Pick<PlayerService, 'get' | 'currencies' | 'usernames'>;
export type RewardsOperators = Pick<OperatorService, 'holdersOf' | 'usernames'>;

const PER_EUR_MAX = BigInt(Math.max(...Object.values(EUR_EQUIVALENT)));

/** The UTC day of a moment, as YYYY-MM-DD: cashback is claimed and announced once per UTC day. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

export function currencyOf(value: string | undefined): Currency {
  if (!value || !isCurrency(value)) throw new Error(`not a player currency: ${String(value)}`);
  return value;
}

/**
 * The enabled rewards.manage holder with the fewest VIP members (ties: the lowest id), counting
 * members already given out in this batch; null while there is none.
 */
export function pickHost(
  hosts: readonly { id: bigint; username: string }[],
  counts: Map<string, number>,
): { id: bigint; username: string } | null {
  let best: { id: bigint; username: string } | null = null;
  for (const host of hosts) {
    const count = counts.get(host.id.toString()) ?? 0;
    const bestCount = best ? (counts.get(best.id.toString()) ?? 0) : Infinity;
    if (count < bestCount || (count === bestCount && best && host.id < best.id)) best = host;
  }
  return best;
}

/**
 * Brings the standing of accounts whose CP or cashback just changed up to date, in the change's
 * transaction: the level follows CP, the highest level reached only rises (decision 014), each
 * newly reached level unlocks its reward with a notice, level 21 makes the player a VIP member
 * with a host, and the first claimable cashback of a day is announced once. The accounts must be
 * locked by the caller (an update or `for update`), so two writers never announce the same level.
 * Returns the accounts as saved.
 */
export async function settleStanding(
  tx: Executor,
  accounts: readonly repo.RewardAccount[],
  deps: { players: RewardsPlayers; operators: RewardsOperators; now?: Date },
): Promise<repo.RewardAccount[]> {
  const today = utcDay(deps.now);
  // Below a cent in the currency worth most per EUR nothing is claimable yet: no currency read for it.
  const isCashbackCandidate = (a: repo.RewardAccount) =>
    a.cashbackUnits * PER_EUR_MAX >= CASHBACK_UNITS_PER_EUR_MINOR &&
    a.cashbackClaimedOn !== today &&
    a.cashbackNotifiedOn !== today;
  const needCurrency = accounts
    .filter((a) => levelOf(a.cpUnits) > a.levelMax || isCashbackCandidate(a))
    .map((a) => a.playerId);
  const currencies =
    needCurrency.length > 0
      ? await deps.players.currencies(needCurrency, tx)
      : new Map<string, string>();
  const becomesVip = accounts.filter(
    (a) => a.vipSince === null && Math.max(a.levelMax, levelOf(a.cpUnits)) >= VIP_LEVEL,
  );
  const hosts = becomesVip.length > 0 ? await deps.operators.holdersOf('rewards.manage', tx) : [];
  const counts =
    becomesVip.length > 0 && hosts.length > 0
      ? await repo.hostCounts(tx)
      : new Map<string, number>();

  const changes: repo.StandingChange[] = [];
  const saved: repo.RewardAccount[] = [];
  for (const account of accounts) {
    const level = levelOf(account.cpUnits);
    const levelMax = Math.max(account.levelMax, level);
    const next: repo.RewardAccount = { ...account, level, levelMax };
    if (levelMax > account.levelMax) {
      const currency = currencyOf(currencies.get(account.playerId.toString()));
      await publishNotice(tx, account.playerId, 'level_up', {
        level: levelMax,
        category: categoryOf(levelMax) ?? '',
      });
      for (let reached = account.levelMax + 1; reached <= levelMax; reached += 1)
        await publishNotice(tx, account.playerId, 'level_reward_available', {
          level: reached,
          amount: formatMinor(levelRewardMinor(reached, currency)),
          currency,
        });
    }
    if (account.vipSince === null && levelMax >= VIP_LEVEL) {
      const host = pickHost(hosts, counts);
      if (host) counts.set(host.id.toString(), (counts.get(host.id.toString()) ?? 0) + 1);
      next.vipSince = deps.now ?? new Date();
      next.vipHostId = host?.id ?? null;
      await publishNotice(tx, account.playerId, 'vip_member', { host: host?.username ?? '' });
    }
    if (isCashbackCandidate(account)) {
      const currency = currencyOf(currencies.get(account.playerId.toString()));
      const amount = cashbackMinorOf(account.cashbackUnits, currency);
      if (amount > 0n) {
        next.cashbackNotifiedOn = today;
        await publishNotice(tx, account.playerId, 'cashback_available', {
          amount: formatMinor(amount),
          currency,
        });
      }
    }
    if (
      next.level !== account.level ||
      next.levelMax !== account.levelMax ||
      next.vipSince !== account.vipSince ||
      next.cashbackNotifiedOn !== account.cashbackNotifiedOn
    )
      changes.push({
        playerId: next.playerId,
        level: next.level,
        levelMax: next.levelMax,
        vipSince: next.vipSince,
        vipHostId: next.vipHostId,
        cashbackNotifiedOn: next.cashbackNotifiedOn,
      });
    saved.push(next);
  }
  await repo.saveStanding(tx, changes);
  return saved;
}
