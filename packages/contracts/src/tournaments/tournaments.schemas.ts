import { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import {
  TOURNAMENT_ENROLMENTS,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_RECURRENCES,
  TOURNAMENT_SCORING,
  TOURNAMENT_STATUSES,
  ADMIN_TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from './tournaments.constants.ts';

const money = z.string();

/** GET /tournaments?type=slot-race|network: without a type, both. */
export const TournamentsQuerySchema = z.object({
  type: z.enum(TOURNAMENT_TYPES, { error: 'invalid_value' }).optional(),
});

/** first_n_multipliers counts the first `n` qualifying bets; multiplier_points scores by `bands`. */
export const MultiplierBandSchema = z.object({
  minMultiplier: z
    .number({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(1_000_000, { error: 'invalid_value' }),
  points: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(1_000_000, { error: 'invalid_value' }),
});
export const ScoringParamsSchema = z.object({
  n: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(10_000, { error: 'invalid_value' })
    .optional(),
  bands: z.array(MultiplierBandSchema).max(10, { error: 'invalid_value' }).optional(),
});
export type ScoringParams = z.infer<typeof ScoringParamsSchema>;

/** A free-spins prize's spins, as the campaign gives them. */
export const TournamentPrizeFreeSpinsSchema = z.object({
  count: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  gameSystem: z.string(),
  gameSlug: z.string(),
});

/**
 * A prize as the player sees it: a rank range and what each rank in it wins, in the viewer's
 * currency: cash (`amount`), free spins (`freeSpins`), or a bonus (`amount`, wagered
 * `wageringMultiplier` times). `title` is the bonus campaign's, in the viewer's language.
 */
export const TournamentPrizeSchema = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  /** Cash and bonus prizes: the amount per rank; "0.00" for free spins. */
  amount: money,
  currency: z.string(),
  freeSpins: TournamentPrizeFreeSpinsSchema.nullable(),
  wageringMultiplier: z.number().int().nullable(),
  title: z.string().nullable(),
});
export type TournamentPrize = z.infer<typeof TournamentPrizeSchema>;

/** A leaderboard row: masked username; score in the rule's unit (EUR wagered, ×, points) as a decimal string. */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  score: z.string(),
  reachedAt: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const TournamentListItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(TOURNAMENT_TYPES),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  enrolment: z.enum(TOURNAMENT_ENROLMENTS),
  scoring: z.enum(TOURNAMENT_SCORING),
  /** Sum of the cash prizes in the viewer's currency ("0.00" for a network promotion: the provider pays). */
  prizePool: money,
  currency: z.string(),
  /** Network promotions: the provider's name; null for slot races. */
  provider: z.string().nullable(),
});
export type TournamentListItem = z.infer<typeof TournamentListItemSchema>;
export const TournamentsListSchema = z.object({ tournaments: z.array(TournamentListItemSchema) });
export type TournamentsList = z.infer<typeof TournamentsListSchema>;

/** GET /tournaments/{url}: texts in the request's language (en fallback), terms as sanitized HTML. */
export const TournamentDetailSchema = TournamentListItemSchema.extend({
  language: z.string(),
  termsHtml: z.string(),
  games: z.array(
    z.object({ id: z.string(), name: z.string(), system: z.string(), slug: z.string() }),
  ),
  /** Minimum qualifying bet in the viewer's currency. */
  minBet: money,
  scoringParams: ScoringParamsSchema,
  prizes: z.array(TournamentPrizeSchema),
  /** Top 50 (slot races), or the standings as the provider last published them (network). */
  leaderboard: z.array(LeaderboardEntrySchema),
  leaderboardAt: z.string().nullable(),
  /** The caller's own place, when logged in; rank null until a qualifying round scores. */
  me: z
    .object({
      joined: z.boolean(),
      rank: z.number().int().nullable(),
      score: z.string(),
      qualifyingBets: z.number().int(),
    })
    .nullable(),
});
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

/** POST /player/tournaments/{id}/join. */
export const TournamentJoinParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
});
export const TournamentJoinResultSchema = z.object({
  tournamentId: z.string(),
  joined: z.literal(true),
  joinedAt: z.string(),
});
export type TournamentJoinResult = z.infer<typeof TournamentJoinResultSchema>;

/** Public realtime feed: a race's leaderboard after the scores changed. */
export const TournamentLeaderboardMessageSchema = z.object({
  type: z.literal('tournament.leaderboard'),
  tournamentId: z.string(),
  url: z.string(),
  leaderboard: z.array(LeaderboardEntrySchema),
  at: z.string(),
});
export type TournamentLeaderboardMessage = z.infer<typeof TournamentLeaderboardMessageSchema>;

// Back office.

const decimalEur = z
  .string({ error: 'required' })
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'invalid_value' });
const isoDate = z.iso.datetime({ offset: true, error: 'invalid_value' });

const rankOf = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(10_000, { error: 'invalid_value' });
const campaignIdOf = z
  .string({ error: 'required' })
  .regex(/^[1-9]\d{0,17}$/, { error: 'required' });

/**
 * A stored prize per rank of its range: cash (EUR, converted to the winner's currency at the
 * contracts' equivalents), a free-spins campaign's spins, or a bonus from a bonus campaign
 * (deposit or manual) of `amountEur`, granted through the bonus engine with the campaign's terms.
 */
export const TournamentPrizeInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        fromRank: rankOf,
        toRank: rankOf,
        kind: z.literal('cash'),
        amountEur: decimalEur,
      }),
      z.object({
        fromRank: rankOf,
        toRank: rankOf,
        kind: z.literal('free_spins'),
        campaignId: campaignIdOf,
      }),
      z.object({
        fromRank: rankOf,
        toRank: rankOf,
        kind: z.literal('bonus'),
        campaignId: campaignIdOf,
        amountEur: decimalEur,
      }),
    ],
    { error: 'invalid_value' },
  )
  .refine((p) => p.toRank >= p.fromRank, { error: 'invalid_value', path: ['toRank'] });
export type TournamentPrizeInput = z.infer<typeof TournamentPrizeInputSchema>;

export const TournamentTextSchema = z.object({
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(120, { error: 'too_long' }),
  summary: z.string().trim().max(500, { error: 'too_long' }).default(''),
  terms: z.string().max(20_000, { error: 'too_long' }).default(''),
});

export const TournamentInputSchema = z
  .object({
    url: z
      .string({ error: 'required' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'invalid_value' })
      .max(100, { error: 'too_long' }),
    startsAt: isoDate,
    endsAt: isoDate,
    recurrence: z.enum(TOURNAMENT_RECURRENCES, { error: 'invalid_value' }),
    gameIds: z
      .array(z.string().min(1).max(100))
      .min(1, { error: 'required' })
      .max(200, { error: 'invalid_value' }),
    minBetEur: decimalEur,
    enrolment: z.enum(TOURNAMENT_ENROLMENTS, { error: 'invalid_value' }),
    scoring: z.enum(TOURNAMENT_SCORING, { error: 'invalid_value' }),
    scoringParams: ScoringParamsSchema,
    prizes: z
      .array(TournamentPrizeInputSchema)
      .min(1, { error: 'required' })
      .max(20, { error: 'invalid_value' }),
    /** Per language; en is required (the fallback). */
    texts: z
      .partialRecord(z.enum(LANGUAGES), TournamentTextSchema)
      .refine((t) => t.en !== undefined, { error: 'required', path: ['en'] }),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['endsAt'] });
    if (v.scoring === 'first_n_multipliers' && v.scoringParams.n === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['scoringParams', 'n'] });
    if (v.scoring === 'multiplier_points' && (v.scoringParams.bands ?? []).length === 0)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['scoringParams', 'bands'] });
    const ranks = [...v.prizes].sort((a, b) => a.fromRank - b.fromRank);
    for (let i = 1; i < ranks.length; i += 1) {
      if (ranks[i]!.fromRank <= ranks[i - 1]!.toRank)
        ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['prizes', i, 'fromRank'] });
    }
  });
export type TournamentInput = z.infer<typeof TournamentInputSchema>;

export const AdminTournamentSchema = z.object({
  id: z.string(),
  kind: z.enum(['slot_race', 'network']),
  url: z.string(),
  title: z.string(),
  status: z.enum(ADMIN_TOURNAMENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  recurrence: z.enum(TOURNAMENT_RECURRENCES),
  gameIds: z.array(z.string()),
  minBetEur: z.string(),
  enrolment: z.enum(TOURNAMENT_ENROLMENTS),
  scoring: z.enum(TOURNAMENT_SCORING),
  scoringParams: ScoringParamsSchema,
  prizes: z.array(TournamentPrizeInputSchema),
  texts: z.partialRecord(
    z.enum(LANGUAGES),
    z.object({ title: z.string(), summary: z.string(), terms: z.string() }),
  ),
  entries: z.number().int(),
  createdAt: z.string(),
});
export type AdminTournament = z.infer<typeof AdminTournamentSchema>;
export const AdminTournamentsSchema = z.object({ tournaments: z.array(AdminTournamentSchema) });

export const AdminLeaderboardSchema = z.object({
  entries: z.array(
    z.object({
      rank: z.number().int(),
      playerId: z.string(),
      username: z.string(),
      score: z.string(),
      qualifyingBets: z.number().int(),
      reachedAt: z.string().nullable(),
    }),
  ),
});
/** A rank's payout: paid, or skipped with the bonus engine's reason (a self-excluded winner, a campaign out of budget), never retried. */
export const TOURNAMENT_PAYOUT_STATUSES = ['paid', 'skipped'] as const;
export const AdminTournamentPayoutsSchema = z.object({
  payouts: z.array(
    z.object({
      rank: z.number().int(),
      playerId: z.string(),
      username: z.string(),
      kind: z.enum(TOURNAMENT_PRIZE_KINDS),
      /** Cash and bonus: the amount in the winner's currency; free spins: "0.00". */
      amount: money,
      currency: z.string(),
      freeSpins: z.number().int().nullable(),
      campaignId: z.string().nullable(),
      status: z.enum(TOURNAMENT_PAYOUT_STATUSES),
      /** A skipped payout's result code (self_excluded, campaign_limit_reached, …). */
      reason: z.string().nullable(),
      paidAt: z.string(),
    }),
  ),
});
