import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player's messages (spec section 3), made from player notices by the messages consumer. The
 * text is rendered when read, in the reader's language, from `kind` and `params`.
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The notice it came from: a notice makes one message, however often it is read. */
    noticeId: bigint('notice_id', { mode: 'bigint' }).notNull().unique(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** When the notice was published, to the second: equal dates merge (spec section 3). */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 0 }).notNull(),
  },
  (t) => [index('player_messages_player_idx').on(t.playerId, t.createdAt)],
);
