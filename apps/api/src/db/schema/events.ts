import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's 64-bit transaction id (never wraps around). Read and written as its decimal text:
 * the event reader compares it in SQL only (see decision 007).
 */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/**
 * Where each event consumer is in each event source: the (transaction id, row id) of the last
 * event it handled. A consumer moves its cursor in the transaction that applies its effects, so
 * an event takes effect exactly once however often the consumer stops and starts.
 */
export const eventCursors = pgTable(
  'event_cursors',
  {
    consumer: text('consumer').notNull(),
    source: text('source').notNull(),
    positionXid: xid8('position_xid')
      .notNull()
      .default(sql`'0'::xid8`),
    /** The row id within the transaction, as text (bigint or uuid, per source). */
    positionId: text('position_id').notNull(),
    handledCount: bigint('handled_count', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** When the last handled event happened (its row's time), for the lag. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.source] })],
);

/**
 * Player notices (decision 014): what a domain tells a player happened, written in the
 * transaction of the change, read by consumers as the 'player.notice' event source. Append-only.
 */
export const playerNotices = pgTable(
  'player_notices',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    playerId: bigint('player_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notices_xid_idx').on(t.xid, t.id)],
);
