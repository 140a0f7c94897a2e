import { z } from 'zod';

/**
 * The seamless-wallet API external game providers call (the semantics aggregators use). Every
 * request is signed: x-orca-signature = `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.<raw body>")>`,
 * refused when the time is more than five minutes off, so a captured request cannot be replayed later.
 */
export const PROVIDER_SIGNATURE_HEADER = 'x-orca-signature';
export const WALLET_ACTIONS = [
  'authenticate',
  'balance',
  'bet',
  'win',
  'rollback',
  'endRound',
  'promoWin',
] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

const id = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' });
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'amount_invalid' });

export const WalletAuthenticateSchema = z.object({ launchToken: z.string().min(1).max(200) });
export const WalletBalanceRequestSchema = z.object({ sessionToken: z.string().min(1).max(200) });
export const WalletBetSchema = z.object({
  sessionToken: z.string().min(1).max(200),
  transactionId: id,
  roundId: id,
  amount,
  currency: z.string().length(3),
});
export const WalletWinSchema = WalletBetSchema.extend({ isRoundEnd: z.boolean().default(false) });
export const WalletRollbackSchema = z.object({
  sessionToken: z.string().min(1).max(200),
  transactionId: id,
  betTransactionId: id,
  roundId: id,
});
export const WalletEndRoundSchema = z.object({
  sessionToken: z.string().min(1).max(200),
  roundId: id,
});

export const WalletSessionSchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.string(),
  language: z.string(),
  game: z.string(),
  homeUrl: z.string().nullable(),
});
export const WalletBalanceSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().optional(),
});

/**
 * Network promotions a provider runs across every casino offering its games (decision 017). The
 * provider publishes each promotion and its standings through signed calls
 * (POST /provider/{providerId}/promotions/publish and …/standings) and pays prizes with the
 * wallet's `promoWin`, idempotent by its transaction id and capped by the published prize pool.
 */
export const WALLET_PROMO_PRIZE_KINDS = ['drop', 'tournament'] as const;
export type WalletPromoPrizeKind = (typeof WALLET_PROMO_PRIZE_KINDS)[number];

export const WalletPromoWinSchema = z.object({
  transactionId: id,
  promotionId: id,
  /** The player id `authenticate` gave the provider. */
  playerId: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
  currency: z.string().length(3),
  amount,
  prizeKind: z.enum(WALLET_PROMO_PRIZE_KINDS),
  rank: z.int().min(1).max(100_000).optional(),
});
export type WalletPromoWin = z.infer<typeof WalletPromoWinSchema>;
export const WalletPromoWinResultSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string(),
  amount: z.string(),
});

const money = z.object({ currency: z.string().length(3), amount });
const promotionText = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().max(500).default(''),
  terms: z.string().max(20_000).default(''),
});

/** One line of a network promotion's leaderboard, as the provider shows it: players of every casino it serves. */
export const NetworkStandingSchema = z.object({
  rank: z.int().min(1),
  /** The name the provider shows (masked for other casinos' players). */
  player: z.string().trim().min(1).max(40),
  /** The casino the player plays at. */
  casino: z.string().trim().min(1).max(60),
  /** The score as the provider displays it (e.g. "x152.40"). */
  score: z.string().trim().min(1).max(24),
  /** The prize this rank wins, as the provider displays it. */
  prize: z.string().max(40).optional(),
});
export type NetworkStanding = z.infer<typeof NetworkStandingSchema>;
export const NETWORK_STANDINGS_MAX = 100;

export const NetworkPromotionPublishSchema = z
  .object({
    promotionId: id,
    url: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'invalid_value' })
      .max(80),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** The provider's own game ids (its slugs); Orca maps them to its catalogue. */
    games: z.array(id).max(200),
    /** The most the promotion pays in each currency: Orca refuses promotional wins past it. */
    prizePool: z.array(money).min(1).max(20),
    minBet: money.optional(),
    /** Tournament prizes by rank range. */
    prizes: z
      .array(
        z.object({
          fromRank: z.int().min(1),
          toRank: z.int().min(1),
          currency: z.string().length(3),
          amount,
        }),
      )
      .max(100)
      .default([]),
    /** Prize drops: a fixed prize won on a qualifying bet with the published probability. */
    drops: z
      .object({
        currency: z.string().length(3),
        amount,
        chance: z.string().max(20),
        perDay: z.int().min(0).max(100_000),
      })
      .optional(),
    translations: z
      .record(z.string().min(2).max(5), promotionText)
      .refine((t) => t.en !== undefined, { error: 'required' }),
    standings: z.array(NetworkStandingSchema).max(NETWORK_STANDINGS_MAX).optional(),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    error: 'invalid_value',
    path: ['endsAt'],
  });
export type NetworkPromotionPublish = z.input<typeof NetworkPromotionPublishSchema>;

export const NetworkStandingsPublishSchema = z.object({
  promotionId: id,
  standings: z.array(NetworkStandingSchema).max(NETWORK_STANDINGS_MAX),
});
export const NetworkPromotionPublishedSchema = z.object({
  id: z.string(),
  url: z.string(),
  games: z.array(z.string()),
  standingsAt: z.string().nullable(),
});

/** The back office's invoice view: per promotion, what the provider paid through promoWin, per currency. */
export const NetworkPromotionWinsSchema = z.object({
  promotions: z.array(
    z.object({
      providerId: z.string(),
      promotionId: z.string(),
      tournamentId: z.string().nullable(),
      title: z.string(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      totals: z.array(
        z.object({
          currency: z.string(),
          wins: z.int(),
          drops: z.int(),
          amount: z.string(),
          prizePool: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type NetworkPromotionWins = z.infer<typeof NetworkPromotionWinsSchema>;
