import type { LiveSeat, LiveTableKind, LiveTableState } from '@orca/contracts';
import { LIVE_GAMES } from '@orca/games/catalogue';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/events.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import type * as repo from './live.repository.ts';
import { LIVE_TABLES, type LiveTableDef } from './live.tables.ts';

/** What the live service is built from; its clock, settlement, views and betting share it. */
export interface LiveDeps {
  db: Database;
  inhouse: InhouseService;
  launch: LaunchService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  events: EventBus;
  usernameOf: (session: GameSessionRow) => Promise<string>;
}

export interface SettleOptions {
  /** Seats per transaction (LIVE_SETTLE_BATCH unless said). */
  batchSize?: number;
  /** Batches settled at once (LIVE_SETTLE_PARALLEL unless said; 1 when batchSize is given). */
  parallel?: number;
  /** Called after each seat is settled inside its batch's transaction (tests interrupt settlement here). */
  afterSeat?: (settledSoFar: number) => void;
  /**
   * The background driver's question before a finished table opens its next round: true when
   * nobody is watching it, and the table then rests instead. Without it every table runs on.
   */
  rests?: (def: LiveTableDef) => boolean;
}

/**
 * A table kind with a timeline of its own (blackjack's decision window) plugs in here: the
 * service's tick calls `drive` for its tables instead of betting → draw → settle, and its bets
 * are refused until one is registered. `tools` are the shared steps it builds on.
 */
export interface LiveKindDriver {
  drive(def: LiveTableDef, now: Date, options: SettleOptions): Promise<boolean>;
  /** What live_bets.hand starts as for a bet being accepted (inside its transaction): blackjack's seat number. */
  seatAtBet?(tx: Executor, liveRoundId: bigint): Promise<unknown>;
  /** The state's `deal` while the round is played (blackjack's shared cards). */
  dealView?(round: repo.LiveRoundRow): LiveTableState['deal'];
  /** The seat's hands as its own player sees them. */
  seatView?(bet: repo.LiveBetRow, round: repo.LiveRoundRow): LiveSeat['blackjack'];
}

/** The kind drivers plugged in so far, read when a table of their kind is driven, shown or bet on. */
export type LiveDrivers = Map<LiveTableKind, LiveKindDriver>;

const defs = new Map(LIVE_TABLES.map((t) => [t.id, t]));

/** The table of an id from a request. Produces live_table_not_found. */
export function defOf(tableId: string): LiveTableDef {
  const def = defs.get(tableId);
  if (!def) throw new AppError('live_table_not_found');
  return def;
}

export function gameEntryOf(def: LiveTableDef) {
  const entry = LIVE_GAMES.find((g) => g.id === def.gameId);
  assert(entry, 'every table has its catalogue entry');
  return entry;
}
