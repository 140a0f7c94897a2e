import { createHash } from 'node:crypto';
import {
  FIXTURE_CHANGE_TYPE,
  marketKey,
  MARKET_STATUS,
  type MarketId,
  SETTLEMENT_CERTAINTY,
  SPORT_EVENT_STATUS,
  type AliveMessage,
  type SportEventStatus,
  type SportsEventMessage,
  SportsEventMessageSchema,
} from '@orca/contracts';
import type { Database } from '../../../db/client.ts';
import {
  fedOpenEvents,
  marketMappingOf,
  noteUnknownMarkets,
  orcaEventOf,
  recordedOwnEvents,
  recordExternalEvent,
  touchExternalEvent,
  type ExternalEvent,
} from '../event-mapping.ts';
import type { Applied, FeedApplier } from '../feed.applier.ts';
import { emptyEventBook } from '../feed.state.ts';
import type { EventBook } from '../feed.types.ts';
import { ALIVE_INTERVAL_MS } from '../producer-health.ts';
import * as repo from '../sports.repository.ts';
import { DEMO_LEAGUE } from '../virtual-league.ts';
import { pricer, type Pricer } from '../virtual-producer.ts';
import {
  createOddsApiClient,
  OddsApiError,
  type OddsApiClient,
  type OddsApiQuota,
} from './odds-api.client.ts';
import { ODDS_API_FEATURED_KEYS } from './odds-api.markets.ts';
import { priceEvent } from './odds-api.prices.ts';
import { linesSentBy, openEventsOf } from './odds-api.repository.ts';
import { currentScore, finalScore, settlementOf } from './odds-api.settlement.ts';

/*
 * The Odds API's producer: real pre-match odds beside Orca's virtual league, fed through the same applier
 * as UOF-shaped messages with this producer's own id and sequences.
 *
 * - Pre-match only. The API refreshes featured markets about every 60 s, too slow to trade in play
 *   (research A2): an event's markets are stopped (bet_stop) when it kicks off, and a match already under way
 *   when first seen is never opened.
 * - Stale odds are suspended. A quote older than the stale age is not used; when an event's oldest quote used
 *   passes that age before the next poll refreshes it, its markets are stopped, and the next poll with fresh
 *   quotes reopens them.
 * - Settlement from scores: a completed event with a whole-number score settles every line it offered
 *   (odds-api.settlement.ts). An event gone from both the odds and the scores, or not completed within
 *   `completeWithinMs` of kick-off, is cancelled: every bet on it is void.
 * - The quota paces the polls: each cycle's cost (the x-requests-last headers) against what is left
 *   (x-requests-remaining) until the month turns gives the interval, never under the API's 60 s refresh.
 *   Short of credits for a cycle and a reserve, it stops polling and reads the quota from the free sports list
 *   hourly until credits return. A 429 (EXCEEDED_FREQ_LIMIT) or any failure backs off exponentially.
 * - Health: the producer says alive while its last cycle succeeded and the next is not overdue; a failing API
 *   says nothing, so producer-health takes the producer down and every market of its events is suspended.
 * - Feed mapping (event-mapping.ts): each API event is recorded as an external event, and its messages go to
 *   the Orca event the mapping names: the one this producer created for it, another feed's event of the same
 *   match a trader mapped it onto, or none while it is ignored. On another feed's event it stops, withdraws and
 *   settles only the lines it priced there (its messages there say which), and never voids the event (its other feed may still settle it). Additional market
 *   keys a trader mapped (btts, draw_no_bet) are read per event (odds-api.markets.ts).
 * - The key: never logged. Errors name the path and status only (odds-api.client.ts), and every line this
 *   producer logs is scrubbed of the key as well.
 */

export const ODDS_API_PRODUCER = 2;

export interface OddsApiSettings {
  apiKey: string;
  baseUrl: string;
  /** Sport keys to follow, e.g. soccer_epl, basketball_nba. */
  sports: readonly string[];
  regions: readonly string[];
  /** A quote older than this is not offered. */
  staleAfterMs: number;
  /** A match not completed this long after kick-off is voided (the scores endpoint looks back one day). */
  completeWithinMs?: number;
}

/** The API refreshes featured pre-match markets about every 60 s: polling faster buys nothing. */
export const MIN_POLL_MS = 60_000;
/** While credits are short, how often the free sports list is read for the quota. */
export const QUOTA_WAIT_MS = 60 * 60_000;
/** Cycles' worth of credits kept back, so settlement can still run near the end of the quota. */
const RESERVE_CYCLES = 2;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 15 * 60_000;
/** A refused key is not retried often: each try is one more refused request. */
const KEY_REFUSED_WAIT_MS = 60 * 60_000;
/** The time a cycle may take before its producer is overdue. */
const POLL_GRACE_MS = 30_000;
const COMPLETE_WITHIN_MS = 24 * 60 * 60_000;
/** Credits per market and region, and per scores request with daysFrom (research A2). */
const MARKETS_PER_ODDS_REQUEST = 3;
const SCORES_COST = 2;
/** UOF match status "Started": the API gives no period or clock. */
const MATCH_STARTED = 20;
const MATCH_NOT_STARTED = 0;
const MATCH_ENDED = 100;

type Body = SportsEventMessage extends infer M
  ? M extends SportsEventMessage
    ? Omit<M, 'producer' | 'eventId' | 'timestamp' | 'sequence'>
    : never
  : never;
type OddsMarket = Extract<SportsEventMessage, { type: 'odds_change' }>['markets'][number];

/** `oddsapi:match:<digits>`: the API's hex id hashed to the digits an event URN takes, the same every poll. */
export function oddsApiEventId(apiId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(apiId).digest('hex').slice(0, 14)}`);
  return `oddsapi:match:${digits.toString()}`;
}

/** soccer_epl → football (Orca's name for it), basketball_nba → basketball. */
export function orcaSportOf(sportKey: string): string {
  const group = sportKey.split('_')[0] ?? sportKey;
  return group === 'soccer' ? 'football' : group;
}

function teamId(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 64) || 'team'
  );
}

/** The first instant of the next month (UTC): the horizon the remaining credits are spread over. */
function monthEnd(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Whether sending `markets` would change what the book offers. */
function changes(book: EventBook, markets: readonly OddsMarket[]): boolean {
  return markets.some((line) => {
    const known = book.markets[marketKey(line.id, line.specifiers)];
    if (!known) return true;
    if (known.offerStatus !== line.status) return true;
    return line.outcomes.some((outcome) => {
      const before = known.outcomes[outcome.id];
      return !before || before.odds !== (outcome.odds ?? null) || before.active !== outcome.active;
    });
  });
}

/**
 * Lines the book offered that the new prices leave out: deactivated when the market has another line now
 * (the main line moved), suspended with their last odds when the market has no fresh price at all.
 */
function withdrawn(
  book: EventBook,
  priced: ReturnType<typeof priceEvent>,
  own: ReadonlySet<string> | null,
): OddsMarket[] {
  const keys = new Set(priced.lines.map((line) => marketKey(line.id, line.specifiers)));
  const lines: OddsMarket[] = [];
  for (const [key, market] of Object.entries(book.markets)) {
    if (keys.has(key) || market.offerStatus === MARKET_STATUS.deactivated) continue;
    // Another feed's line on a mapped event is that feed's to withdraw.
    if (own !== null && !own.has(key)) continue;
    if (market.status === MARKET_STATUS.settled || market.status === MARKET_STATUS.cancelled)
      continue;
    const outcomes = Object.entries(market.outcomes).map(([id, outcome]) => ({
      id: Number(id),
      active: outcome.active,
      ...(outcome.odds === null ? {} : { odds: outcome.odds }),
    }));
    if (outcomes.length === 0) continue;
    lines.push(
      priced.marketIds.has(market.marketId as MarketId)
        ? {
            id: market.marketId as MarketId,
            specifiers: market.specifiers,
            status: MARKET_STATUS.deactivated,
            outcomes: outcomes.map(({ id }) => ({ id, active: false })),
          }
        : {
            id: market.marketId as MarketId,
            specifiers: market.specifiers,
            status: MARKET_STATUS.suspended,
            outcomes,
          },
    );
  }
  return lines;
}

interface Tracked {
  startsAt: number;
  /** When the oldest quote behind its prices passes the stale age. */
  staleAt: number;
  /** A bet_stop was sent since the last prices. */
  stopped: boolean;
}

export function createOddsApiProducer(deps: {
  db: Database;
  apply: FeedApplier;
  settings: OddsApiSettings;
  /** Told of every message applied, after its transaction (pushes to sockets). */
  onApplied: (applied: Applied) => void;
  alive: (message: AliveMessage) => Promise<void>;
  /** A warning line (never containing the key). */
  log?: (line: string) => void;
  now?: () => number;
  client?: OddsApiClient;
}) {
  const { db, settings } = deps;
  const now = deps.now ?? Date.now;
  const client =
    deps.client ??
    createOddsApiClient({
      apiKey: settings.apiKey,
      baseUrl: settings.baseUrl,
      regions: settings.regions,
    });
  const completeWithinMs = settings.completeWithinMs ?? COMPLETE_WITHIN_MS;
  const log = (line: string) =>
    (deps.log ?? console.warn)(`sports: ${line.split(settings.apiKey).join('***')}`);
  const estimatedCost =
    settings.sports.length * (settings.regions.length * MARKETS_PER_ODDS_REQUEST + SCORES_COST);

  let nextPollAt = 0;
  let failures = 0;
  /** The producer says alive until then: its last cycle succeeded and the next is not overdue. */
  let healthyUntil = Number.NEGATIVE_INFINITY;
  let aliveAt = Number.NEGATIVE_INFINITY;
  let waitingForCredits = false;
  let quota: OddsApiQuota | null = null;
  let cycleCost: number | null = null;
  const tracked = new Map<string, Tracked>();

  /** The lines this producer priced on the event: null on its own event, where every line is its own. */
  async function ownLines(row: repo.SportEventRow): Promise<ReadonlySet<string> | null> {
    return row.producer === ODDS_API_PRODUCER ? null : linesSentBy(db, row.id, ODDS_API_PRODUCER);
  }

  /** Sends messages for one event, numbered after the book's last sequence of this producer. */
  async function send(eventId: string, bodies: readonly Body[], at: number): Promise<void> {
    if (bodies.length === 0) return;
    const event = await repo.eventById(db, eventId);
    if (!event) return;
    let sequence = (event.book as EventBook).sequences[ODDS_API_PRODUCER] ?? 0;
    for (const body of bodies) {
      sequence += 1;
      const message = SportsEventMessageSchema.parse({
        ...body,
        producer: ODDS_API_PRODUCER,
        eventId,
        timestamp: at,
        sequence,
      });
      const applied = await deps.apply(message);
      if (applied) deps.onApplied(applied);
    }
  }

  async function pricers(): Promise<(marketId: MarketId) => Pricer> {
    const fallback = pricer(DEMO_LEAGUE.margin, DEMO_LEAGUE.method);
    const own = new Map(
      (await repo.margins(db)).map((row) => [row.marketId, pricer(Number(row.margin), row.method)]),
    );
    return (marketId) => own.get(marketId) ?? fallback;
  }

  const status = (
    code: SportEventStatus['status'],
    matchStatus: number,
    score: { home: number; away: number },
  ): SportEventStatus => ({
    status: code,
    matchStatus,
    homeScore: score.home,
    awayScore: score.away,
  });

  /** Stops an event's active markets (a kick-off, stale odds, an event the odds list dropped). */
  async function stop(row: repo.SportEventRow, at: number, started: boolean): Promise<void> {
    const book = row.book as EventBook;
    const bodies: Body[] = [];
    if (row.producer === ODDS_API_PRODUCER) {
      if (Object.values(book.markets).some((m) => m.status === MARKET_STATUS.active))
        bodies.push({ type: 'bet_stop', markets: 'all', reason: 0 });
    } else {
      // On another feed's event only this feed's lines are stopped.
      const own = await ownLines(row);
      const mine = Object.values(book.markets)
        .filter(
          (m) =>
            m.status === MARKET_STATUS.active &&
            (own === null || own.has(marketKey(m.marketId, m.specifiers))),
        )
        .map((m) => ({ id: m.marketId as MarketId, specifiers: m.specifiers }));
      if (mine.length > 0) bodies.push({ type: 'bet_stop', markets: mine, reason: 0 });
    }
    if (started && row.phase === 'not_started')
      bodies.push({
        type: 'odds_change',
        sportEventStatus: status(SPORT_EVENT_STATUS.live, MATCH_STARTED, {
          home: row.homeScore,
          away: row.awayScore,
        }),
        markets: [],
      });
    await send(row.id, bodies, at);
  }

  async function settle(
    row: repo.SportEventRow,
    score: { home: number; away: number },
    at: number,
  ): Promise<void> {
    const book = row.book as EventBook;
    // On another feed's event only this feed's lines are settled; the rest are that feed's to settle.
    const own = await ownLines(row);
    const markets = settlementOf(book, score).filter(
      (line) => own === null || own.has(marketKey(line.id, line.specifiers)),
    );
    await send(
      row.id,
      [
        {
          type: 'odds_change',
          sportEventStatus: status(SPORT_EVENT_STATUS.ended, MATCH_ENDED, score),
          markets: [],
        },
        ...(markets.length > 0
          ? [
              {
                type: 'bet_settlement' as const,
                certainty: SETTLEMENT_CERTAINTY.confirmed,
                markets,
              },
            ]
          : []),
        {
          type: 'odds_change',
          sportEventStatus: status(SPORT_EVENT_STATUS.closed, MATCH_ENDED, score),
          markets: [],
        },
      ],
      at,
    );
    tracked.delete(row.id);
  }

  /** Voids every bet on the event (no window: placed at any time) and marks it cancelled. */
  async function cancel(row: repo.SportEventRow, at: number, why: string): Promise<void> {
    if (row.producer !== ODDS_API_PRODUCER) {
      // A mapped event belongs to its other feed, which may still settle it: only this feed's offer stops.
      tracked.delete(row.id);
      await stop(row, at, false);
      log(
        `odds-api: mapped event ${row.id} (${row.homeName} – ${row.awayName}) left to its feed: ${why}`,
      );
      return;
    }
    const book = row.book as EventBook;
    const markets = Object.values(book.markets)
      .filter((m) => m.status !== MARKET_STATUS.cancelled)
      .map((m) => ({ id: m.marketId as MarketId, specifiers: m.specifiers }));
    await send(
      row.id,
      [
        ...(markets.length > 0 ? [{ type: 'bet_cancel' as const, markets }] : []),
        {
          type: 'odds_change',
          sportEventStatus: status(SPORT_EVENT_STATUS.cancelled, MATCH_NOT_STARTED, {
            home: row.homeScore,
            away: row.awayScore,
          }),
          markets: [],
        },
      ],
      at,
    );
    tracked.delete(row.id);
    log(`odds-api: event ${row.id} (${row.homeName} – ${row.awayName}) voided: ${why}`);
  }

  async function pollSport(
    sport: string,
    at: number,
    note: (quota: OddsApiQuota) => void,
    price: (marketId: MarketId) => Pricer,
  ): Promise<void> {
    const odds = await client.odds(sport);
    note(odds.quota);
    if (odds.refused > 0)
      log(`odds-api: ${odds.refused} ${sport} event(s) did not match the schema`);
    const markets = await marketMappingOf(db, ODDS_API_PRODUCER);
    const fed = await fedOpenEvents(db, ODDS_API_PRODUCER, sport);
    // Events this producer created before the feed mapping existed are recorded when next listed.
    const created = (await openEventsOf(db, ODDS_API_PRODUCER)).filter(
      (row) => row.tournamentId === sport && !fed.some((each) => each.event.id === row.id),
    );
    const recorded = await recordedOwnEvents(
      db,
      ODDS_API_PRODUCER,
      created.map((row) => row.id),
    );
    const legacy = created.filter((row) => !recorded.has(row.id));
    const rows = [...fed.map((each) => each.event), ...legacy];
    const known = new Map(rows.map((row) => [row.id, row]));
    const listed = new Set<string>();
    const seenKeys = new Map<string, number>();
    const extraKeys = [...markets.mapped.keys()];
    for (const listedEvent of odds.data) {
      if (listedEvent.sport_key !== sport) continue;
      const startsAt = Date.parse(listedEvent.commence_time);
      const external: ExternalEvent = {
        producer: ODDS_API_PRODUCER,
        externalId: listedEvent.id,
        sport: orcaSportOf(sport),
        competition: sport,
        homeName: listedEvent.home_team,
        awayName: listedEvent.away_team,
        startsAt: new Date(startsAt),
      };
      const target = await orcaEventOf(db, ODDS_API_PRODUCER, listedEvent.id);
      // Ignored by a trader: its messages are dropped.
      if (target === null) {
        await touchExternalEvent(db, external, new Date(at));
        continue;
      }
      let id = target ?? oddsApiEventId(listedEvent.id);
      let row = known.get(id) ?? (await repo.eventById(db, id));
      if (target === undefined) {
        // Pre-match only: a match already under way is not opened.
        if (!row && startsAt <= at) continue;
        if (!row) {
          await repo.insertEvent(db, {
            id,
            sport: orcaSportOf(sport),
            tournamentId: sport,
            tournamentName: listedEvent.sport_title ?? sport,
            homeId: teamId(listedEvent.home_team),
            homeName: listedEvent.home_team,
            awayId: teamId(listedEvent.away_team),
            awayName: listedEvent.away_team,
            startsAt: new Date(startsAt),
            book: emptyEventBook(id),
            producer: ODDS_API_PRODUCER,
          });
          row = await repo.eventById(db, id);
        }
        if (!row) continue;
        await recordExternalEvent(db, external, id, new Date(at));
        id = row.id;
      } else await touchExternalEvent(db, external, new Date(at));
      listed.add(id);
      if (!row || row.phase !== 'not_started') continue;
      let event = listedEvent;
      if (extraKeys.length > 0 && startsAt > at) {
        const more = await client.eventOdds(sport, listedEvent.id, extraKeys);
        note(more.quota);
        const [extra] = more.data;
        if (extra)
          event = {
            ...listedEvent,
            bookmakers: [
              ...listedEvent.bookmakers,
              ...extra.bookmakers.filter((bookmaker) => bookmaker.markets.length > 0),
            ],
          };
      }
      const keysHere = new Set(
        event.bookmakers.flatMap((bookmaker) => bookmaker.markets.map((market) => market.key)),
      );
      for (const key of keysHere)
        if (!ODDS_API_FEATURED_KEYS.has(key)) seenKeys.set(key, (seenKeys.get(key) ?? 0) + 1);
      const book = row.book as EventBook;
      const bodies: Body[] = [];
      if (book.fixture.startTime !== startsAt) {
        bodies.push({
          type: 'fixture_change',
          changeType:
            book.fixture.startTime === null
              ? FIXTURE_CHANGE_TYPE.new
              : FIXTURE_CHANGE_TYPE.startTime,
          startTime: startsAt,
        });
        // Another feed's event keeps that feed's start time.
        if (row.startsAt.getTime() !== startsAt && row.producer === ODDS_API_PRODUCER)
          await repo.updateEvent(db, id, { startsAt: new Date(startsAt) });
      }
      if (startsAt <= at) {
        // Kicked off since the last poll: stopped and shown live now, before the scores below move it on.
        await send(id, bodies, at);
        tracked.delete(id);
        await stop(row, at, true);
        continue;
      }
      const priced = priceEvent(event, {
        football: orcaSportOf(sport) === 'football',
        at,
        staleAfterMs: settings.staleAfterMs,
        pricer: price,
        mapped: markets.mapped,
      });
      const lines = [...priced.lines, ...withdrawn(book, priced, await ownLines(row))];
      if (changes(book, lines))
        bodies.push({
          type: 'odds_change',
          ...(book.status === null
            ? {
                sportEventStatus: status(SPORT_EVENT_STATUS.notStarted, MATCH_NOT_STARTED, {
                  home: 0,
                  away: 0,
                }),
              }
            : {}),
          markets: lines,
        });
      await send(id, bodies, at);
      tracked.set(id, {
        startsAt,
        staleAt: priced.oldestQuote === null ? at : priced.oldestQuote + settings.staleAfterMs,
        stopped: false,
      });
    }
    await noteUnknownMarkets(db, ODDS_API_PRODUCER, seenKeys, new Date(at));
    // An upcoming event the odds list dropped takes no more bets; the scores below say whether it is gone.
    for (const row of rows)
      if (!listed.has(row.id) && row.phase === 'not_started') {
        tracked.delete(row.id);
        await stop(row, at, false);
      }
    if (!rows.some((row) => row.startsAt.getTime() <= at || !listed.has(row.id))) return;

    const scores = await client.scores(sport);
    note(scores.quota);
    const externalOf = new Map(fed.map((each) => [each.event.id, each.externalId]));
    const byExternal = new Map(scores.data.map((score) => [score.id, score]));
    const byLegacyId = new Map(scores.data.map((score) => [oddsApiEventId(score.id), score]));
    const scoreOf = (eventId: string) => {
      const externalId = externalOf.get(eventId);
      return externalId === undefined ? byLegacyId.get(eventId) : byExternal.get(externalId);
    };
    for (const stale of rows) {
      const row = (await repo.eventById(db, stale.id)) ?? stale;
      const score = scoreOf(row.id);
      const final = score ? finalScore(score) : null;
      if (final) await settle(row, final, at);
      else if (!score && !listed.has(row.id))
        await cancel(row, at, 'gone from the odds and scores');
      else if (at > row.startsAt.getTime() + completeWithinMs)
        await cancel(row, at, 'not completed in time');
      else if (score && row.startsAt.getTime() <= at && row.phase !== 'ended') {
        const current = currentScore(score);
        if (
          current &&
          (row.phase !== 'live' || current.home !== row.homeScore || current.away !== row.awayScore)
        )
          await send(
            row.id,
            [
              {
                type: 'odds_change',
                sportEventStatus: status(SPORT_EVENT_STATUS.live, MATCH_STARTED, current),
                markets: [],
              },
            ],
            at,
          );
      }
    }
  }

  /** How long until the next cycle, from the quota; marks the wait for credits when too few are left. */
  function intervalAfterCycle(at: number): number {
    const remaining = quota?.remaining ?? null;
    if (remaining === null) return MIN_POLL_MS;
    const cost = Math.max(cycleCost ?? estimatedCost, 1);
    if (remaining < cost * (1 + RESERVE_CYCLES)) {
      waitingForCredits = true;
      return QUOTA_WAIT_MS;
    }
    const spendable = remaining - cost * RESERVE_CYCLES;
    return Math.max(MIN_POLL_MS, Math.ceil(((monthEnd(at) - at) * cost) / spendable));
  }

  async function cycle(at: number): Promise<void> {
    let cost = 0;
    const note = (answer: OddsApiQuota) => {
      if (answer.last !== null) cost += answer.last;
      if (answer.remaining !== null) quota = answer;
    };
    try {
      if (waitingForCredits) {
        const probe = await client.sports();
        note(probe.quota);
        const remaining = quota?.remaining ?? null;
        const cost = Math.max(cycleCost ?? estimatedCost, 1);
        if (remaining !== null && remaining < cost * (1 + RESERVE_CYCLES)) {
          nextPollAt = at + QUOTA_WAIT_MS;
          healthyUntil = nextPollAt + POLL_GRACE_MS;
          failures = 0;
          return;
        }
        waitingForCredits = false;
      }
      const price = await pricers();
      for (const sport of settings.sports) await pollSport(sport, at, note, price);
      failures = 0;
      if (cost > 0) cycleCost = cost;
      nextPollAt = at + intervalAfterCycle(at);
      healthyUntil = nextPollAt + POLL_GRACE_MS;
    } catch (error) {
      healthyUntil = Number.NEGATIVE_INFINITY;
      failures += 1;
      let waitMs = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 20));
      if (error instanceof OddsApiError) {
        note(error.quota);
        if (error.status === 401 && error.code === 'OUT_OF_USAGE_CREDITS') {
          waitingForCredits = true;
          waitMs = QUOTA_WAIT_MS;
        } else if (error.status === 401 || error.status === 403) waitMs = KEY_REFUSED_WAIT_MS;
        else if (error.retryAfterMs !== null) waitMs = Math.max(waitMs, error.retryAfterMs);
      }
      nextPollAt = at + waitMs;
      const text = error instanceof Error ? error.message : String(error);
      log(`odds-api: poll failed (${text}); next try in ${Math.round(waitMs / 1000)} s`);
    }
  }

  /** Stops events that kicked off or whose odds went stale since the last prices. */
  async function expire(at: number): Promise<void> {
    for (const [id, entry] of tracked) {
      const started = at >= entry.startsAt;
      if (entry.stopped || (!started && at < entry.staleAt)) continue;
      entry.stopped = true;
      if (started) tracked.delete(id);
      const row = await repo.eventById(db, id);
      if (row && (row.phase === 'not_started' || row.phase === 'live'))
        await stop(row, at, started);
    }
  }

  async function sayAlive(at: number): Promise<void> {
    if (at > healthyUntil || at - aliveAt < ALIVE_INTERVAL_MS) return;
    aliveAt = at;
    await deps.alive({
      type: 'alive',
      producer: ODDS_API_PRODUCER,
      timestamp: at,
      subscribed: true,
    });
  }

  return {
    /** One turn of the job: a poll when one is due, the stops due, the heartbeat. */
    async tick(): Promise<void> {
      const at = now();
      if (at >= nextPollAt) await cycle(at);
      await expire(now());
      await sayAlive(now());
    },
    /** A poll now, whatever the schedule (tests; a back-office refresh). */
    async poll(): Promise<void> {
      await cycle(now());
      await expire(now());
      await sayAlive(now());
    },
    /** The schedule and what the quota said last. */
    state() {
      return { nextPollAt, failures, waitingForCredits, quota, cycleCost, healthyUntil };
    },
  };
}
