import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Deposit methods and their limits in EUR minor units, converted to each currency at 1 EUR equivalents. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  provider: text('provider').notNull(),
  direction: text('direction').notNull(),
  minEurMinor: bigint('min_eur_minor', { mode: 'bigint' }).notNull(),
  maxEurMinor: bigint('max_eur_minor', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull().default(0),
});

/** Our side of a deposit: created by the cashier, settled by the provider's signed webhook. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    methodId: text('method_id').notNull(),
    provider: text('provider').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_player_idx').on(t.playerId, t.createdAt)],
);

/** Webhook events already processed, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox provider's own books. It plays an outside payment company, so it keeps its
 * own records and talks to the casino only through redirects and signed webhooks.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantReference: text('merchant_reference').notNull().unique(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_webhooks_due_idx').on(t.deliveredAt, t.nextAttemptAt)],
);

/** Crypto withdrawal methods: fee and limits in EUR minor units, address rules per currency. */
export const withdrawalMethods = pgTable('withdrawal_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  processingHours: integer('processing_hours').notNull(),
  feeEurMinor: bigint('fee_eur_minor', { mode: 'bigint' }).notNull(),
  minEurMinor: bigint('min_eur_minor', { mode: 'bigint' }).notNull(),
  maxEurMinor: bigint('max_eur_minor', { mode: 'bigint' }).notNull(),
  addressPattern: text('address_pattern').notNull(),
  addressMinLength: integer('address_min_length').notNull(),
  addressMaxLength: integer('address_max_length').notNull(),
  tagLabel: text('tag_label'),
  tagMaxLength: integer('tag_max_length'),
  isTagRequired: boolean('is_tag_required').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    methodId: text('method_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    address: text('address'),
    tag: text('tag'),
    detailsTokenHash: text('details_token_hash').unique(),
    detailsExpiresAt: timestamp('details_expires_at', { withTimezone: true }),
    payoutReference: text('payout_reference'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decisionNote: text('decision_note'),
    /** Four-eyes: above the threshold the first approval is recorded here and a second operator decides. */
    firstApprovedBy: bigint('first_approved_by', { mode: 'bigint' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_player_idx').on(t.playerId, t.requestedAt),
    index('withdrawals_status_idx').on(t.status),
  ],
);
