import { z } from 'zod';
import { KENO_RISKS, PLINKO_RISKS } from './games.constants.ts';
import {
  BaccaratResultSchema,
  BLACKJACK_ACTIONS,
  BlackjackResultSchema,
  BlackjackSeatViewSchema,
  LIVE_TABLE_KINDS,
  LiveBetsSchema,
  LiveRoundResultSchema,
  MoneyWheelResultSchema,
  MultiplierRouletteResultSchema,
  DiceShowResultSchema,
} from './live.schemas.ts';

/*
 * What a round of each in-house game stores and shows as its outcome, keyed by `kind`. The API
 * writes these shapes into game_rounds.outcome, its responses are checked against them, and the
 * web narrows on `kind` instead of casting. Multipliers, targets and points are kept in hundredths
 * (integers), so nothing the player is paid on carries float drift.
 *
 * External providers' rounds have no outcome here (null): the provider keeps its own game record
 * and tells the wallet only what moved.
 */

const hundredths = z.number().int();
const tile = z.number().int().min(0).max(24);

/** A slot spin's win: a line, a ways win or a scatter, paid in hundredths of the bet. */
export const SlotSpinWinSchema = z.object({
  kind: z.enum(['line', 'ways', 'scatter']),
  symbolId: z.string(),
  count: z.number().int(),
  /** Line games: the index of the winning line. */
  lineIndex: z.number().int().optional(),
  /** Ways games: the number of winning ways (wild multipliers included). */
  ways: z.number().int().optional(),
  payX100: hundredths,
});

/** One spin of a slot round (the base spin, then any free spins it awarded). */
export const SlotSpinSchema = z.object({
  isFreeSpin: z.boolean(),
  /** Stop position per reel (index into that reel's strip of the top visible symbol). */
  stops: z.array(z.number().int()),
  /** Visible rows per reel. */
  rows: z.array(z.number().int()),
  /** grid[reel][row] = symbol id, top to bottom. */
  grid: z.array(z.array(z.string())),
  wins: z.array(SlotSpinWinSchema),
  /** The multiplier applied to this spin's wins (the free-spin multiplier, 1 in the base game). */
  multiplier: z.number(),
  winX100: hundredths,
  scatterCount: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  isJackpotHit: z.boolean(),
});
export type SlotSpin = z.infer<typeof SlotSpinSchema>;

/** Whether an instant round hit the jackpot; every instant round records it. */
const jackpot = { isJackpotHit: z.boolean() };

export const SlotOutcomeSchema = z.object({
  kind: z.literal('slot'),
  /** The slot title's id in @orca/games' registry. */
  title: z.string(),
  isBonusBuy: z.boolean(),
  spins: z.array(SlotSpinSchema),
  totalWinX100: hundredths,
  freeSpinsPlayed: z.number().int(),
  ...jackpot,
  /** What the jackpot paid, in minor units, when this round hit it. */
  jackpotMinor: z.string().optional(),
});

export const DiceOutcomeSchema = z.object({
  kind: z.literal('dice'),
  direction: z.enum(['over', 'under']),
  targetHundredths: hundredths,
  rollHundredths: hundredths,
  isWin: z.boolean(),
  ...jackpot,
});

export const LimboOutcomeSchema = z.object({
  kind: z.literal('limbo'),
  targetHundredths: hundredths,
  pointHundredths: hundredths,
  isWin: z.boolean(),
  ...jackpot,
});

export const KenoOutcomeSchema = z.object({
  kind: z.literal('keno'),
  risk: z.enum(KENO_RISKS),
  picks: z.array(z.number().int()),
  /** The ten drawn squares, in draw order. */
  drawn: z.array(z.number().int()),
  /** The drawn squares the player picked. */
  hits: z.array(z.number().int()),
  ...jackpot,
});

export const PlinkoOutcomeSchema = z.object({
  kind: z.literal('plinko'),
  rows: z.number().int(),
  risk: z.enum(PLINKO_RISKS),
  /** One step per row: 0 left, 1 right. */
  path: z.array(z.number().int().min(0).max(1)),
  slot: z.number().int(),
  ...jackpot,
});

export const MinesOutcomeSchema = z.object({
  kind: z.literal('mines'),
  mines: z.number().int().min(1).max(24),
  /** Secret while the round runs: stored, but left out of what the player sees until it ends. */
  minePositions: z.array(tile).optional(),
  revealed: z.array(tile),
  /** The tile that hit a mine, null while the round runs or when it was cashed out. */
  hitTile: tile.nullable(),
});

export const CrashOutcomeSchema = z.object({
  kind: z.literal('crash'),
  crashGameId: z.string(),
  autoCashoutHundredths: hundredths.nullable(),
  /** Absent while the flight runs; then the multiplier cashed out at, or null for a lost bet. */
  cashoutHundredths: hundredths.nullable().optional(),
  /** The game's hash, salt and point, written once the game has busted. */
  hash: z.string().optional(),
  salt: z.string().optional(),
  crashPointHundredths: hundredths.optional(),
});

/**
 * A seat at a live table (issue 15): the shared round it bet on, its bets and, once drawn, the
 * table's result and what each bet returned. The shared round's seeds are on the game round's fair.
 */
export const LiveOutcomeSchema = z.object({
  kind: z.literal('live'),
  tableKind: z.enum(LIVE_TABLE_KINDS),
  tableId: z.string(),
  liveRoundId: z.string(),
  roundNo: z.number().int(),
  bets: LiveBetsSchema,
  result: LiveRoundResultSchema.nullable(),
  /** Per bet in `bets` order (one entry for blackjack): what it returned, major units; empty until settled. */
  returns: z.array(z.string()),
  /** The round's server seed, written once the result is drawn (betting is closed by then). */
  serverSeed: z.string().nullable().optional(),
  /** Baccarat: the shoe's seed, written once the shoe is finished. */
  shoeServerSeed: z.string().optional(),
  /** Baccarat: the shoe's client seed and committed hash, written with its seed (the verifier's inputs for the hand). */
  shoeClientSeed: z.string().optional(),
  shoeServerSeedHash: z.string().optional(),
  blackjack: BlackjackSeatViewSchema.nullable().optional(),
});

/** A round's outcome as stored and shown, one variant per in-house game. */
export const RoundOutcomeSchema = z.discriminatedUnion('kind', [
  SlotOutcomeSchema,
  DiceOutcomeSchema,
  LimboOutcomeSchema,
  KenoOutcomeSchema,
  PlinkoOutcomeSchema,
  MinesOutcomeSchema,
  CrashOutcomeSchema,
  LiveOutcomeSchema,
]);
export type RoundOutcome = z.infer<typeof RoundOutcomeSchema>;
export type RoundOutcomeKind = RoundOutcome['kind'];
export type RoundOutcomeOf<K extends RoundOutcomeKind> = Extract<RoundOutcome, { kind: K }>;

/** Whether an outcome is of the given game: the narrowing the web and the API use instead of casts. */
export function isOutcomeOf<K extends RoundOutcomeKind>(
  outcome: RoundOutcome | null | undefined,
  kind: K,
): outcome is RoundOutcomeOf<K> {
  return outcome?.kind === kind;
}

/**
 * The outcome of a round the caller knows the game of (a dice bet answers a dice round). Another
 * kind is a programmer error, so it throws rather than answering something to guess around.
 */
export function outcomeOf<K extends RoundOutcomeKind>(
  round: { outcome: RoundOutcome | null },
  kind: K,
): RoundOutcomeOf<K> {
  const { outcome } = round;
  if (!isOutcomeOf(outcome, kind))
    throw new Error(`expected a ${kind} outcome, got ${outcome?.kind ?? 'none'}`);
  return outcome;
}

const CardSchema = z.object({
  index: z.number().int().min(0).max(51),
  rank: z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']),
  suit: z.enum(['diamonds', 'hearts', 'spades', 'clubs']),
});

/**
 * GET /fair/verify's outcome: what the engine computes from the seeds, with the parameters the
 * query gave, in the shape the rounds store (less what only a played round knows: the jackpot
 * paid, the tiles revealed, the crash bet). Roulette and cards are verifiable before their
 * games record rounds.
 */
export const VerifiedOutcomeSchema = z.discriminatedUnion('kind', [
  SlotOutcomeSchema.omit({ jackpotMinor: true }),
  DiceOutcomeSchema.omit({ isJackpotHit: true }),
  LimboOutcomeSchema.omit({ isJackpotHit: true }),
  KenoOutcomeSchema.omit({ isJackpotHit: true }),
  PlinkoOutcomeSchema.omit({ isJackpotHit: true }),
  MinesOutcomeSchema.pick({ kind: true, mines: true }).extend({ minePositions: z.array(tile) }),
  z.object({
    kind: z.literal('crash'),
    hash: z.string(),
    salt: z.string(),
    crashPointHundredths: hundredths,
  }),
  z.object({ kind: z.literal('roulette'), pocket: z.number().int().min(0).max(36) }),
  z.object({ kind: z.literal('cards'), cards: z.array(CardSchema).max(52) }),
  /** A live baccarat hand: the shoe shuffled from its seed, the hand dealt from `position` (the first hand's when not given). */
  BaccaratResultSchema.omit({ shoeId: true }).extend({
    firstHandPosition: z.number().int(),
    burnedCards: z.array(CardSchema),
    nextPosition: z.number().int(),
  }),
  MoneyWheelResultSchema,
  MultiplierRouletteResultSchema,
  DiceShowResultSchema,
  /** A live blackjack round: the shared deal and the dealer's hand; with a seat, its hands after its decisions (the rest stood). */
  BlackjackResultSchema.extend({
    seat: z
      .object({
        seat: z.number().int(),
        actions: z.array(z.enum(BLACKJACK_ACTIONS)),
        hands: z.array(
          z.object({ cards: z.array(CardSchema), total: z.number().int(), isDoubled: z.boolean() }),
        ),
      })
      .nullable(),
  }),
  /** An Orca Virtual Football match from its revealed seed and the two teams' published ratings. */
  z.object({
    kind: z.literal('virtual_football'),
    league: z.string(),
    home: z.string(),
    away: z.string(),
    score: z.object({ home: z.number().int(), away: z.number().int() }),
    goals: z.array(
      z.object({ minute: z.string(), side: z.enum(['home', 'away']), penalty: z.boolean() }),
    ),
    stoppageMinutes: z.object({ first: z.number().int(), second: z.number().int() }),
  }),
]);
export type VerifiedOutcome = z.infer<typeof VerifiedOutcomeSchema>;
