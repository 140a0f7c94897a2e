import { z } from 'zod';
import { GrantApprovalSchema } from '../admin/grant-approvals.schemas.ts';
import { CONTRIBUTION_GROUPS } from '../rewards/rewards.constants.ts';
import { SportsPromoTermsSchema } from '../sports/sports.promos.schemas.ts';
import {
  BONUS_EVENT_KINDS,
  BONUS_KINDS,
  BONUS_STATUSES,
  CAMPAIGN_STATUSES,
  DEPOSIT_ORDINALS,
  FREE_SPIN_WINS_TO,
  FREE_SPINS_MAX,
  PROMO_CODE_MAX,
  PROMO_CODE_PATTERN,
} from './bonus.constants.ts';

const money = z.string();
const contributions = z.object(
  Object.fromEntries(
    CONTRIBUTION_GROUPS.map((g) => [g, z.number().int().min(0).max(100)]),
  ) as Record<(typeof CONTRIBUTION_GROUPS)[number], z.ZodNumber>,
);

/** An offer as players see it (public pages, the bonus list, the deposit page). Amounts in the viewer's currency. */
export const BonusOfferSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(BONUS_KINDS),
  title: z.string(),
  summary: z.string(),
  /** The full terms in plain words, in the viewer's language. */
  terms: z.array(z.string()),
  image: z.string(),
  currency: z.string(),
  matchPercent: z.number().int().nullable(),
  maxBonus: money.nullable(),
  minDeposit: money.nullable(),
  depositOrdinal: z.enum(DEPOSIT_ORDINALS).nullable(),
  /** Whether a code is needed (the code itself is never listed). */
  needsCode: z.boolean(),
  wageringMultiplier: z.number().int(),
  maxBet: money,
  contributions,
  excludedGameIds: z.array(z.string()),
  claimDays: z.number().int(),
  spendDays: z.number().int(),
  maxConversion: money.nullable(),
  freeSpins: z
    .object({
      count: z.number().int(),
      bet: money,
      gameId: z.string(),
      gameName: z.string(),
      gameSystem: z.string(),
      gameSlug: z.string(),
      winsTo: z.enum(FREE_SPIN_WINS_TO),
    })
    .nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** For a logged-in player: whether they may take it now, and why not. */
  eligibility: z.enum(['eligible', 'not_eligible', 'login_required']),
});
export type BonusOffer = z.infer<typeof BonusOfferSchema>;
export const BonusOffersSchema = z.object({ offers: z.array(BonusOfferSchema) });

/** A player's bonus, with the spec's fields (section 3). */
export const PlayerBonusSchema = z.object({
  instanceId: z.string(),
  campaignId: z.string(),
  title: z.string(),
  kind: z.enum(BONUS_KINDS),
  status: z.enum(BONUS_STATUSES),
  active: z.boolean(),
  currency: z.string(),
  /** What was granted, and what the bonus holds now (its money and winnings, locked). */
  amount: money,
  bonusBalance: money,
  wageringRequirement: money,
  /** Wagering progress in money: points needed and points gained (spec section 3). */
  pointsNeeded: money,
  pointsGained: money,
  expiry: z.string().nullable(),
  openBets: z.number().int(),
  maxBet: money,
  maxConversion: money.nullable(),
  contributions,
  freeSpinsLeft: z.number().int().nullable(),
  freeSpinsTotal: z.number().int().nullable(),
  gameId: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type PlayerBonus = z.infer<typeof PlayerBonusSchema>;

/** GET /player/bonuses: the active bonus, the queue (oldest first), offers the player may take. */
export const PlayerBonusesSchema = z.object({
  active: PlayerBonusSchema.nullable(),
  queued: z.array(PlayerBonusSchema),
  freeSpins: z.array(PlayerBonusSchema),
  available: z.array(BonusOfferSchema),
});
export type PlayerBonuses = z.infer<typeof PlayerBonusesSchema>;

/** GET /player/bonuses/history: each bonus with its steps, and the rounds that counted (spec section 3). */
export const BonusHistorySchema = z.object({
  bonuses: z.array(
    PlayerBonusSchema.extend({
      events: z.array(
        z.object({
          kind: z.enum(BONUS_EVENT_KINDS),
          amount: money.nullable(),
          operationId: z.string().nullable(),
          at: z.string(),
        }),
      ),
      rounds: z.array(
        z.object({
          round: z.string(),
          gameName: z.string(),
          provider: z.string(),
          time: z.string(),
          wager: money,
          gameGroup: z.string(),
          contributionPercent: z.number().int(),
          pointContribution: money,
        }),
      ),
    }),
  ),
});
export type BonusHistory = z.infer<typeof BonusHistorySchema>;

/** POST /player/bonuses/promo (spec section 5: 'Please enter promotional code'). */
export const PromoCodeRequestSchema = z.object({
  code: z
    .string({ error: 'promo_code_required' })
    .trim()
    .min(1, { error: 'promo_code_required' })
    .max(PROMO_CODE_MAX, { error: 'too_long' })
    .regex(PROMO_CODE_PATTERN, { error: 'promo_code_unknown' }),
});
export const PromoCodeResultSchema = z.object({
  offer: BonusOfferSchema,
  instance: PlayerBonusSchema.nullable(),
});

export const BonusForfeitParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
});
export const BonusForfeitRequestSchema = z.object({
  confirm: z.literal(true, { error: 'confirmation_required' }),
});

/** What the game page shows while a bonus is active: bonus money in play and the max bet. */
export const BonusPlayStateSchema = z.object({
  isBonusActive: z.boolean(),
  bonusBalance: money,
  maxBet: money.nullable(),
  currency: z.string(),
  freeSpinsLeft: z.number().int().nullable(),
});

/** The bonus progress pushed on the private channel while the player plays. */
export const BonusProgressPushSchema = z.object({
  type: z.literal('player.bonus'),
  instanceId: z.string(),
  status: z.enum(BONUS_STATUSES),
  pointsGained: money,
  pointsNeeded: money,
  bonusBalance: money,
});

// Back office.

const eurAmount = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' });
const texts = z.record(
  z.string(),
  z.object({ title: z.string().trim().min(1).max(120), summary: z.string().trim().max(500) }),
);

export const CampaignInputSchema = z.object({
  kind: z.enum(BONUS_KINDS, { error: 'invalid_value' }),
  url: z
    .string()
    .trim()
    .min(3, { error: 'too_short' })
    .max(80, { error: 'too_long' })
    .regex(/^[a-z0-9-]+$/, { error: 'invalid_value' }),
  texts,
  matchPercent: z.number().int().min(1).max(500).nullable(),
  maxBonusEur: eurAmount.nullable(),
  minDepositEur: eurAmount.nullable(),
  depositOrdinal: z.enum(DEPOSIT_ORDINALS).nullable(),
  promoCode: z
    .string()
    .trim()
    .max(PROMO_CODE_MAX)
    .regex(PROMO_CODE_PATTERN, { error: 'invalid_value' })
    .nullable(),
  promoCodeMaxUses: z.number().int().min(1).nullable(),
  wageringMultiplier: z.number().int().min(0).max(100),
  maxBetEur: eurAmount,
  contributions,
  excludedGameIds: z.array(z.string().max(100)).max(500),
  claimDays: z.number().int().min(1).max(365),
  spendDays: z.number().int().min(1).max(365),
  maxConversionEur: eurAmount.nullable(),
  perPlayerLimit: z.number().int().min(1).max(100),
  totalGrantsLimit: z.number().int().min(1).nullable(),
  budgetEur: eurAmount.nullable(),
  isWelcome: z.boolean(),
  freeSpins: z
    .object({
      gameId: z.string().min(1).max(100),
      count: z.number().int().min(1).max(FREE_SPINS_MAX),
      betEur: eurAmount,
      winsTo: z.enum(FREE_SPIN_WINS_TO),
    })
    .nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the campaign also counts sportsbook bets (refused by a profile that forbids mixed products). */
  includesSports: z.boolean().default(false),
  /** A sports free bet's or boost's terms (kinds sports_free_bet, sports_boost). */
  sportsPromo: SportsPromoTermsSchema.nullish(),
});
export type CampaignInput = z.infer<typeof CampaignInputSchema>;

export const CampaignSchema = CampaignInputSchema.extend({
  id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  grantedCount: z.number().int(),
  promoCodeUses: z.number().int(),
  /** What the campaign has given out, in EUR, against its budget (what it cost the house is the bonus cost report's). */
  grantedEur: money,
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignsSchema = z.object({
  campaigns: z.array(CampaignSchema),
  profile: z.object({
    key: z.string(),
    name: z.string(),
    wageringMultiplierMax: z.number(),
    allowsMixedProducts: z.boolean(),
    spendWindowDaysMax: z.number(),
    wageringMultiplierMin: z.number(),
    playerGrantEurMax: z.number(),
    campaignEurMax: z.number(),
    cpAdjustmentMax: z.number(),
  }),
});
export const CampaignStatusChangeSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES, { error: 'invalid_value' }),
});
export const BonusGrantSchema = z.object({
  campaignId: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
  amount: eurAmount.optional(),
  reason: z.string().trim().min(3, { error: 'too_short' }).max(500, { error: 'too_long' }),
});
/**
 * A campaign's expected cost to the house before it runs (issue 22): for a bonus of `basisEur`
 * (its largest grant; 100.00 EUR for a manual campaign, whose amount is chosen per grant; the
 * spins' face value for free spins), what a player loses clearing it on the cheapest game its
 * contribution table allows (`clearing`) and what the house expects to pay for it all the same.
 */
export const CampaignCostEstimateSchema = z.object({
  campaignId: z.string(),
  title: z.string(),
  kind: z.enum(BONUS_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  wageringMultiplier: z.number().int(),
  basisEur: money,
  isBasisNominal: z.boolean(),
  clearing: z
    .object({
      gameId: z.string(),
      gameName: z.string(),
      group: z.enum(CONTRIBUTION_GROUPS),
      rtpPercent: money,
      contributionPercent: z.number().int(),
    })
    .nullable(),
  clearingCostEur: money,
  expectedCostEur: money,
  /** The expected cost as a share of the basis, in percent with two decimals. */
  expectedCostPercent: money,
});
export type CampaignCostEstimate = z.infer<typeof CampaignCostEstimateSchema>;
export const BonusCostsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      currency: z.string(),
      granted: money,
      converted: money,
      forfeited: money,
      freeSpinStakes: money,
      cost: money,
    }),
  ),
  campaigns: z.array(CampaignCostEstimateSchema),
});
/** An operator's grant: given at once (`bonus`), or above the four-eyes amount held for a second operator (`approval`). */
export const BonusGrantResultSchema = z.object({
  bonus: PlayerBonusSchema.nullable(),
  approval: GrantApprovalSchema.nullable(),
});
export type BonusGrantResult = z.infer<typeof BonusGrantResultSchema>;
