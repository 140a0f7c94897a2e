import type { LiveTableKind } from '@orca/contracts';
import { LIVE_GAMES } from '@orca/games/catalogue';

/** The result stays on screen this long after settlement before the next round opens. */
export const LIVE_RESULT_PAUSE_MS = 5_000;
/** The multiplier shows' published payout cap per seat and round: €100,000, stake included. */
export const MULTIPLIER_SHOW_MAX_PAYOUT_EUR_MINOR = 10_000_000n;
/** How often the driver looks at every table (closing, settling, opening). */
export const LIVE_TICK_MS = 250;
/**
 * A table nobody has looked at or bet on for this long rests once its round is over: no next
 * round until someone opens it, subscribes to the tables or bets (it then opens one at once).
 */
export const LIVE_REST_AFTER_MS = 3 * 60_000;
/** Seats settled per transaction: their balances locked in one statement, committed together. */
export const LIVE_SETTLE_BATCH = 50;
/** Batches settled side by side, each on its own connection (distinct seats, so they do not wait on each other). */
export const LIVE_SETTLE_PARALLEL = 4;

export interface LiveTableDef {
  id: string;
  kind: LiveTableKind;
  gameId: string;
  bettingMs: number;
  decisionMs: number | null;
  /** Per bet position, EUR minor units. */
  minBetEurMinor: bigint;
  /** Per seat and round (all positions together), EUR minor units. */
  maxBetEurMinor: bigint;
  /**
   * The multiplier shows: the most a seat is paid in a round (stake included), EUR minor units. Checked against
   * the bets' best case when they are placed (`maxReturnOf`), so it is never reached at settlement.
   */
  maxPayoutEurMinor: bigint | null;
}

const gameOf = (kind: LiveTableKind): string => {
  const game = LIVE_GAMES.find((g) => g.engine === `live:${kind}`);
  if (!game) throw new Error(`no catalogue entry for live:${kind}`);
  return game.id;
};

/** One table per kind, in every mode: they are the catalogue's live games. */
export const LIVE_TABLES: readonly LiveTableDef[] = [
  {
    id: 'roulette-1',
    kind: 'roulette',
    gameId: gameOf('roulette'),
    bettingMs: 15_000,
    decisionMs: null,
    minBetEurMinor: 10n,
    maxBetEurMinor: 500_000n,
    maxPayoutEurMinor: null,
  },
  {
    id: 'baccarat-1',
    kind: 'baccarat',
    gameId: gameOf('baccarat'),
    bettingMs: 12_000,
    decisionMs: null,
    minBetEurMinor: 100n,
    maxBetEurMinor: 500_000n,
    maxPayoutEurMinor: null,
  },
  {
    id: 'blackjack-1',
    kind: 'blackjack',
    gameId: gameOf('blackjack'),
    bettingMs: 12_000,
    decisionMs: 10_000,
    minBetEurMinor: 100n,
    maxBetEurMinor: 250_000n,
    maxPayoutEurMinor: null,
  },
  {
    id: 'money-wheel-1',
    kind: 'money_wheel',
    gameId: gameOf('money_wheel'),
    bettingMs: 15_000,
    decisionMs: null,
    minBetEurMinor: 10n,
    maxBetEurMinor: 250_000n,
    maxPayoutEurMinor: null,
  },
  {
    // A lucky straight pays up to 500 to 1, so the seat's maximum is lower than live roulette's, and a
    // seat is paid at most €100,000 a round: a straight takes at most €199.60 (× 501 ≤ €100,000).
    id: 'multiplier-roulette-1',
    kind: 'multiplier_roulette',
    gameId: gameOf('multiplier_roulette'),
    bettingMs: 15_000,
    decisionMs: null,
    minBetEurMinor: 10n,
    maxBetEurMinor: 100_000n,
    maxPayoutEurMinor: MULTIPLIER_SHOW_MAX_PAYOUT_EUR_MINOR,
  },
  {
    // Totals 3, 4, 17 and 18 can pay 1000 to 1: at most €99.90 on one of them under the €100,000 cap.
    id: 'dice-show-1',
    kind: 'dice_show',
    gameId: gameOf('dice_show'),
    bettingMs: 15_000,
    decisionMs: null,
    minBetEurMinor: 10n,
    maxBetEurMinor: 100_000n,
    maxPayoutEurMinor: MULTIPLIER_SHOW_MAX_PAYOUT_EUR_MINOR,
  },
];
