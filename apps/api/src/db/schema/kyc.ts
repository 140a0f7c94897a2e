import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Verification documents. The file lives in the document store under `storage_key`, a generated
 * name: the player's file name is only kept, cleaned, for display.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('player_documents_player_idx').on(t.playerId, t.uploadedAt),
    index('player_documents_status_idx').on(t.status, t.uploadedAt),
  ],
);
