import { z } from 'zod';
import { SameOriginPathSchema } from '../common/urls.ts';
import { CLIENT_SEED_MAX, KENO_RISKS, PLINKO_RISKS } from './games.constants.ts';
import { RoundOutcomeSchema, VerifiedOutcomeSchema } from './outcome.schemas.ts';

const amount = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' });
const flag = z
  .enum(['', '1', 'true', '0', 'false'], { error: 'invalid_value' })
  .optional()
  .transform((v) => v !== undefined && v !== '0' && v !== 'false');

/**
 * GET /player/game/{id}: where the game page's frame goes. The game's Home and Deposit buttons
 * follow homeUrl and cashierUrl, so only paths on this site are taken (no open redirect).
 */
export const LaunchQuerySchema = z.object({
  play_for_fun: flag,
  homeUrl: SameOriginPathSchema.optional(),
  cashierUrl: SameOriginPathSchema.optional(),
  mobile: flag,
});
export const LaunchSchema = z.object({
  url: z.string(),
  mode: z.enum(['real', 'fun']),
  gameId: z.string(),
});

/** The provably-fair state a player sees before betting. */
export const FairStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
});
export type FairState = z.infer<typeof FairStateSchema>;
export const RevealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonceCount: z.number(),
});
export const SeedsSchema = z.object({
  current: FairStateSchema,
  previous: RevealedSeedSchema.nullable(),
});
export const ClientSeedRequestSchema = z.object({
  clientSeed: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CLIENT_SEED_MAX, { error: 'too_long' })
    .regex(/^[\x21-\x7e]+$/, { error: 'client_seed_invalid' }),
});

/** POST /play/session: the game client trades its one-time launch token for a game session. */
export const GameSessionRequestSchema = z.object({
  token: z.string({ error: 'token_required' }).min(1, { error: 'token_required' }).max(200),
});
export const GameSessionSchema = z.object({
  sessionToken: z.string(),
  gameId: z.string(),
  slug: z.string(),
  mode: z.enum(['real', 'fun']),
  currency: z.string(),
  balance: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  /** The active bonus's max bet in real play (a larger stake is refused), else null: a game greys out what it would refuse. */
  bonusMaxBet: z.string().nullable(),
  fair: FairStateSchema,
  homeUrl: z.string().nullable(),
  cashierUrl: z.string().nullable(),
});
export type GameSession = z.infer<typeof GameSessionSchema>;
/** GET /play/balance: what a game shows again when it reopens its session. */
export const GameBalanceSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  bonusMaxBet: z.string().nullable(),
});
export type GameBalance = z.infer<typeof GameBalanceSchema>;

export const BetSchema = z.object({ bet: amount });
/**
 * A slot spin. `freeSpins` plays one of the player's free spins on this game instead (issue 13):
 * the bonus's fixed bet is used whatever `bet` says, and no money of the player's moves.
 */
export const SlotSpinRequestSchema = BetSchema.extend({
  isBonusBuy: z.boolean().default(false),
  freeSpins: z.boolean().default(false),
});
export const DiceRequestSchema = BetSchema.extend({
  target: z.number({ error: 'invalid_value' }).min(0.01).max(99.99),
  direction: z.enum(['over', 'under'], { error: 'invalid_value' }),
});
export const LimboRequestSchema = BetSchema.extend({
  target: z.number({ error: 'invalid_value' }).min(1.01).max(1_000_000),
});
export const KenoRequestSchema = BetSchema.extend({
  picks: z
    .array(z.number().int().min(1).max(40), { error: 'invalid_value' })
    .min(1, { error: 'keno_picks' })
    .max(10, { error: 'keno_picks' })
    .refine((picks) => new Set(picks).size === picks.length, { error: 'keno_picks' }),
  risk: z.enum(KENO_RISKS, { error: 'invalid_value' }),
});
export const PlinkoRequestSchema = BetSchema.extend({
  rows: z.number({ error: 'invalid_value' }).int().min(8).max(16),
  risk: z.enum(PLINKO_RISKS, { error: 'invalid_value' }),
});
export const MinesStartRequestSchema = BetSchema.extend({
  mines: z.number({ error: 'invalid_value' }).int().min(1).max(24),
});
export const MinesRevealRequestSchema = z.object({
  roundId: z.uuid({ error: 'invalid_value' }),
  tile: z.number({ error: 'invalid_value' }).int().min(0).max(24),
});
export const MinesCashoutRequestSchema = z.object({ roundId: z.uuid({ error: 'invalid_value' }) });
export const CrashBetRequestSchema = BetSchema.extend({
  autoCashout: z
    .number({ error: 'invalid_value' })
    .min(1.01)
    .max(1_000_000)
    .nullable()
    .default(null),
});

/** Every in-house bet answers a round: what was staked, what it paid, the outcome, and how to verify it. */
export const RoundSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  mode: z.enum(['real', 'fun']),
  status: z.enum(['open', 'closed', 'rolled_back']),
  bet: z.string(),
  win: z.string(),
  currency: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  /** The game's own outcome, one shape per game (grid and wins, roll, drawn numbers, …); null for external providers' rounds. */
  outcome: RoundOutcomeSchema.nullable(),
  multiplier: z.string(),
  fair: z
    .object({
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number(),
      serverSeed: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Round = z.infer<typeof RoundSchema>;
/**
 * A player's free spins on one slot (issue 13): spins left and granted of the bonus being played,
 * its fixed bet, what its spins have won so far, and where the winnings go after the last spin
 * (a bonus with this wagering multiplier, or cash). `leftOnGame` counts every free-spins bonus on the game.
 */
export const FreeSpinsStateSchema = z.object({
  instanceId: z.string(),
  left: z.number().int(),
  total: z.number().int(),
  leftOnGame: z.number().int(),
  bet: z.string(),
  winnings: z.string(),
  winsTo: z.enum(['bonus', 'cash']),
  wageringMultiplier: z.number().int(),
  /** True on the answer to the bonus's last spin: its winnings have gone where `winsTo` says. */
  isFinished: z.boolean(),
});
export type FreeSpinsState = z.infer<typeof FreeSpinsStateSchema>;
/** GET /play/slot/free-spins: the free spins the game session's player may play on its game. */
export const FreeSpinsAvailableSchema = z.object({ freeSpins: FreeSpinsStateSchema.nullable() });

/** A round with the fairness data filled once its server seed is revealed; a free spin's answer also says what is left. */
export const RoundPlaySchema = z.object({
  round: RoundSchema,
  balance: z.string(),
  fair: FairStateSchema,
  freeSpins: FreeSpinsStateSchema.optional(),
});

/** GET /play/round/open: the round the game session's player left open on its game (a mines round), to resume after a reload; null when none. */
export const OpenRoundSchema = z.object({ round: RoundSchema.nullable() });

export const RoundsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  gameId: z.string().max(80).optional(),
});
export const RoundHistoryItemSchema = RoundSchema.extend({
  gameName: z.string(),
  provider: z.string(),
  slug: z.string(),
});
export const RoundHistorySchema = z.object({
  rounds: z.array(RoundHistoryItemSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

/** GET /fair/verify: recompute any round from its seeds. Game-specific parameters ride along. */
/** Live roulette verifies as roulette (the same pocket from the round's seeds); live baccarat from its shoe's seeds and the hand's position. */
/** Live blackjack from the round's seeds: the shared deal and dealer, and with `seat` and `actions` that seat's hands. */
export const VERIFIABLE_GAMES = [
  'dice',
  'limbo',
  'keno',
  'plinko',
  'mines',
  'roulette',
  'slot',
  'crash',
  'cards',
  'baccarat',
  'money_wheel',
  'multiplier_roulette',
  'dice_show',
  'blackjack',
  'virtual_football',
] as const;
export const VerifyQuerySchema = z.object({
  game: z.enum(VERIFIABLE_GAMES, { error: 'invalid_value' }),
  serverSeed: z.string().max(200).optional(),
  clientSeed: z.string().max(CLIENT_SEED_MAX).optional(),
  nonce: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  target: z.coerce.number().optional(),
  direction: z.enum(['over', 'under']).optional(),
  picks: z.string().max(64).optional(),
  risk: z.string().max(16).optional(),
  rows: z.coerce.number().int().min(8).max(16).optional(),
  mines: z.coerce.number().int().min(1).max(24).optional(),
  title: z.string().max(80).optional(),
  bonusBuy: flag,
  /** Crash: the round's game hash, and the chain's public salt (the running chain's when left out). */
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'invalid_value' })
    .optional(),
  salt: z.string().max(200).optional(),
  count: z.coerce.number().int().min(1).max(52).optional(),
  /** Baccarat: where in the shoe the hand starts. */
  position: z.coerce.number().int().min(0).max(415).optional(),
  /** Blackjack: the seat number and its decisions in order ("split,hit,stand,double"). */
  seat: z.coerce.number().int().min(0).max(999_999).optional(),
  actions: z.string().max(400).optional(),
  /** Virtual football: the league (tournament id) and the two teams' ids; the client seed is the league's fixed one. */
  league: z.string().max(60).optional(),
  home: z.string().max(60).optional(),
  away: z.string().max(60).optional(),
});
export const VerifySchema = z.object({
  game: z.enum(VERIFIABLE_GAMES),
  serverSeedHash: z.string().nullable(),
  outcome: VerifiedOutcomeSchema,
  multiplier: z.string().nullable(),
});
export type Verification = z.infer<typeof VerifySchema>;
