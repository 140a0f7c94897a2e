import { z } from 'zod';
import { GrantApprovalSchema } from '../admin/grant-approvals.schemas.ts';
import {
  daysBetween,
  REPORT_RANGE_DAYS_MAX,
  ReportDaySchema,
  resolveReportRange,
} from '../reports/reports.schemas.ts';
import {
  CHALLENGE_STATUSES,
  CHALLENGE_TABLE,
  CONTRIBUTION_GROUPS,
  LEVEL_CATEGORIES,
  LEVEL_MAX,
  VIP_BENEFITS,
} from './rewards.constants.ts';

const categoryName = z.enum(LEVEL_CATEGORIES.map((c) => c.name) as [string, ...string[]]);
const money = z.string();

/** GET /vip/table (spec section 3). */
export const VipTableSchema = z.object({
  categories: z.array(
    z.object({
      name: categoryName,
      levels: z.array(z.object({ level: z.number().int(), requiredCP: z.number().int() })),
    }),
  ),
});
export type VipTable = z.infer<typeof VipTableSchema>;

/** GET /vip/tiers: VIP tier entries (spec section 3); wager range in EUR. */
export const VipTierSchema = z.object({
  name: z.string(),
  image: z.string(),
  wagerFromEur: z.number(),
  wagerToEur: z.number(),
  benefits: z.array(z.enum(VIP_BENEFITS)),
  colour: z.string(),
});
export const VipTiersSchema = z.object({ tiers: z.array(VipTierSchema) });
export type VipTier = z.infer<typeof VipTierSchema>;

/** GET /player/vip/level: the player's place; every `next` field is null at the top. */
export const VipLevelSchema = z.object({
  currentCategory: categoryName.nullable(),
  currentLevel: z.number().int(),
  currentPoints: z.string(),
  nextCategory: categoryName.nullable(),
  nextLevel: z.number().int().nullable(),
  nextRequiredPoints: z.number().int().nullable(),
  isVip: z.boolean(),
  /** The VIP host's display name, once one is assigned. */
  host: z.string().nullable(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

/** GET /player/cashback (spec section 3's cashback panel). */
export const CashbackSchema = z.object({
  totalCP: z.string(),
  currentLevel: z.number().int(),
  /** CP gained since the current level was reached. */
  cpGained: z.string(),
  /** Cashback claimable now, in the player's currency. */
  availableAmount: money,
  currency: z.string(),
  /** CP still needed for the next level; null at the top. */
  cpUntilNextLevel: z.string().nullable(),
  nextLevel: z.number().int().nullable(),
  nextLevelRequiredCP: z.number().int().nullable(),
  currentLevelRequiredCP: z.number().int(),
  /** Whether a claim is possible now, and when the next one opens (UTC midnight) if not. */
  canClaim: z.boolean(),
  nextClaimAt: z.string().nullable(),
  lastClaimedOn: z.string().nullable(),
});
export type Cashback = z.infer<typeof CashbackSchema>;

export const CashbackClaimResultSchema = z.object({
  amount: money,
  currency: z.string(),
  claimedOn: z.string(),
});
export type CashbackClaimResult = z.infer<typeof CashbackClaimResultSchema>;

export const LEVEL_REWARD_STATES = ['locked', 'claimable', 'claimed'] as const;
export type LevelRewardState = (typeof LEVEL_REWARD_STATES)[number];

/** GET /player/rewards: every level's reward and its state for the player. */
export const LevelRewardsSchema = z.object({
  currency: z.string(),
  currentLevel: z.number().int(),
  rewards: z.array(
    z.object({
      level: z.number().int(),
      amount: money,
      state: z.enum(LEVEL_REWARD_STATES),
      claimedAt: z.string().nullable(),
    }),
  ),
});
export type LevelRewards = z.infer<typeof LevelRewardsSchema>;

export const LevelRewardClaimSchema = z.object({
  level: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(LEVEL_MAX, { error: 'invalid_value' }),
});
export const LevelRewardClaimResultSchema = z.object({
  level: z.number().int(),
  amount: money,
  currency: z.string(),
});

/** GET /challenges: open and won challenges (public). Amounts in the viewer's currency. */
export const ChallengeSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  /** Where the lobby opens the game: /play/{system}/{title}. */
  gameSystem: z.string(),
  gameSlug: z.string(),
  multiplier: z.number().int(),
  prize: money,
  minBet: money,
  currency: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  winner: z.string().nullable(),
  wonAt: z.string().nullable(),
});
export const ChallengesSchema = z.object({ challenges: z.array(ChallengeSchema) });
export type Challenge = z.infer<typeof ChallengeSchema>;

// Back office.

export const ChallengeCreateSchema = z.object({
  gameId: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(100, { error: 'too_long' }),
  multiplier: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .refine((m) => CHALLENGE_TABLE.some((row) => row.multiplier === m), { error: 'invalid_value' }),
});
export const ChallengeStatusChangeSchema = z.object({
  status: z.enum(['open', 'paused'], { error: 'invalid_value' }),
});

export const AdminChallengeSchema = ChallengeSchema.extend({
  winnerPlayerId: z.string().nullable(),
  winnerRoundId: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminChallengesSchema = z.object({ challenges: z.array(AdminChallengeSchema) });
export type AdminChallenge = z.infer<typeof AdminChallengeSchema>;

export const VipMemberSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  level: z.number().int(),
  category: categoryName.nullable(),
  vipSince: z.string(),
  hostId: z.string().nullable(),
  host: z.string().nullable(),
});
export const VipMembersSchema = z.object({ members: z.array(VipMemberSchema) });
export type VipMember = z.infer<typeof VipMemberSchema>;
/** Operators who can host VIP members (they hold rewards.manage). */
export const VipHostsSchema = z.object({
  hosts: z.array(z.object({ id: z.string(), username: z.string(), memberCount: z.number().int() })),
});
export const VipHostAssignSchema = z.object({
  hostId: z.string({ error: 'required' }).regex(/^\d{1,18}$/, { error: 'invalid_value' }),
});

/** CP history: per day of play, and operators' adjustments. */
export const CpHistorySchema = z.object({
  totalCP: z.string(),
  level: z.number().int(),
  days: z.array(
    z.object({ day: z.string(), cp: z.string(), wagered: money, currency: z.string() }),
  ),
  adjustments: z.array(
    z.object({
      id: z.string(),
      cp: z.string(),
      reason: z.string(),
      operator: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type CpHistory = z.infer<typeof CpHistorySchema>;
/** A CP adjustment's answer: the history, and the request when it waits for a second operator (decision 019). */
export const CpAdjustmentResultSchema = CpHistorySchema.extend({
  approval: GrantApprovalSchema.nullable(),
});
export type CpAdjustmentResult = z.infer<typeof CpAdjustmentResultSchema>;
export const CpAdjustmentSchema = z.object({
  /** Whole CP, positive or negative, at most a million either way. */
  cp: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(-1_000_000, { error: 'invalid_value' })
    .max(1_000_000, { error: 'invalid_value' })
    .refine((cp) => cp !== 0, { error: 'invalid_value' }),
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(3, { error: 'too_short' })
    .max(500, { error: 'too_long' }),
});

/** Rewards' cost per day and currency: what level rewards, cashback and challenges paid. */
export const RewardCostsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      currency: z.string(),
      levelRewards: money,
      cashback: money,
      challenges: money,
      total: money,
    }),
  ),
});
export type RewardCosts = z.infer<typeof RewardCostsSchema>;
/** GET /admin/rewards/costs: a range of UTC days, 30 days to today unless given (as the reports). */
export const RewardCostsQuerySchema = z
  .object({ from: ReportDaySchema.optional(), to: ReportDaySchema.optional() })
  .superRefine((query, ctx) => {
    const { from, to } = resolveReportRange(query);
    if (from > to)
      ctx.addIssue({
        code: 'custom',
        message: 'date_range_invalid',
        path: [query.to === undefined ? 'from' : 'to'],
      });
    else if (daysBetween(from, to) > REPORT_RANGE_DAYS_MAX)
      ctx.addIssue({ code: 'custom', message: 'date_range_too_long', path: ['from'] });
  });

export const ContributionGroupSchema = z.enum(CONTRIBUTION_GROUPS);
