import type { LiveHistory, LiveTableKind, LiveTableState, LiveTableView } from '@orca/contracts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import { createLiveBetting } from './live.betting.ts';
import { createLiveClock } from './live.clock.ts';
import {
  defOf,
  gameEntryOf,
  type LiveDeps,
  type LiveDrivers,
  type LiveKindDriver,
  type SettleOptions,
} from './live.context.ts';
import * as repo from './live.repository.ts';
import { createLiveSettlement } from './live.settlement.ts';
import { LIVE_REST_AFTER_MS, LIVE_TABLES } from './live.tables.ts';
import { createLiveViews } from './live.views.ts';

export const LIVE_TABLE_TOPIC = 'live.table';
const SEATS_PUBLISH_MS = 1_000;
/**
 * With no bet taken here, a table's state is still published this often: the seats another
 * instance took reach this one's lobby (an idle server does not read every table every second).
 */
const SEATS_IDLE_PUBLISH_MS = 10_000;
/** Instances tell each other that someone looks at the tables (so the driver's tables run on). */
const LIVE_INTEREST_TOPIC = 'live.interest';
/**
 * An instance tells the others of its viewers at most this often per table (and for all of them),
 * well within LIVE_REST_AFTER_MS: a driver elsewhere hears of them before it would rest a table.
 */
const INTEREST_TELL_MS = 30_000;
/** While its sockets follow the tables, an instance says so this often (the `live.watching` job). */
export const LIVE_WATCHING_TELL_MS = 60_000;
/**
 * A resting table is still read this often by the driver: a round another instance opened for
 * its viewer is driven even if the word of it was lost.
 */
const RESTING_READ_MS = 10_000;
/** Interest in every table at once (a socket, the lobby's list). */
const ALL_TABLES = '*';
/** Lobby tile colours of the game shows; the tables take the felt's green and black. */
const ART_COLOURS: Partial<Record<LiveTableKind, [string, string]>> = {
  money_wheel: ['#f7b733', '#fc4a1a'],
  multiplier_roulette: ['#f5c518', '#1b1f3b'],
  dice_show: ['#e63946', '#1d3557'],
};

/**
 * Live tables (decision 018): one driver (the job runner's advisory lock) moves every table's
 * rounds along the clock in the database — close betting, draw, settle each seat with its money,
 * reveal, pause, open the next — and any instance answers any table from the rows. Every step is
 * guarded by the row it changes, so a second driver or a restart in the middle repeats nothing.
 * Tables keep running without players; a round nobody bet on costs a few row writes.
 */
export function createLiveService(deps: LiveDeps) {
  const { db } = deps;
  const drivers: LiveDrivers = new Map<LiveTableKind, LiveKindDriver>();
  const published = new Map<string, { roundId: string; players: number; at: number }>();
  /** Tables that took a bet here since their state was last published. */
  const seatsTaken = new Set<string>();
  const settlement = createLiveSettlement(deps);
  const clock = createLiveClock(db, settlement);
  // Whoever else watches sees at once the round a viewer here opened on a resting table.
  const views = createLiveViews(db, drivers, clock, (state) => {
    void deps.events.publish(LIVE_TABLE_TOPIC, state).catch(() => undefined);
  });
  const bet = createLiveBetting(deps, drivers, views, (tableId) => {
    seatsTaken.add(tableId);
    noteInterest(tableId);
  });

  /** When anyone, on any instance, last looked at a table or bet on it (ALL_TABLES: at every table). */
  const interestAt = new Map<string, number>();
  /** When this instance last told the others of interest, per table. */
  const toldAt = new Map<string, number>();
  /** Tables resting after their last round, with when the driver reads each again. */
  const resting = new Map<string, number>();
  /** This instance's sockets following the tables: while there is one, no table rests. */
  let watchers = 0;

  function interested(key: string): void {
    interestAt.set(key, Date.now());
    if (key === ALL_TABLES) resting.clear();
    else resting.delete(key);
  }
  deps.events.subscribe(LIVE_INTEREST_TOPIC, (payload) => {
    const { tableId } = payload as { tableId: string };
    interested(tableId);
  });
  function tellInterest(key: string): void {
    const now = Date.now();
    if (now - (toldAt.get(key) ?? -Infinity) < INTEREST_TELL_MS) return;
    toldAt.set(key, now);
    void deps.events.publish(LIVE_INTEREST_TOPIC, { tableId: key }).catch(() => undefined);
  }
  /** Someone here looks at a table (null: at every table) or bets on it: it runs on, and a resting one wakes. */
  function noteInterest(tableId: string | null): void {
    const key = tableId ?? ALL_TABLES;
    interested(key);
    tellInterest(key);
  }
  /** The background driver's question once a table's round is over: rest when nobody has watched it for a while. */
  function rests(def: { id: string }): boolean {
    if (watchers > 0) return false;
    const last = Math.max(
      interestAt.get(def.id) ?? -Infinity,
      interestAt.get(ALL_TABLES) ?? -Infinity,
    );
    if (Date.now() - last < LIVE_REST_AFTER_MS) return false;
    resting.set(def.id, Date.now() + RESTING_READ_MS);
    return true;
  }

  async function sessionOf(token: string | undefined): Promise<GameSessionRow | null> {
    if (!token) return null;
    try {
      return await deps.launch.resolve(token);
    } catch {
      return null;
    }
  }

  /**
   * One pass of the driver over every table this service draws (blackjack has its own driver).
   * Publishes each changed table's state. With `options.rests`, a table it says so of rests
   * once its round is over, read again only every RESTING_READ_MS until someone looks at it.
   */
  async function tick(now = new Date(), options: SettleOptions = {}): Promise<void> {
    for (const def of LIVE_TABLES) {
      const driver = drivers.get(def.kind);
      if (!driver && def.kind === 'blackjack') continue;
      const readAt = resting.get(def.id);
      if (options.rests && readAt !== undefined) {
        if (Date.now() < readAt) continue;
        resting.delete(def.id);
      }
      const changed = await (driver
        ? driver.drive(def, now, options)
        : clock.driveTable(def, now, options));
      if (changed) views.forget(def.id);
      // A resting table's last state (its result) went out when the round finished.
      if (!changed && resting.has(def.id)) continue;
      const last = published.get(def.id);
      const publishEveryMs = seatsTaken.has(def.id) ? SEATS_PUBLISH_MS : SEATS_IDLE_PUBLISH_MS;
      if (!changed && last && Date.now() - last.at < publishEveryMs) continue;
      seatsTaken.delete(def.id);
      const { state } = await views.stateOf(def, now);
      // Besides phase changes, the lobby's "players seated" follows the bets, at most once a second.
      if (changed || !last || last.roundId !== state.roundId || last.players !== state.players)
        await deps.events.publish(LIVE_TABLE_TOPIC, state);
      published.set(def.id, { roundId: state.roundId, players: state.players, at: Date.now() });
    }
  }

  return {
    /** Writes the tables and their catalogue games (every mode: they are the catalogue's live section). */
    async seed(): Promise<void> {
      let position = 0;
      for (const def of LIVE_TABLES) {
        const entry = gameEntryOf(def);
        position += 1;
        await deps.catalogue.upsertGame({
          id: entry.id,
          providerId: 'orca',
          slug: entry.slug,
          name: entry.name,
          section: entry.category === 'game-shows' ? 'game-shows' : 'livecasino',
          tags: entry.category === 'game-shows' ? [] : [def.kind],
          description: entry.description,
          rtpBasisPoints: Math.round(entry.rtp * 10_000),
          volatility: entry.volatility,
          layout: entry.layout,
          features: entry.features,
          minBetEurMinor: def.minBetEurMinor,
          maxBetEurMinor: def.maxBetEurMinor,
          art: {
            motif: def.kind,
            colors: ART_COLOURS[def.kind] ?? ['#0f9b0f', '#000000'],
          },
          engine: `live:${def.kind}`,
          position,
          releasedAt: '2026-11-20',
        });
        await repo.upsertTable(db, {
          id: def.id,
          gameId: def.gameId,
          kind: def.kind,
          bettingMs: def.bettingMs,
          decisionMs: def.decisionMs,
          minBetEurMinor: def.minBetEurMinor,
          maxBetEurMinor: def.maxBetEurMinor,
        });
      }
    },

    tick,

    /** The background driver's pass: a table nobody has watched for LIVE_REST_AFTER_MS rests once its round is over. */
    drive: (): Promise<void> => tick(new Date(), { rests }),

    /** Run by every instance every LIVE_WATCHING_TELL_MS: while its sockets follow the tables, none rests anywhere. */
    tellWatching(): void {
      if (watchers > 0) noteInterest(null);
    },

    async states(now = new Date()): Promise<LiveTableState[]> {
      noteInterest(null);
      const out: LiveTableState[] = [];
      for (const def of LIVE_TABLES) out.push((await views.stateOf(def, now)).state);
      return out;
    },

    async tables(currency = 'EUR'): Promise<LiveTableView[]> {
      noteInterest(null);
      const now = new Date();
      const out: LiveTableView[] = [];
      for (const def of LIVE_TABLES) out.push(await views.viewOf(def, now, currency, null));
      return out;
    },

    /** One table; with a game session of this table, in its currency with its seat. */
    async table(tableId: string, sessionToken?: string, currency = 'EUR'): Promise<LiveTableView> {
      const def = defOf(tableId);
      noteInterest(def.id);
      const session = await sessionOf(sessionToken);
      const mine = session && session.gameId === def.gameId ? session : null;
      return views.viewOf(def, new Date(), mine?.currency ?? currency, mine);
    },

    async history(tableId: string): Promise<LiveHistory> {
      const def = defOf(tableId);
      noteInterest(def.id);
      return views.history(def);
    },

    bet,

    /** Plugs in the driver of a kind with its own timeline (blackjack). */
    registerDriver(kind: LiveTableKind, driver: LiveKindDriver): void {
      drivers.set(kind, driver);
    },
    /** The shared steps a kind driver builds on: open a round, settle its seats with their money, finish it, read its state. */
    tools: {
      openRound: clock.openRound,
      settleSeats: settlement.settleSeats,
      finish: clock.finish,
      stateOf: views.stateOf,
      defOf,
      seatOf: views.seatOf,
    },

    /** Subscribes to every table's state changes (the public feed). */
    onState(listener: (state: LiveTableState) => void): () => void {
      watchers += 1;
      noteInterest(null);
      const stop = deps.events.subscribe(LIVE_TABLE_TOPIC, (payload) =>
        listener(payload as LiveTableState),
      );
      let isStopped = false;
      return () => {
        if (isStopped) return;
        isStopped = true;
        watchers -= 1;
        // The last socket gone: the tables run on for LIVE_REST_AFTER_MS from now, as after a look.
        if (watchers === 0) noteInterest(null);
        stop();
      };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live tables' service: tests drive the tables' clock through it. */
    live: LiveService;
  }
}
