import {
  cashbackMinorOf,
  cashbackUnitsPaidBy,
  categoryOf,
  CP_UNITS_PER_CP,
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
  type JurisdictionProfileName,
  type LevelRewards,
  type VipLevel,
  type VipTable,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createCpAdjustments } from './rewards.cp-adjustments.ts';
import { createRewardsAdmin, emptyAccount } from './rewards.admin.ts';
import * as repo from './rewards.repository.ts';
import {
  currencyOf,
  utcDay,
  type RewardsOperators,
  type RewardsPlayers,
} from './rewards.standing.ts';
import { inTransaction } from '../../db/transaction.ts';

const requiredCp = (level: number): number => LEVEL_REQUIRED_CP[level] ?? 0;
const nextLevelOf = (level: number): number | null => (level < LEVEL_MAX ? level + 1 : null);
const DAY_MS = 86_400_000;

/** The next UTC midnight after `now`, when a new day's cashback claim opens. */
const nextUtcMidnight = (now: Date): string =>
  new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS,
  ).toISOString();

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

/** The loyalty programme a player sees and claims from, with the back office's reading (rewards.admin.ts) and CP corrections (rewards.cp-adjustments.ts). */
export function createRewardsService(deps: RewardsDeps) {
  const { db, wallet, players, operators } = deps;
  const admin = createRewardsAdmin(deps);
  const account = async (playerId: bigint, executor: Executor = db) =>
    (await repo.findAccount(executor, playerId)) ?? emptyAccount(playerId);

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
    ...admin,
    ...createCpAdjustments(deps, admin.cpHistory),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
