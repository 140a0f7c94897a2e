import {
  FEED_MAP_WINDOW_MS,
  FEED_SUGGEST_WINDOW_MS,
  MARKET_STATUS,
  SPORT_EVENT_STATUS,
  SportsEventMessageSchema,
  type FeedEvent,
  type FeedEventsQuery,
  type FeedMarket,
  type MapFeedEvent,
  type MapFeedMarket,
  type MarketId,
  type OrcaEventRef,
  type SportsEventMessage,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as mapping from './event-mapping.repository.ts';
import type { Applied } from './feed.applier.ts';
import { BACK_OFFICE_PRODUCER } from './feed.state.ts';
import type { EventBook } from './feed.types.ts';
import * as repo from './sports.repository.ts';

/*
 * The back office's feed mapping (issue 24). A trader maps a feed's external event onto the Orca event of the
 * same match another feed created (same sport, starts within FEED_MAP_WINDOW_MS), or ignores it. The event the
 * feed had created for it is taken off sale when it has no bets (cancelled by the back office's producer, so
 * the applier moves it like any cancel); one with bets cannot be merged away, and when its feed is ignored it is
 * stopped and left for a manual result. Market keys a producer cannot translate by itself are mapped to a
 * catalogue market the producer declares it can translate them to, or ignored. Every action is audited with its
 * reason in the transaction that makes it.
 */

/** Rows listed: events that started at most this long ago. */
const LIST_SINCE_MS = 24 * 60 * 60_000;
const LIST_LIMIT = 300;
const SUGGESTIONS_MAX = 5;

type Row = mapping.FeedEventRow;
type EventRow = repo.SportEventRow;

function refOf(row: EventRow): OrcaEventRef {
  return {
    id: row.id,
    sport: row.sport,
    tournamentName: row.tournamentName,
    homeName: row.homeName,
    awayName: row.awayName,
    startsAt: row.startsAt.toISOString(),
    phase: row.phase,
  };
}

const tokensOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      // "FC", "AFC", "CF" and the like say nothing about which club it is.
      .filter((token) => token.length > 2 || /\d/.test(token)),
  );

/** How alike two names are: shared words over all words (Jaccard), 0..1. */
function alike(a: string, b: string): number {
  const left = tokensOf(a);
  const right = tokensOf(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** How alike the two matches' sides are, 0..1: home with home and away with away. */
export function similarity(
  a: { homeName: string; awayName: string },
  b: { homeName: string; awayName: string },
): number {
  return (
    Math.round(((alike(a.homeName, b.homeName) + alike(a.awayName, b.awayName)) / 2) * 100) / 100
  );
}

export function createEventMapping(deps: {
  db: Database;
  applyIn: (tx: Executor, message: SportsEventMessage) => Promise<Applied | null>;
  announce: (applied: Applied) => Promise<void>;
  operatorNamesOf: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  /** Per producer: the market keys it can translate and to which catalogue markets. */
  marketSupport: Readonly<Record<number, Readonly<Record<string, readonly MarketId[]>>>>;
}) {
  const { db } = deps;

  async function names(ids: (string | null)[]): Promise<Map<string, string>> {
    const known = ids.filter((id): id is string => id !== null && /^\d+$/.test(id));
    return known.length === 0 ? new Map() : deps.operatorNamesOf(known.map((id) => BigInt(id)));
  }

  async function views(rows: Row[]): Promise<FeedEvent[]> {
    const events = new Map(
      (
        await mapping.eventsByIds(
          db,
          rows.map((row) => row.eventId).filter((id) => id !== null),
        )
      ).map((row) => [row.id, row]),
    );
    const starts = rows.map((row) => row.startsAt.getTime());
    const candidates =
      rows.length === 0
        ? []
        : await mapping.openEventsBetween(
            db,
            new Date(Math.min(...starts) - FEED_SUGGEST_WINDOW_MS),
            new Date(Math.max(...starts) + FEED_SUGGEST_WINDOW_MS),
          );
    const who = await names(rows.map((row) => row.changedBy));
    return rows.map((row) => {
      const event = row.eventId === null ? null : (events.get(row.eventId) ?? null);
      const suggestions =
        row.state === 'ignored' && row.eventId === null
          ? []
          : candidates
              .filter(
                (candidate) =>
                  candidate.id !== row.eventId &&
                  candidate.sport === row.sport &&
                  Math.abs(candidate.startsAt.getTime() - row.startsAt.getTime()) <=
                    FEED_SUGGEST_WINDOW_MS,
              )
              .map((candidate) => ({ ...refOf(candidate), similarity: similarity(row, candidate) }))
              .sort((a, b) => b.similarity - a.similarity || a.startsAt.localeCompare(b.startsAt))
              .slice(0, SUGGESTIONS_MAX);
      return {
        producer: row.producer,
        externalId: row.externalId,
        state: row.state,
        sport: row.sport,
        competition: row.competition,
        homeName: row.homeName,
        awayName: row.awayName,
        startsAt: row.startsAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        event: event ? refOf(event) : null,
        ownEventId:
          row.ownEventId !== null && row.ownEventId !== row.eventId ? row.ownEventId : null,
        suggestions,
        changedBy: row.changedBy === null ? null : (who.get(row.changedBy) ?? row.changedBy),
        reason: row.reason,
        changedAt: row.changedAt?.toISOString() ?? null,
      };
    });
  }

  async function view(producer: number, externalId: string): Promise<FeedEvent> {
    const row = await mapping.feedEvent(db, producer, externalId);
    if (!row) throw new AppError('feed_event_not_found');
    const [answer] = await views([row]);
    if (!answer) throw new AppError('feed_event_not_found');
    return answer;
  }

  /** A back-office message for the event, numbered after its last one. */
  function message(
    event: EventRow,
    body: Record<string, unknown>,
    offset: number,
  ): SportsEventMessage {
    const book = event.book as EventBook;
    return SportsEventMessageSchema.parse({
      ...body,
      producer: BACK_OFFICE_PRODUCER,
      eventId: event.id,
      timestamp: Date.now(),
      sequence: (book.sequences[BACK_OFFICE_PRODUCER] ?? 0) + offset,
    });
  }

  /**
   * Takes the event its feed is leaving off sale: cancelled when it has no bets (nothing to void), stopped
   * otherwise (its markets suspended; a trader results it by hand). Locked by the caller's applier calls.
   */
  async function withdraw(
    tx: Executor,
    eventId: string,
  ): Promise<{ applied: Applied[]; how: string }> {
    const event = await repo.lockEvent(tx, eventId);
    if (!event || event.phase === 'closed' || event.phase === 'cancelled')
      return { applied: [], how: 'already_closed' };
    const book = event.book as EventBook;
    const messages: SportsEventMessage[] = [];
    let how: string;
    if (await mapping.hasBets(tx, eventId)) {
      how = 'stopped';
      if (Object.values(book.markets).some((m) => m.status === MARKET_STATUS.active))
        messages.push(message(event, { type: 'bet_stop', markets: 'all', reason: 0 }, 1));
    } else {
      how = 'cancelled';
      const markets = Object.values(book.markets)
        .filter((m) => m.status !== MARKET_STATUS.cancelled && m.status !== MARKET_STATUS.settled)
        .map((m) => ({ id: m.marketId, specifiers: m.specifiers }));
      if (markets.length > 0) messages.push(message(event, { type: 'bet_cancel', markets }, 1));
      messages.push(
        message(
          event,
          {
            type: 'odds_change',
            sportEventStatus: {
              status: SPORT_EVENT_STATUS.cancelled,
              matchStatus: 0,
              homeScore: event.homeScore,
              awayScore: event.awayScore,
            },
            markets: [],
          },
          messages.length + 1,
        ),
      );
    }
    const applied: Applied[] = [];
    for (const each of messages) {
      const done = await deps.applyIn(tx, each);
      if (done) applied.push(done);
    }
    return { applied, how };
  }

  async function announce(applied: readonly Applied[]): Promise<void> {
    for (const each of applied)
      await deps.announce(each).catch((error: unknown) => {
        console.warn(`sports: the push of ${each.eventId} after a feed mapping failed`, error);
      });
  }

  async function lockRow(tx: Executor, producer: number, externalId: string): Promise<Row> {
    const row = await mapping.lockFeedEvent(tx, producer, externalId);
    if (!row) throw new AppError('feed_event_not_found');
    return row;
  }

  /** Leaves the event the row feeds now, when it is the one its producer created (the others keep their feed). */
  async function leave(
    tx: Executor,
    row: Row,
  ): Promise<{ applied: Applied[]; how: string | null }> {
    if (row.eventId === null || row.eventId !== row.ownEventId) return { applied: [], how: null };
    return withdraw(tx, row.eventId);
  }

  return {
    async events(query: FeedEventsQuery): Promise<FeedEvent[]> {
      const rows = await mapping.feedEventsFrom(
        db,
        new Date(Date.now() - LIST_SINCE_MS),
        query.state === 'all' ? null : query.state,
        LIST_LIMIT,
      );
      return views(rows);
    },

    async map(
      operator: Operator,
      producer: number,
      externalId: string,
      input: MapFeedEvent,
    ): Promise<FeedEvent> {
      const applied = await inTransaction(db, async (tx) => {
        const row = await lockRow(tx, producer, externalId);
        if (row.eventId === input.eventId)
          throw new AppError('feed_event_state_conflict', { params: { state: row.state } });
        const target = await repo.eventById(tx, input.eventId);
        if (!target) throw new AppError('sports_event_not_found');
        if (target.phase !== 'not_started' && target.phase !== 'live')
          throw new AppError('feed_map_target_closed');
        if (target.sport !== row.sport)
          throw new AppError('feed_map_sport_mismatch', {
            params: { sport: row.sport, target: target.sport },
          });
        if (Math.abs(target.startsAt.getTime() - row.startsAt.getTime()) > FEED_MAP_WINDOW_MS)
          throw new AppError('feed_map_start_mismatch', {
            params: { hours: FEED_MAP_WINDOW_MS / 3_600_000 },
          });
        if (
          row.eventId !== null &&
          row.eventId === row.ownEventId &&
          (await mapping.hasBets(tx, row.eventId))
        )
          throw new AppError('feed_map_has_bets');
        const left = await leave(tx, row);
        const state = target.id === row.ownEventId ? 'auto' : 'mapped';
        await mapping.updateFeedEvent(tx, producer, externalId, {
          state,
          eventId: target.id,
          changedBy: operator.id.toString(),
          reason: input.reason,
          changedAt: new Date(),
        });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          action: 'sports.feed_event_mapped',
          targetKind: 'sport_feed_event',
          targetId: `${producer}:${externalId}`,
          before: { state: row.state, eventId: row.eventId },
          after: { state, eventId: target.id, reason: input.reason, ownEvent: left.how },
          ip: operator.ip,
        });
        return left.applied;
      });
      await announce(applied);
      return view(producer, externalId);
    },

    /** Drops the external event's messages: `unmap` from a mapped row, `ignore` from one feeding its own event. */
    async drop(
      operator: Operator,
      action: 'unmap' | 'ignore',
      producer: number,
      externalId: string,
      reason: string,
    ): Promise<FeedEvent> {
      const applied = await inTransaction(db, async (tx) => {
        const row = await lockRow(tx, producer, externalId);
        const from = action === 'unmap' ? 'mapped' : 'auto';
        if (row.state !== from)
          throw new AppError('feed_event_state_conflict', { params: { state: row.state } });
        const left = await leave(tx, row);
        await mapping.updateFeedEvent(tx, producer, externalId, {
          state: 'ignored',
          eventId: null,
          changedBy: operator.id.toString(),
          reason,
          changedAt: new Date(),
        });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          action: action === 'unmap' ? 'sports.feed_event_unmapped' : 'sports.feed_event_ignored',
          targetKind: 'sport_feed_event',
          targetId: `${producer}:${externalId}`,
          before: { state: row.state, eventId: row.eventId },
          after: { state: 'ignored', eventId: null, reason, ownEvent: left.how },
          ip: operator.ip,
        });
        return left.applied;
      });
      await announce(applied);
      return view(producer, externalId);
    },

    async markets(): Promise<FeedMarket[]> {
      const rows = await mapping.feedMarkets(db);
      const listed = new Set(rows.map((row) => `${row.producer}/${row.externalKey}`));
      // Keys a producer can translate are listed before it ever meets them, so a trader can switch them on.
      const declared = Object.entries(deps.marketSupport).flatMap(([producer, keys]) =>
        Object.keys(keys)
          .filter((key) => !listed.has(`${producer}/${key}`))
          .map((key) => ({
            producer: Number(producer),
            externalKey: key,
            state: 'unmapped' as const,
            marketId: null,
            seenCount: 0,
            lastSeenAt: null,
            changedBy: null,
            reason: null,
            changedAt: null,
          })),
      );
      const all = [...rows, ...declared];
      const who = await names(all.map((row) => row.changedBy));
      return all.map((row) => ({
        producer: row.producer,
        key: row.externalKey,
        state: row.state,
        marketId: row.marketId,
        seenCount: row.seenCount,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        supported: [...(deps.marketSupport[row.producer]?.[row.externalKey] ?? [])],
        changedBy: row.changedBy === null ? null : (who.get(row.changedBy) ?? row.changedBy),
        reason: row.reason,
        changedAt: row.changedAt?.toISOString() ?? null,
      }));
    },

    async setMarket(
      operator: Operator,
      producer: number,
      key: string,
      input: (MapFeedMarket & { action: 'map' }) | { action: 'ignore'; reason: string },
    ): Promise<FeedMarket> {
      const supported = deps.marketSupport[producer]?.[key] ?? [];
      await inTransaction(db, async (tx) => {
        const row = await mapping.lockFeedMarket(tx, producer, key);
        if (!row && supported.length === 0) throw new AppError('feed_market_not_found');
        if (input.action === 'map' && !supported.includes(input.marketId))
          throw new AppError('feed_market_unsupported', { params: { key } });
        const state = input.action === 'map' ? 'mapped' : 'ignored';
        const marketId = input.action === 'map' ? input.marketId : null;
        await mapping.upsertFeedMarket(tx, {
          producer,
          externalKey: key,
          state,
          marketId,
          changedBy: operator.id.toString(),
          reason: input.reason,
          changedAt: new Date(),
        });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          action:
            input.action === 'map' ? 'sports.feed_market_mapped' : 'sports.feed_market_ignored',
          targetKind: 'sport_feed_market',
          targetId: `${producer}:${key}`,
          before: { state: row?.state ?? 'unmapped', marketId: row?.marketId ?? null },
          after: { state, marketId, reason: input.reason },
          ip: operator.ip,
        });
      });
      const found = (await this.markets()).find((m) => m.producer === producer && m.key === key);
      if (!found) throw new AppError('feed_market_not_found');
      return found;
    },
  };
}

export type EventMapping = ReturnType<typeof createEventMapping>;
