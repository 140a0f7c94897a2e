import { SportsEventMessageSchema, type AliveMessage } from '@orca/contracts';
import type { Database } from '../../../db/client.ts';
import { orcaEventOf, recordExternalEvent, type ExternalEvent } from '../event-mapping.ts';
import type { Applied, FeedApplier } from '../feed.applier.ts';
import { emptyEventBook } from '../feed.state.ts';
import type { EventBook } from '../feed.types.ts';
import { ALIVE_INTERVAL_MS } from '../producer-health.ts';
import * as repo from '../sports.repository.ts';
import { connectUofFeed, type UofFeedConnection } from './uof.amqp.ts';
import { createUofApi, UofApiError, type UofApi } from './uof.api.ts';
import { uofProducer, type UofProducer } from './uof.producers.ts';
import { createUofRecovery, type RecoveryLimits, type UofDownReason } from './uof.recovery.ts';
import { lastMessageTimes, storeLastMessageTime } from './uof.repository.ts';
import { parseUofMessage, type UofMessage, type UofRefusal } from './uof.xml.ts';

/*
 * Sportradar's Unified Odds Feed as a producer of the sportsbook (issue 24): XML over AMQP read into the same
 * messages Orca Virtual Football sends and applied through the same applier, each UOF producer under its
 * Orca id (uof.producers.ts) and numbered in each event's sequence as it arrives.
 *
 * - Health: the sportsbook's producer health (producer-health.ts) hears from this adapter, not from UOF
 *   directly: `subscribed` while the producer is up, not subscribed while it is down or recovering, so every
 *   market of its events shows suspended and refuses bets on every instance until the recovery completes.
 * - Recovery (uof.recovery.ts): at start, after a lost connection, a missing alive, an alive with
 *   subscribed=0 or a message processed too late, the producer is asked over HTTP to resend its state from
 *   the stored timestamp (uof.repository.ts), and is up again at its snapshot_complete.
 * - Events: a match first met is created from its fixture (UOF's HTTP API) and recorded for the back office's
 *   feed mapping (event-mapping.ts); from then on its messages go to the Orca event a trader mapped it onto,
 *   or nowhere while it is ignored. Messages of matches Orca cannot create are counted and logged, as are
 *   unknown messages and markets, and malformed XML. None stops the feed.
 * - One instance at a time: the job runner runs `tick` only where it holds the job's lock, and the tick is what
 *   connects, so only that instance consumes.
 */

export interface UofSettings {
  amqpUrl: string;
  apiUrl: string;
  token: string;
  exchange: string;
  /** UOF producer ids followed (1 Live Odds, 3 Ctrl). */
  producers: readonly number[];
}

/** A lost connection is tried again this long after. */
const RECONNECT_MS = 5_000;

export type UofCounters = Record<
  UofRefusal | 'unknown_markets' | 'stale_snapshots' | 'ignored_event' | 'applied',
  number
>;

export function createUofAdapter(deps: {
  db: Database;
  apply: FeedApplier;
  settings: UofSettings;
  /** Told of every message applied, after its transaction (pushes to sockets). */
  onApplied: (applied: Applied) => void;
  alive: (message: AliveMessage) => Promise<void>;
  log?: (line: string) => void;
  now?: () => number;
  limits?: Partial<RecoveryLimits>;
  api?: UofApi;
}) {
  const { db, settings } = deps;
  const now = deps.now ?? Date.now;
  const log = (line: string) =>
    (deps.log ?? console.warn)(`sports: uof: ${line.split(settings.token).join('***')}`);
  const producers = settings.producers.flatMap((id) => uofProducer(id) ?? []);
  const recovery = createUofRecovery({
    producers,
    now,
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  const api = deps.api ?? createUofApi({ baseUrl: settings.apiUrl, token: settings.token });
  const counters: UofCounters = {
    malformed: 0,
    unknown_message: 0,
    unknown_producer: 0,
    unknown_event: 0,
    invalid: 0,
    empty: 0,
    unknown_markets: 0,
    stale_snapshots: 0,
    ignored_event: 0,
    applied: 0,
  };
  /** What producer health was last told of each producer, and when. */
  const told = new Map<number, { isUp: boolean; at: number }>();
  let connection: UofFeedConnection | null = null;
  let connecting: Promise<void> | null = null;
  let isRestored = false;
  let isStopped = false;
  let retryAt = 0;

  async function tell(producer: UofProducer, force = false): Promise<void> {
    const isUp = recovery.isUp(producer);
    const last = told.get(producer.orcaId);
    const at = now();
    if (!force && last && last.isUp === isUp && at - last.at < ALIVE_INTERVAL_MS) return;
    told.set(producer.orcaId, { isUp, at });
    await deps.alive({ type: 'alive', producer: producer.orcaId, timestamp: at, subscribed: isUp });
  }

  async function persist(producer: UofProducer, timestamp: number | null): Promise<void> {
    if (timestamp !== null) await storeLastMessageTime(db, producer.uofId, timestamp);
  }

  /** The feed-mapping record of a match as Orca holds it. */
  const externalOf = (
    row: repo.SportEventRow,
    producer: UofProducer,
    externalId: string,
  ): ExternalEvent => ({
    producer: producer.orcaId,
    externalId,
    sport: row.sport,
    competition: row.tournamentId,
    homeName: row.homeName,
    awayName: row.awayName,
    startsAt: row.startsAt,
  });

  /**
   * The event a match's message is applied to: the one a trader mapped the match onto, or its own, created from
   * its fixture when first met; null while the match is ignored or cannot be created.
   */
  async function eventOf(
    externalId: string,
    producer: UofProducer,
  ): Promise<repo.SportEventRow | null> {
    const target = await orcaEventOf(db, producer.orcaId, externalId);
    if (target === null) {
      counters.ignored_event += 1;
      return null;
    }
    if (target !== undefined) return (await repo.eventById(db, target)) ?? null;
    // Never recorded: a match first met, or one created before the feed mapping existed.
    const known = await repo.eventById(db, externalId);
    if (known) {
      await recordExternalEvent(
        db,
        externalOf(known, producer, externalId),
        known.id,
        new Date(now()),
      );
      return known;
    }
    let fixture;
    try {
      fixture = await api.fixture(externalId);
    } catch (error) {
      log(
        `fixture of ${externalId} unavailable (${error instanceof Error ? error.message : String(error)})`,
      );
      return null;
    }
    if (!fixture || fixture.id !== externalId) {
      log(`fixture of ${externalId} names no home and away team or start`);
      return null;
    }
    await repo.insertEvent(db, {
      id: externalId,
      sport: fixture.sport,
      tournamentId: fixture.tournamentId,
      tournamentName: fixture.tournamentName,
      homeId: fixture.home.id,
      homeName: fixture.home.name,
      awayId: fixture.away.id,
      awayName: fixture.away.name,
      startsAt: new Date(fixture.startsAt),
      book: emptyEventBook(externalId),
      producer: producer.orcaId,
    });
    const created = await repo.eventById(db, externalId);
    if (created)
      await recordExternalEvent(
        db,
        externalOf(created, producer, externalId),
        created.id,
        new Date(now()),
      );
    return created ?? null;
  }

  async function handleEvent(message: Extract<UofMessage, { kind: 'event' }>): Promise<void> {
    const { producer, body } = message;
    const event = await eventOf(body.eventId, producer);
    if (!event) {
      counters.unknown_event += 1;
      return;
    }
    const sequence = ((event.book as EventBook).sequences[producer.orcaId] ?? 0) + 1;
    // A match mapped onto another feed's event is applied there, with this producer's own sequences.
    const applied = await deps.apply(
      SportsEventMessageSchema.parse({ ...body, eventId: event.id, sequence }),
    );
    counters.applied += 1;
    if (applied) deps.onApplied(applied);
    const wasUp = recovery.isUp(producer);
    await persist(producer, recovery.message(producer, body.timestamp, message.requestId));
    if (wasUp && !recovery.isUp(producer)) {
      log(
        `producer ${producer.uofId} down (processing_delay: a message ${now() - body.timestamp} ms old)`,
      );
      await tell(producer, true);
    }
  }

  /** One message off the queue; throws only when the database fails (the message is then redelivered). */
  async function handle(xml: string, routingKey: string): Promise<void> {
    const parsed = parseUofMessage(xml);
    if (parsed.unknownMarkets > 0) {
      counters.unknown_markets += parsed.unknownMarkets;
      log(`${parsed.unknownMarkets} unknown market(s) left out of ${routingKey}`);
    }
    if (!parsed.ok) {
      counters[parsed.refusal] += 1;
      log(`message ${routingKey} refused (${parsed.refusal}): ${parsed.problem}`);
      return;
    }
    const message = parsed.message;
    if (!settings.producers.includes(message.producer.uofId)) {
      counters.unknown_producer += 1;
      return;
    }
    if (message.kind === 'alive') {
      const wasUp = recovery.isUp(message.producer);
      await persist(
        message.producer,
        recovery.alive(message.producer, message.timestamp, message.subscribed),
      );
      if (!message.subscribed && wasUp)
        log(`producer ${message.producer.uofId} down (not_subscribed)`);
      await tell(message.producer, wasUp !== recovery.isUp(message.producer));
      if (!message.subscribed) await requestDue();
    } else if (message.kind === 'snapshot_complete') {
      const { producer, requestId, timestamp } = message;
      if (recovery.snapshotComplete(producer, requestId, timestamp)) {
        await persist(producer, recovery.state(producer).lastTimestamp);
        log(`producer ${producer.uofId} up: recovery ${requestId} complete`);
        await tell(producer, true);
      } else {
        counters.stale_snapshots += 1;
        log(
          `snapshot_complete ${requestId} of producer ${producer.uofId} ignored: the recovery under way is ${recovery.state(producer).requestId ?? 'none'}`,
        );
      }
    } else await handleEvent(message);
  }

  async function requestDue(): Promise<void> {
    for (const request of recovery.due()) {
      try {
        await api.requestRecovery(request);
        log(
          `producer ${request.producer.uofId}: recovery ${request.requestId} requested (${request.after === null ? 'full' : `after ${new Date(request.after).toISOString()}`})`,
        );
      } catch (error) {
        recovery.failed(request);
        const detail = error instanceof UofApiError ? error.message : String(error);
        log(`producer ${request.producer.uofId}: recovery request failed (${detail})`);
      }
      await tell(request.producer, true);
    }
  }

  function onLost(why: string): void {
    const lost = connection;
    connection = null;
    retryAt = now() + RECONNECT_MS;
    recovery.allDown('connection_lost');
    log(`feed connection lost (${why}); every producer is down until it recovers`);
    void lost?.close();
    void Promise.all(producers.map((producer) => tell(producer, true))).catch(() => undefined);
  }

  async function connect(): Promise<void> {
    if (!isRestored) {
      const stored = await lastMessageTimes(
        db,
        producers.map((p) => p.uofId),
      );
      for (const producer of producers)
        recovery.restore(producer, stored.get(producer.uofId) ?? null);
      isRestored = true;
    }
    try {
      const opened = await connectUofFeed({
        url: settings.amqpUrl,
        exchange: settings.exchange,
        onMessage: handle,
        onLost,
      });
      if (isStopped) {
        await opened.close();
        return;
      }
      connection = opened;
    } catch (error) {
      retryAt = now() + RECONNECT_MS;
      const detail = error instanceof Error ? error.message : String(error);
      log(
        `cannot reach the feed (${detail.split(settings.amqpUrl).join('<UOF_AMQP_URL>')}); next try in ${RECONNECT_MS / 1000} s`,
      );
    }
  }

  return {
    /** One turn of the job: connects when not connected, takes silent producers down, asks for recoveries due. */
    async tick(): Promise<void> {
      if (isStopped) return;
      if (!connection && now() >= retryAt) {
        connecting ??= connect().finally(() => {
          connecting = null;
        });
        await connecting;
      }
      const before = new Map(producers.map((p) => [p.uofId, recovery.state(p).reason]));
      recovery.check();
      for (const producer of producers) {
        const reason: UofDownReason | null = recovery.state(producer).reason;
        if (reason !== before.get(producer.uofId) && reason !== null)
          log(`producer ${producer.uofId} down (${reason})`);
      }
      // Recovery is asked only over a live connection: the snapshot would be lost otherwise.
      if (connection) await requestDue();
      for (const producer of producers) await tell(producer);
    },

    /** Closes the feed connection (the app's shutdown); ticks after it do nothing. */
    async stop(): Promise<void> {
      isStopped = true;
      await connecting;
      const open = connection;
      connection = null;
      await open?.close();
    },

    /** Handles one message as if it came off the queue (tests of the parsing path). */
    handle,
    isConnected: () => connection !== null,
    /** The queue it consumes from while connected. */
    queue: () => connection?.queue ?? null,
    state: (uofId: number) => {
      const producer = uofProducer(uofId);
      if (!producer) throw new Error(`UOF producer ${uofId} is not known`);
      return recovery.state(producer);
    },
    counters: () => ({ ...counters }),
  };
}

export type UofAdapter = ReturnType<typeof createUofAdapter>;
