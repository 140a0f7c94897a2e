import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp, boolean } from 'drizzle-orm/pg-core';

/** Mail waiting to be sent, or kept for the demo mailbox when no SMTP server is configured. */
export const outboxEmails = pgTable('outbox_emails', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const skinSettings = pgTable('skin_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const skinMenuItems = pgTable('skin_menu_items', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  labelKey: text('label_key').notNull(),
  path: text('path'),
  icon: text('icon'),
  position: integer('position').notNull(),
  requiresLogin: boolean('requires_login').notNull().default(false),
  /** Hidden entries stay in place for operators and are left out of the drawer. */
  enabled: boolean('enabled').notNull().default(true),
  /** Operator-written labels per language, over the label key's built-in text: { en: '…', de: '…' }. */
  labels: jsonb('labels')
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const logos = pgTable('logos', {
  name: text('name').primaryKey(),
  type: text('type').notNull(),
  color: text('color').notNull(),
  svg: text('svg').notNull(),
});
