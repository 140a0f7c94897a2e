import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  inet,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    timezone: text('timezone').notNull().default(''),
    securityQuestion: text('security_question').notNull().default(''),
    securityAnswerHash: text('security_answer_hash'),
    language: text('language').notNull().default('en'),
    kycStatus: text('kyc_status').notNull().default('not_verified'),
    /** Blocked by an operator (or disabled): no log-in, and live sessions end with the block. */
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** The reason an operator gave for the block, shown in the back office. */
    blockReason: text('block_reason'),
    /** Closed for good at the player's request or an operator's decision; never reopened by a log-in. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    affiliateToken: text('affiliate_token'),
    affiliateId: text('affiliate_id'),
    affiliateAid: text('affiliate_aid'),
    affiliateBid: text('affiliate_bid'),
    registrationIp: inet('registration_ip'),
    /** When the player accepted the terms and conditions, and which version (TERMS_VERSION); null for accounts from before acceptance was asked. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('players_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** External sign-in identities (Google today), one subject per provider. */
export const playerIdentities = pgTable(
  'player_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** Single-use emailed tokens: registration confirmation and password reset. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_tokens_player_idx').on(t.playerId, t.kind)],
);

export const playerLogins = pgTable(
  'player_logins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    country: text('country'),
    method: text('method').notNull(),
  },
  (t) => [index('player_logins_player_at_idx').on(t.playerId, t.at)],
);
