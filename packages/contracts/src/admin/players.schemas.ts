import { z } from 'zod';
import { CURRENCIES } from '../common/currencies.ts';
import { PLAYER_LIMIT_KINDS } from '../wallet/limits.schemas.ts';

/** Rows of one page of a back-office player list. */
export const PLAYER_SEARCH_PAGE_SIZE = 25;
/** Pages further than this are not served: a search that needs them should be narrower. */
export const PLAYER_SEARCH_PAGES_MAX = 200;
/** Rows of one page of a player card's tab (transactions, rounds, sessions). */
export const PLAYER_TAB_PAGE_SIZE = 50;
/** Four-eyes: adjustments above this many EUR (their EUR equivalent) wait for a second operator, unless configured otherwise. */
export const ADJUSTMENT_FOUR_EYES_EUR_DEFAULT = 500;
/** An adjustment's amount: a signed decimal with at most 9 digits before the point and 2 after. */
export const ADJUSTMENT_AMOUNT_PATTERN = /^-?\d{1,9}(\.\d{1,2})?$/;

export const PLAYER_STATUSES = ['active', 'blocked', 'closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A player named in a back-office path: their numeric id. */
export const PlayerCardParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }),
});

export const PlayerSearchSchema = z.object({
  query: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(PLAYER_SEARCH_PAGES_MAX).default(1),
});
export type PlayerSearch = z.infer<typeof PlayerSearchSchema>;

export const PlayerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  currency: z.string(),
  status: z.enum(PLAYER_STATUSES),
  registeredAt: z.string(),
});
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;

export const PlayerSearchPageSchema = z.object({
  players: z.array(PlayerSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type PlayerSearchPage = z.infer<typeof PlayerSearchPageSchema>;

export const PlayerOverviewSchema = PlayerSummarySchema.extend({
  language: z.string(),
  blockReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  registrationIp: z.string().nullable(),
  emailVerified: z.boolean(),
  lastLogin: z
    .object({
      at: z.string(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      method: z.string(),
    })
    .nullable(),
  balances: z.array(z.object({ currency: z.string(), cash: z.string(), bonus: z.string() })),
  depositLimit: z
    .object({
      current: z.string().nullable(),
      pending: z.string().nullable(),
      pendingFrom: z.string().nullable(),
    })
    .nullable(),
  /** `until` null with an exclusion present means permanent. */
  selfExclusion: z
    .object({ until: z.string().nullable(), period: z.string(), isActive: z.boolean() })
    .nullable(),
  /** The weekly and monthly deposit limits and loss limits set (issue 28), each in force and pending. */
  playerLimits: z
    .array(
      z.object({
        kind: z.enum(PLAYER_LIMIT_KINDS),
        current: z.string().nullable(),
        pending: z.string().nullable(),
        pendingFrom: z.string().nullable(),
      }),
    )
    .max(PLAYER_LIMIT_KINDS.length),
  /** A time-out still running. */
  timeOut: z.object({ until: z.string(), period: z.string() }).nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  kycStatus: z.string(),
  affiliate: z.object({
    token: z.string().nullable(),
    id: z.string().nullable(),
    aid: z.string().nullable(),
    bid: z.string().nullable(),
  }),
});
export type PlayerOverview = z.infer<typeof PlayerOverviewSchema>;

export const PlayerTabPageSchema = z.object({
  page: z.coerce.number().int().min(1).max(PLAYER_SEARCH_PAGES_MAX).default(1),
});

/** One posting as the player's account saw it: positive into the account, negative out of it. */
export const PlayerLedgerEntrySchema = z.object({
  transferId: z.string(),
  operationId: z.string(),
  operationKind: z.string(),
  transferKind: z.string(),
  accountKind: z.string(),
  currency: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  at: z.string(),
});
export type PlayerLedgerEntry = z.infer<typeof PlayerLedgerEntrySchema>;
export const PlayerLedgerPageSchema = z.object({
  entries: z.array(PlayerLedgerEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type PlayerLedgerPage = z.infer<typeof PlayerLedgerPageSchema>;

export const PlayerSessionViewSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  isLive: z.boolean(),
});
export const PlayerLoginViewSchema = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  method: z.string(),
});
export const PlayerSessionsSchema = z.object({
  sessions: z.array(PlayerSessionViewSchema),
  logins: z.array(PlayerLoginViewSchema),
});
export type PlayerSessions = z.infer<typeof PlayerSessionsSchema>;

export const PlayerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type PlayerNote = z.infer<typeof PlayerNoteSchema>;
export const PlayerNoteCreateSchema = z.object({
  body: z.string().trim().min(1, { error: 'invalid_value' }).max(2000),
});

/** Every action on a player says why; the reason goes into the audit log. */
export const PlayerActionSchema = z.object({
  reason: z.string().trim().min(3, { error: 'invalid_value' }).max(500),
});
export type PlayerAction = z.infer<typeof PlayerActionSchema>;

export const AdjustmentCreateSchema = z.object({
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }),
  amount: z
    .string()
    .trim()
    .regex(ADJUSTMENT_AMOUNT_PATTERN, { error: 'invalid_value' })
    .refine((value) => /[1-9]/.test(value), { error: 'invalid_value' }),
  reason: z.string().trim().min(3, { error: 'invalid_value' }).max(500),
});
export type AdjustmentCreate = z.infer<typeof AdjustmentCreateSchema>;

export const AdjustmentSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerUsername: z.string(),
  currency: z.string(),
  /** Signed: a credit is positive, a debit negative. */
  amount: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const AdjustmentListQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES, { error: 'invalid_value' }).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const AdjustmentIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });
export const AdjustmentDecisionSchema = z
  .object({ note: z.string().trim().max(500).default('') })
  .default({ note: '' });

/** What the adjustment form needs to say before it is sent: the four-eyes amount per currency. */
export const AdjustmentPolicySchema = z.object({
  fourEyesEur: z.number().int(),
  fourEyesByCurrency: z.record(z.string(), z.string()),
});
export type AdjustmentPolicy = z.infer<typeof AdjustmentPolicySchema>;
