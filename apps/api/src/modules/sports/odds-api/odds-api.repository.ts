import { marketKey } from '@orca/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sportEvents, sportFeedMessages } from '../../../db/schema/sports.ts';
import type { SportEventRow } from '../sports.repository.ts';

/** A producer's events not yet closed or cancelled: the ones it still prices, settles or voids. */
export async function openEventsOf(db: Executor, producer: number): Promise<SportEventRow[]> {
  return db
    .select()
    .from(sportEvents)
    .where(
      and(
        eq(sportEvents.producer, producer),
        inArray(sportEvents.phase, ['not_started', 'live', 'ended']),
      ),
    );
}

/**
 * The lines (market keys) a producer has priced on an event: on another feed's event mapped to it, the only
 * lines it stops, withdraws or settles. Read from the messages it applied there.
 */
export async function linesSentBy(
  db: Executor,
  eventId: string,
  producer: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ message: sportFeedMessages.message })
    .from(sportFeedMessages)
    .where(
      and(
        eq(sportFeedMessages.eventId, eventId),
        eq(sportFeedMessages.producer, producer),
        eq(sportFeedMessages.type, 'odds_change'),
      ),
    );
  const keys = new Set<string>();
  for (const { message } of rows)
    for (const line of (message as { markets?: { id: number; specifiers: string }[] }).markets ??
      [])
      keys.add(marketKey(line.id, line.specifiers));
  return keys;
}
