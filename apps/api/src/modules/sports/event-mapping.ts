import type { MarketId } from '@orca/contracts';
import { isMarketId } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import * as mapping from './event-mapping.repository.ts';

/*
 * What producers ask of the feed mapping (issue 24), whatever their protocol. A producer records every external
 * event it meets and sends that event's messages to the Orca event `orcaEventOf` names, through the same applier
 * as always; by default the event it created itself, after a trader's mapping another feed's event of the same
 * match, and none at all while the trader has it ignored (its messages are dropped).
 */

export interface ExternalEvent {
  producer: number;
  externalId: string;
  /** Orca's sport name (football, basketball). */
  sport: string;
  /** The producer's competition id (an Odds API sport key, a UOF tournament URN). */
  competition: string;
  homeName: string;
  awayName: string;
  startsAt: Date;
}

/**
 * The Orca event the producer's messages for `externalId` go to: its id, null while a trader has it ignored,
 * undefined when the producer has never recorded it (it creates its event and calls `recordExternalEvent`).
 */
export async function orcaEventOf(
  db: Executor,
  producer: number,
  externalId: string,
): Promise<string | null | undefined> {
  const row = await mapping.feedEvent(db, producer, externalId);
  if (!row) return undefined;
  return row.state === 'ignored' ? null : row.eventId;
}

/** Records an external event the first time with the event the producer created for it (state auto). */
export async function recordExternalEvent(
  db: Executor,
  event: ExternalEvent,
  ownEventId: string,
  at: Date,
): Promise<void> {
  await mapping.insertFeedEvent(db, {
    ...event,
    state: 'auto',
    eventId: ownEventId,
    ownEventId,
    firstSeenAt: at,
    lastSeenAt: at,
  });
}

/** Records a later sighting: names and start time as the producer sends them now, and when. */
export async function touchExternalEvent(
  db: Executor,
  event: ExternalEvent,
  at: Date,
): Promise<void> {
  await mapping.touchFeedEvent(db, event.producer, event.externalId, {
    homeName: event.homeName,
    awayName: event.awayName,
    startsAt: event.startsAt,
    at,
  });
}

/** The producer's external events of a competition that feed an open Orca event, with that event. */
export const fedOpenEvents = mapping.fedOpenEvents;

/** Which of the events the producer created are recorded for an external event (the others predate mapping). */
export const recordedOwnEvents = mapping.recordedOwnEvents;

/**
 * The market keys a producer met that it cannot translate by itself, counted (key → times in this answer), so
 * the back office lists them for a trader.
 */
export async function noteUnknownMarkets(
  db: Executor,
  producer: number,
  counts: ReadonlyMap<string, number>,
  at: Date,
): Promise<void> {
  if (counts.size > 0) await mapping.noteMarketKeys(db, producer, counts, at);
}

/** The producer's market keys a trader mapped (key → catalogue market id), and the keys ignored. */
export async function marketMappingOf(
  db: Executor,
  producer: number,
): Promise<{ mapped: Map<string, MarketId>; ignored: Set<string> }> {
  const rows = await mapping.feedMarketsOf(db, producer);
  const mapped = new Map<string, MarketId>();
  const ignored = new Set<string>();
  for (const row of rows) {
    if (row.state === 'mapped' && row.marketId !== null && isMarketId(row.marketId))
      mapped.set(row.externalKey, row.marketId);
    if (row.state === 'ignored') ignored.add(row.externalKey);
  }
  return { mapped, ignored };
}
