import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** The rail's reference: the sandbox's, or the chain transaction paying it (its newest hash once re-priced). */
    payoutReference: text('payout_reference'),
    /**
     * A chain payout's quote, fixed before the signer is first asked: the asset, how much of it
     * (the net amount at the rate of that moment) and the rate and its source. Null on the sandbox rail.
     */
    payoutAsset: text('payout_asset'),
    payoutAmountBase: numeric('payout_amount_base', { precision: 78, scale: 0 }),
    payoutRateMinorPerUnit: numeric('payout_rate_minor_per_unit', { precision: 38, scale: 0 }),
    payoutRateSource: text('payout_rate_source'),
    payoutConfirmations: integer('payout_confirmations'),
    payoutConfirmationsRequired: integer('payout_confirmations_required'),
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

/**
 * Crypto deposit addresses (issue 25): one per player per chain, the child `derivationIndex` of
 * the site's extended public key, so the same player always gets the same address and the API
 * never holds a deposit key.
 */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    chain: text('chain').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** Lower-case hex for EVM chains, as the watcher compares them. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crypto_deposit_addresses_player_chain').on(t.playerId, t.chain),
    unique('crypto_deposit_addresses_chain_index').on(t.chain, t.derivationIndex),
    unique('crypto_deposit_addresses_chain_address').on(t.chain, t.address),
  ],
);

/**
 * What the chain watcher saw arrive at a deposit address: one row per (chain, transaction, log
 * index; -1 for a native transfer), each with its payment. The rate of the moment of detection
 * is kept with it, so the credit later uses exactly that rate.
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    methodId: text('method_id').notNull(),
    address: text('address').notNull(),
    /** In the asset's smallest unit (wei, or the token's 10^-decimals): may pass 2^63. */
    amountBase: numeric('amount_base', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    confirmations: integer('confirmations').notNull().default(1),
    confirmationsRequired: integer('confirmations_required').notNull(),
    /** pending → credited; orphaned when a reorganisation took its block away (revived if it is mined again). */
    status: text('status').notNull().default('pending'),
    /** The player's currency minor units one whole unit of the asset was worth at detection, and who said so. */
    rateMinorPerUnit: numeric('rate_minor_per_unit', { precision: 38, scale: 0 }).notNull(),
    rateSource: text('rate_source').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    unique('crypto_deposits_chain_tx_log').on(t.chain, t.txHash, t.logIndex),
    index('crypto_deposits_status_idx').on(t.chain, t.status),
  ],
);

/** How far the watcher has read each chain: the last block scanned and its hash (a different hash there means a reorganisation). */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').primaryKey(),
  height: bigint('height', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The operator's crypto rates, set in the back office's Treasury: EUR per whole unit of an asset.
 * Asked after the exchange's ticker and before the configured CRYPTO_RATES_EUR.
 */
export const cryptoRates = pgTable('crypto_rates', {
  asset: text('asset').primaryKey(),
  eurPerUnit: numeric('eur_per_unit', { precision: 20, scale: 2 }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sweeps of deposit addresses into the hot wallet, each signed by the signer with the address's
 * own key. A sweep moves the casino's money between its own addresses, so no ledger transfer goes
 * with it; the Treasury's reconciliation takes what it moved off each address's books.
 */
export const chainSweeps = pgTable(
  'chain_sweeps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').notNull(),
    methodId: text('method_id').notNull(),
    /** As the watcher compares them (lower-case hex on EVM chains). */
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** requested, topping_up, pending (sent), swept (deep enough), empty (nothing worth its fee), failed. */
    status: text('status').notNull().default('requested'),
    txHash: text('tx_hash'),
    /** What reached the hot wallet, in the asset's smallest unit. */
    amountBase: numeric('amount_base', { precision: 78, scale: 0 }),
    /** The network fee the deposit address paid, in the chain's native unit. */
    feeBase: numeric('fee_base', { precision: 78, scale: 0 }),
    /** ETH the hot wallet sent the address for an ERC-20 sweep's gas. */
    topUpBase: numeric('top_up_base', { precision: 78, scale: 0 }),
    topUpTxHash: text('top_up_tx_hash'),
    confirmations: integer('confirmations').notNull().default(0),
    /** Why the signer said no (the latest answer), for the Treasury. */
    problem: text('problem'),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chain_sweeps_address_idx').on(t.chain, t.address),
    index('chain_sweeps_open_idx')
      .on(t.status)
      .where(sql`status in ('requested', 'topping_up', 'pending')`),
    // One sweep in flight per address: two would race for its nonce or its coins.
    uniqueIndex('chain_sweeps_one_open_per_address')
      .on(t.chain, t.address)
      .where(sql`status in ('requested', 'topping_up', 'pending')`),
  ],
);
