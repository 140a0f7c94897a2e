import {
  cashbackMinorOf,
  cashbackUnitsPaidBy,
  categoryOf,
  CP_UNITS_PER_CP,
  DEFAULT_JURISDICTION_PROFILE,
  JURISDICTION_PROFILES,
  levelOf,
  levelRewardEur,
  formatCp,
  formatCpNeeded,
  formatMinor,
  LEVEL_CATEGORIES,
  LEVEL_MAX,
  LEVEL_REQUIRED_CP,
  levelRewardMinor,
  VIP_TIERS,
  type Cashback,
  type CashbackClaimResult,
  type CpAdjustmentResult,
  type CpHistory,
  type JurisdictionProfileName,
  type LevelRewards,
  type RewardCosts,
  type VipLevel,
  type VipMember,
  type VipTable,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './rewards.repository.ts';
import {
  currencyOf,
  settleStanding,
  utcDay,
  type RewardsOperators,
  type RewardsPlayers,
} from './rewards.standing.ts';
import { inTransaction } from '../../db/transaction.ts';

const CP_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

const requiredCp = (level: number): number => LEVEL_REQUIRED_CP[level] ?? 0;
const nextLevelOf = (level: number): number | null => (level < LEVEL_MAX ? level + 1 : null);
/** The next UTC midnight after `now`, when a new day's cashback claim opens. */
const nextUtcMidnight = (now: Date): string =>
  new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS,
  ).toISOString();

const emptyAccount = (playerId: bigint): repo.RewardAccount => ({
  playerId,
  cpUnits: 0n,
  level: 0,
  levelMax: 0,
  cashbackUnits: 0n,
  cashbackClaimedOn: null,
  cashbackNotifiedOn: null,
  vipSince: null,
  vipHostId: null,
  updatedAt: new Date(0),
});

export interface RewardsDeps {
  db: Database;
  wallet: Pick<WalletService, 'reward'>;
  players: RewardsPlayers;
  operators: RewardsOperators;
  /** The profile whose cap bounds one CP adjustment, and the four-eyes rule above its amount (decision 019). */
  profile?: JurisdictionProfileName;
  approvals?: Pick<
    GrantApprovals,
    'fourEyesEur' | 'needsApproval' | 'hold' | 'decide' | 'view' | 'list'
  >;
}

/**
 * What a CP adjustment is worth in EUR cents: the level rewards it makes claimable, the levels
 * above the highest the player ever reached up to the one the new total reaches. Taking CP away
 * makes nothing claimable, so it is worth nothing.
 */
export function cpAdjustmentValueEurMinor(
  account: Pick<repo.RewardAccount, 'cpUnits' | 'levelMax'>,
  cp: number,
): bigint {
  const reached = levelOf(account.cpUnits + BigInt(cp) * CP_UNITS_PER_CP);
  let value = 0n;
  for (let level = account.levelMax + 1; level <= reached; level += 1)
    value += BigInt(levelRewardEur(level)) * 100n;
  return value;
}

/** The loyalty programme a player sees and claims from, and what the back office reads and corrects. */
export function createRewardsService(deps: RewardsDeps) {
  const { db, wallet, players, operators } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const approvalsOf = () => {
    if (!deps.approvals) throw new Error('CP adjustments need the four-eyes approvals');
    return deps.approvals;
  };

  /** Applies a CP change to a locked account: never below zero, level and notices brought up to date, audited. */
  async function applyCp(
    tx: Executor,
    before: repo.RewardAccount,
    c: {
      playerId: bigint;
      cp: number;
      reason: string;
      requestedBy: bigint;
      approvedBy: bigint | null;
      ip: string;
    },
  ): Promise<void> {
    const { playerId } = c;
    const cpUnits = before.cpUnits + BigInt(c.cp) * CP_UNITS_PER_CP;
    const after = cpUnits < 0n ? 0n : cpUnits;
    await repo.setCpUnits(tx, playerId, after);
    // The change applied, so the history's adjustments add up to what the player has.
    await repo.insertCpAdjustment(tx, {
      playerId,
      cpUnits: after - before.cpUnits,
      reason: c.reason,
      operatorId: c.requestedBy,
    });
    const [saved] = await settleStanding(tx, [{ ...before, cpUnits: after }], {
      players,
      operators,
    });
    await recordAudit(tx, {
      actorKind: 'operator',
      actorId: (c.approvedBy ?? c.requestedBy).toString(),
      action: 'rewards.cp_adjusted',
      targetKind: 'player',
      targetId: playerId.toString(),
      before: { cpUnits: before.cpUnits, level: before.level, levelMax: before.levelMax },
      after: {
        cpUnits: after,
        level: saved?.level,
        levelMax: saved?.levelMax,
        requestedCp: c.cp,
        reason: c.reason,
        requestedBy: c.requestedBy,
        approvedBy: c.approvedBy,
      },
      ip: c.ip,
    });
  }
  const account = async (playerId: bigint, executor: Executor = db) =>
    (await repo.findAccount(executor, playerId)) ?? emptyAccount(playerId);

  /** Produces not_found for an unknown player. */
  async function cpHistory(playerId: bigint): Promise<CpHistory> {
    await players.get(playerId);
    const from = utcDay(new Date(Date.now() - (CP_HISTORY_DAYS - 1) * DAY_MS));
    const [standing, days, adjustments] = await Promise.all([
      account(playerId),
      repo.cpDays(db, playerId, from),
      repo.cpAdjustments(db, playerId),
    ]);
    const names = await operators.usernames(adjustments.map((a) => a.operatorId));
    return {
      totalCP: formatCp(standing.cpUnits),
      level: standing.level,
      days: days.map((d) => ({
        day: d.day,
        cp: formatCp(d.cpUnits),
        wagered: formatMinor(d.wageredMinor),
        currency: d.currency,
      })),
      adjustments: adjustments.map((a) => ({
        id: a.id.toString(),
        cp: formatCp(a.cpUnits),
        reason: a.reason,
        operator: names.get(a.operatorId.toString()) ?? '',
        createdAt: a.createdAt.toISOString(),
      })),
    };
  }

  async function vipMember(row: repo.RewardAccount): Promise<VipMember> {
    const [names, hosts] = await Promise.all([
      players.usernames([row.playerId]),
      operators.usernames(row.vipHostId === null ? [] : [row.vipHostId]),
    ]);
    return toVipMember(row, names, hosts);
  }

  function toVipMember(
    row: repo.RewardAccount,
    names: Map<string, string>,
    hosts: Map<string, string>,
  ): VipMember {
    return {
      playerId: row.playerId.toString(),
      username: names.get(row.playerId.toString()) ?? '',
      level: row.level,
      category: categoryOf(row.level),
      vipSince: (row.vipSince ?? new Date(0)).toISOString(),
      hostId: row.vipHostId?.toString() ?? null,
      host: row.vipHostId === null ? null : (hosts.get(row.vipHostId.toString()) ?? null),
    };
  }

  return {
    vipTable(): VipTable {
      return {
        categories: LEVEL_CATEGORIES.map((c) => ({
          name: c.name,
          levels: Array.from({ length: c.to - c.from + 1 }, (_, i) => ({
            level: c.from + i,
            requiredCP: requiredCp(c.from + i),
          })),
        })),
      };
    },

    vipTiers: () => ({ tiers: VIP_TIERS.map((t) => ({ ...t, benefits: [...t.benefits] })) }),

    async vipLevel(playerId: bigint): Promise<VipLevel> {
      const a = await account(playerId);
      const next = nextLevelOf(a.level);
      const host =
        a.vipHostId === null
          ? null
          : ((await operators.usernames([a.vipHostId])).get(a.vipHostId.toString()) ?? null);
      return {
        currentCategory: categoryOf(a.level),
        currentLevel: a.level,
        currentPoints: formatCp(a.cpUnits),
        nextCategory: next === null ? null : categoryOf(next),
        nextLevel: next,
        nextRequiredPoints: next === null ? null : requiredCp(next),
        isVip: a.vipSince !== null,
        host,
      };
    },

    async cashback(playerId: bigint, now = new Date()): Promise<Cashback> {
      const [a, player] = await Promise.all([account(playerId), players.get(playerId)]);
      const currency = currencyOf(player.currency);
      const next = nextLevelOf(a.level);
      const claimedToday = a.cashbackClaimedOn === utcDay(now);
      const available = cashbackMinorOf(a.cashbackUnits, currency);
      const levelFloor = BigInt(requiredCp(a.level)) * CP_UNITS_PER_CP;
      return {
        totalCP: formatCp(a.cpUnits),
        currentLevel: a.level,
        cpGained: formatCp(a.cpUnits - levelFloor),
        availableAmount: formatMinor(available),
        currency,
        cpUntilNextLevel:
          next === null
            ? null
            : formatCpNeeded(BigInt(requiredCp(next)) * CP_UNITS_PER_CP - a.cpUnits),
        nextLevel: next,
        nextLevelRequiredCP: next === null ? null : requiredCp(next),
        currentLevelRequiredCP: requiredCp(a.level),
        canClaim: !claimedToday && available > 0n,
        nextClaimAt: claimedToday ? nextUtcMidnight(now) : null,
        lastClaimedOn: a.cashbackClaimedOn,
      };
    },

    /**
     * Pays the cashback accrued since the last claim, once per UTC day: the payment, the claim's
     * row and the units it used up commit together under the account's lock. Produces
     * cashback_already_claimed, cashback_nothing_to_claim.
     */
    async claimCashback(playerId: bigint, now = new Date()): Promise<CashbackClaimResult> {
      const currency = currencyOf((await players.get(playerId)).currency);
      const day = utcDay(now);
      return inTransaction(db, async (tx) => {
        const a = await repo.lockAccount(tx, playerId);
        if (a.cashbackClaimedOn === day) throw new AppError('cashback_already_claimed');
        const amountMinor = cashbackMinorOf(a.cashbackUnits, currency);
        if (amountMinor <= 0n) throw new AppError('cashback_nothing_to_claim');
        if (!(await repo.insertCashbackClaim(tx, { playerId, day, currency, amountMinor })))
          throw new AppError('cashback_already_claimed');
        const reference = `cashback:${playerId}:${day}`;
        await wallet.reward(tx, {
          key: `reward:${reference}`,
          playerId,
          currency,
          amountMinor,
          reference,
        });
        await repo.markCashbackClaimed(
          tx,
          playerId,
          day,
          cashbackUnitsPaidBy(amountMinor, currency),
        );
        return { amount: formatMinor(amountMinor), currency, claimedOn: day };
      });
    },

    async levelRewards(playerId: bigint): Promise<LevelRewards> {
      const [a, player, claims] = await Promise.all([
        account(playerId),
        players.get(playerId),
        repo.levelClaims(db, playerId),
      ]);
      const currency = currencyOf(player.currency);
      const claimed = new Map(claims.map((c) => [c.level, c]));
      return {
        currency,
        currentLevel: a.level,
        rewards: Array.from({ length: LEVEL_MAX }, (_, i) => {
          const level = i + 1;
          const claim = claimed.get(level);
          if (claim)
            return {
              level,
              amount: formatMinor(claim.amountMinor),
              state: 'claimed' as const,
              claimedAt: claim.claimedAt.toISOString(),
            };
          return {
            level,
            amount: formatMinor(levelRewardMinor(level, currency)),
            state: level <= a.levelMax ? ('claimable' as const) : ('locked' as const),
            claimedAt: null,
          };
        }),
      };
    },

    /**
     * Pays a reached level's reward once: the claim's primary key and the payment's idempotency
     * key both stop a second payment, and the account's lock makes concurrent claims take turns.
     * Produces reward_locked, reward_already_claimed.
     */
    async claimLevelReward(
      playerId: bigint,
      level: number,
    ): Promise<{ level: number; amount: string; currency: string }> {
      const currency = currencyOf((await players.get(playerId)).currency);
      return inTransaction(db, async (tx) => {
        const a = await repo.lockAccount(tx, playerId);
        if (level > a.levelMax) throw new AppError('reward_locked');
        const amountMinor = levelRewardMinor(level, currency);
        if (!(await repo.insertLevelClaim(tx, { playerId, level, currency, amountMinor })))
          throw new AppError('reward_already_claimed');
        const reference = `level:${playerId}:${level}`;
        await wallet.reward(tx, {
          key: `reward:${reference}`,
          playerId,
          currency,
          amountMinor,
          reference,
        });
        return { level, amount: formatMinor(amountMinor), currency };
      });
    },

    // Back office.

    async vipMembers(): Promise<{ members: VipMember[] }> {
      const rows = await repo.vipMembers(db);
      const [names, hosts] = await Promise.all([
        players.usernames(rows.map((r) => r.playerId)),
        operators.usernames(rows.flatMap((r) => (r.vipHostId === null ? [] : [r.vipHostId]))),
      ]);
      return { members: rows.map((r) => toVipMember(r, names, hosts)) };
    },

    async hosts() {
      const [holders, counts] = await Promise.all([
        operators.holdersOf('rewards.manage'),
        repo.hostCounts(db),
      ]);
      return {
        hosts: holders.map((h) => ({
          id: h.id.toString(),
          username: h.username,
          memberCount: counts.get(h.id.toString()) ?? 0,
        })),
      };
    },

    /** Gives a VIP member another host, who is told by a vip_member notice; audited. Produces not_found, not_vip_member, vip_host_invalid. */
    async assignHost(by: Operator, playerId: bigint, hostId: bigint): Promise<VipMember> {
      await players.get(playerId);
      const row = await inTransaction(db, async (tx) => {
        const a = await repo.lockAccount(tx, playerId);
        if (a.vipSince === null) throw new AppError('not_vip_member');
        const host = (await operators.holdersOf('rewards.manage', tx)).find((h) => h.id === hostId);
        if (!host) throw new AppError('vip_host_invalid');
        await repo.setHost(tx, playerId, hostId);
        await publishNotice(tx, playerId, 'vip_member', { host: host.username });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'rewards.vip_host_assigned',
          targetKind: 'player',
          targetId: playerId.toString(),
          before: { hostId: a.vipHostId },
          after: { hostId },
          ip: by.ip,
        });
        return { ...a, vipHostId: hostId };
      });
      return vipMember(row);
    },

    cpHistory,

    /**
     * Changes a player's CP by whole points (never below zero), at most the profile's cap either
     * way, records why, and brings the level up to date with the notices the consumer would send;
     * audited. One that makes level rewards worth more than the four-eyes amount claimable is held
     * for a second operator instead (decision 019). Produces not_found, cp_adjustment_over_cap.
     */
    async adjustCp(
      by: Operator,
      playerId: bigint,
      input: { cp: number; reason: string },
    ): Promise<CpAdjustmentResult> {
      if (Math.abs(input.cp) > profile.cpAdjustmentMax)
        throw new AppError('cp_adjustment_over_cap', {
          params: { max: profile.cpAdjustmentMax, profile: profile.name },
          data: { field: 'cp' },
        });
      const approvals = approvalsOf();
      await players.get(playerId);
      // The held request's view is read after the commit: its names come from other domains.
      const held = await inTransaction(db, async (tx) => {
        const before = await repo.lockAccount(tx, playerId);
        const valueEurMinor = cpAdjustmentValueEurMinor(before, input.cp);
        if (approvals.needsApproval(valueEurMinor)) {
          return approvals.hold(tx, by, {
            kind: 'cp_adjustment',
            playerId,
            targetId: null,
            valueEurMinor,
            request: {
              reason: input.reason,
              title: null,
              amount: null,
              currency: null,
              cp: input.cp,
              freeSpins: null,
            },
          });
        }
        await applyCp(tx, before, {
          playerId,
          cp: input.cp,
          reason: input.reason,
          requestedBy: by.id,
          approvedBy: null,
          ip: by.ip,
        });
        return null;
      });
      return {
        ...(await cpHistory(playerId)),
        approval: held === null ? null : await approvals.view(held),
      };
    },

    /**
     * A second operator's decision on a held CP adjustment, applied to the account as it stands
     * now. Produces approval_not_found, approval_state_conflict, approval_own_request.
     */
    async decideCp(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<CpAdjustmentResult> {
      const approvals = approvalsOf();
      const { playerId, held } = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'cp_adjustment', decision, note);
        if (held.playerId === null) throw new Error(`CP approval ${id} names no player`);
        const request = held.request as { cp: number; reason: string };
        if (decision === 'approve')
          await applyCp(tx, await repo.lockAccount(tx, held.playerId), {
            playerId: held.playerId,
            cp: request.cp,
            reason: request.reason,
            requestedBy: held.requestedBy,
            approvedBy: by.id,
            ip: by.ip,
          });
        return { playerId: held.playerId, held };
      });
      return { ...(await cpHistory(playerId)), approval: await approvals.view(held) };
    },

    /** Held CP adjustments of one status, newest first. */
    cpApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('cp_adjustment', status),

    /** The four-eyes amount in EUR, for the back office to say when an adjustment will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,

    async costs(from: string, to: string): Promise<RewardCosts> {
      const rows = await repo.costs(db, from, to);
      return {
        days: rows.map((r) => {
          const [level, cashback, challenge] = [
            BigInt(r.level_minor),
            BigInt(r.cashback_minor),
            BigInt(r.challenge_minor),
          ];
          return {
            day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
            currency: r.currency,
            levelRewards: formatMinor(level),
            cashback: formatMinor(cashback),
            challenges: formatMinor(challenge),
            total: formatMinor(level + cashback + challenge),
          };
        }),
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
