import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sportEvents } from '../../../db/schema/sports.ts';
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
