import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './admin.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Operator-written content: news articles, info pages and the home page's banners (decision 016).
 * Visible to players when `status = 'published'` and `publish_at <= now()`: scheduling is a
 * publish date in the future, so nothing has to wake up to publish it.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['news', 'page', 'banner'] }).notNull(),
    /** The address part: /news/{url}, /info/{url}; a banner's own handle. */
    url: text('url').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** An uploaded image (/api/v1/content/images/{id}) or null. */
    imageId: uuid('image_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Order among pages and banners (lower first); news order by publish date. */
    position: integer('position').notNull().default(0),
    /** A banner's target inside the site (/deposit-bonus/welcome); null elsewhere. */
    link: text('link'),
    createdBy: bigint('created_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_kind_url_key').on(t.kind, t.url),
    index('content_entries_listing_idx').on(t.kind, t.status, t.publishAt),
    check('content_entries_url_format', sql`${t.url} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** An entry's text per language; a missing language falls back to en. Bodies are Markdown. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.language] })],
);

/** Images operators upload for content, kept in the database so every instance serves them. */
export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  uploadedBy: bigint('uploaded_by', { mode: 'bigint' }).references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
