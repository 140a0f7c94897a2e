import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { xid8 } from './events.ts';
import { players } from './players.ts';

/**
 * One row per account: a player's cash and bonus per currency, and the house accounts per
 * currency. `balance` is kept in the same transaction as the transfers that move it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.kind, t.playerId, t.currency).nullsNotDistinct(),
    check(
      'ledger_accounts_player_not_negative',
      sql`${t.kind} not like 'player%' or ${t.balance} >= 0`,
    ),
    check(
      'ledger_accounts_player_has_owner',
      sql`(${t.kind} like 'player%') = (${t.playerId} is not null)`,
    ),
  ],
);

/**
 * One row per idempotent money operation. The same key with the same payload returns the stored
 * result; with another payload it is refused.
 */
export const ledgerOperations = pgTable(
  'ledger_operations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    payloadHash: text('payload_hash').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' }).references(() => players.id),
    reference: text('reference'),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_operations_reference_idx').on(t.reference, t.kind),
    index('ledger_operations_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** The postings: each moves `amount` from the debit account to the credit account. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operationId: bigint('operation_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerOperations.id),
    kind: text('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction: events are read below the oldest transaction still running (decision 007). */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_operation_idx').on(t.operationId),
    index('ledger_transfers_xid_idx').on(t.xid, t.id),
    // Reports read postings by date. A BRIN index suits an append-only table whose rows arrive in
    // time order: a few pages for millions of rows, and next to nothing added to each bet's insert.
    index('ledger_transfers_created_brin').using('brin', t.createdAt),
  ],
);
