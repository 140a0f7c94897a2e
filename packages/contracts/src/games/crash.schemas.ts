import { z } from 'zod';
import { type WinnerSchema } from './games.schemas.ts';
import type { PlayerMessage, PrivateChannelMessage } from '../realtime/realtime.schemas.ts';
import type { LiveTableMessage } from './live.schemas.ts';
import type { TournamentLeaderboardMessage } from '../tournaments/tournaments.schemas.ts';
import type { SportsEventPush, SportsProducerPush } from '../sports/sports.api.schemas.ts';

/**
 * Crash: one shared round for every player. The multiplier after `ms` milliseconds of flight is
 * floor(100 · e^(CRASH_GROWTH_PER_MS · ms)) / 100, the same formula on server and client, so the
 * client animates from `startsAt` without a message per tick; the server decides every cash-out.
 */
export const CRASH_GROWTH_PER_MS = 0.00008;
export const CRASH_BETTING_MS = 6_000;
/** The pause after a bust before the next round's betting opens. */
export const CRASH_COOLDOWN_MS = 3_000;
export const CRASH_HISTORY_SIZE = 20;

export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 1;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)) / 100;
}

/** How long a round flies before it busts at `pointHundredths`. */
export function crashFlightMs(pointHundredths: number): number {
  return Math.ceil(Math.log(pointHundredths / 100) / CRASH_GROWTH_PER_MS);
}

export const CrashGameSchema = z.object({
  id: z.string(),
  phase: z.enum(['betting', 'running', 'busted']),
  bettingOpensAt: z.string(),
  startsAt: z.string(),
  /** The server's clock when this was sent, so clients can correct their own. */
  serverTime: z.string(),
  /** Only once busted: the crash point and the game hash that decided it. */
  crashPoint: z.string().nullable(),
  hash: z.string().nullable(),
});
export type CrashGame = z.infer<typeof CrashGameSchema>;

export const CrashBetViewSchema = z.object({
  player: z.string(),
  bet: z.string(),
  currency: z.string(),
  isFun: z.boolean(),
  autoCashout: z.string().nullable(),
  cashout: z.string().nullable(),
  win: z.string().nullable(),
});
export type CrashBetView = z.infer<typeof CrashBetViewSchema>;

export const CrashHistoryItemSchema = z.object({
  id: z.string(),
  crashPoint: z.string(),
  hash: z.string(),
  bustedAt: z.string(),
});
export const CrashStateSchema = z.object({
  game: CrashGameSchema,
  bets: z.array(CrashBetViewSchema),
  history: z.array(CrashHistoryItemSchema),
});
export type CrashState = z.infer<typeof CrashStateSchema>;
export const CrashChainSchema = z.object({
  chainId: z.string(),
  terminatingHash: z.string(),
  salt: z.string(),
  length: z.number(),
  gamesPlayed: z.number(),
});

/** Messages the live socket sends: public feeds, and the private channel of a player who authenticated. */
export type LiveMessage =
  | PlayerMessage
  | PrivateChannelMessage
  | { type: 'crash.state'; state: CrashState }
  | { type: 'crash.bet'; gameId: string; bet: CrashBetView }
  | { type: 'crash.cashout'; gameId: string; bet: CrashBetView }
  | { type: 'winner'; winner: z.infer<typeof WinnerSchema> }
  | TournamentLeaderboardMessage
  | LiveTableMessage
  | SportsEventPush
  | SportsProducerPush;
