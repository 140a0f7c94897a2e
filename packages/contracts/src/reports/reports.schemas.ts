import { z } from 'zod';
import { CURRENCIES } from '../common/currencies.ts';
import { PAYMENT_STATUSES } from '../wallet/cashier.schemas.ts';
import { WITHDRAWAL_STATUSES } from '../wallet/withdrawal.schemas.ts';

/**
 * Back-office figures: the dashboard, GGR/NGR reports and the payments lists with their CSV
 * exports. Days are UTC calendar days, written YYYY-MM-DD; money is a decimal string with its currency.
 */

/** The longest range a report or an export covers: a year, leap day included. */
export const REPORT_RANGE_DAYS_MAX = 366;
/** The dashboard's window: today and the 29 UTC days before it. */
export const DASHBOARD_DAYS = 30;
/** Rows a report or a CSV export carries at most; the range or the filters narrow a larger one. */
export const CSV_ROWS_MAX = 50_000;
export const PAYMENTS_PAGE_SIZE_MAX = 200;

const DAY_MS = 86_400_000;

/** A UTC day as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const isRealDay = (value: string) => {
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && utcDay(new Date(at)) === value;
};

export const ReportDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine(isRealDay, { error: 'date_invalid' });

/**
 * The range a report covers once defaults are filled in: `to` defaults to today (UTC), `from` to
 * the 29 days before `to`. Shared by the query schema's check and the service, so both see the
 * same range.
 */
export function resolveReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string = utcDay(new Date()),
): { from: string; to: string } {
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, -(DASHBOARD_DAYS - 1)), to };
}

/** Checks a date range (after defaults) and names the field at fault. */
function checkRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    (query.from !== undefined && !isRealDay(query.from)) ||
    (query.to !== undefined && !isRealDay(query.to))
  )
    return;
  const { from, to } = resolveReportRange(query);
  if (from > to)
    ctx.addIssue({
      code: 'custom',
      message: 'date_range_invalid',
      path: [query.to === undefined ? 'from' : 'to'],
    });
  else if (daysBetween(from, to) > REPORT_RANGE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', message: 'date_range_too_long', path: ['from'] });
}

export const REPORT_GROUPS = ['day', 'game', 'provider', 'currency', 'affiliate'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** GET /admin/reports/ggr (and /admin/reports/ggr.csv). */
export const GgrReportQuerySchema = z
  .object({
    groupBy: z.enum(REPORT_GROUPS, { error: 'invalid_value' }).default('day'),
    from: ReportDaySchema.optional(),
    to: ReportDaySchema.optional(),
    currency: z.enum(CURRENCIES, { error: 'currency_invalid' }).optional(),
  })
  .superRefine(checkRange);
export type GgrReportQuery = z.infer<typeof GgrReportQuerySchema>;

export const GgrRowSchema = z.object({
  /** What the row groups by: a day, a game id, a provider id, a currency, an affiliate's token|id. */
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  bets: z.string(),
  wins: z.string(),
  /** Bets − wins. */
  ggr: z.string(),
  /** GGR − bonus and reward costs (see the reports service for which ledger movements count). */
  ngr: z.string(),
  /** Rounds that took a real-money bet, rolled-back rounds left out. */
  rounds: z.number().int(),
  /** Players who placed a real-money bet. */
  players: z.number().int(),
});
export type GgrRow = z.infer<typeof GgrRowSchema>;

export const GgrReportSchema = z.object({
  groupBy: z.enum(REPORT_GROUPS),
  from: z.string(),
  to: z.string(),
  rows: z.array(GgrRowSchema),
});
export type GgrReport = z.infer<typeof GgrReportSchema>;

export const DashboardFiguresSchema = z.object({
  deposits: z.string(),
  /** Paid out to players (the payout left the house), not merely requested. */
  withdrawals: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  /** What the bonus and reward cost accounts gave away, net of what came back to them. */
  costs: z.string(),
  ngr: z.string(),
  /** Players who placed a real-money bet. */
  activePlayers: z.number().int(),
  /** Players who registered with this currency. */
  newPlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DashboardDaySchema = z.object({
  day: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  ngr: z.string(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardCurrencySchema = z.object({
  currency: z.string(),
  today: DashboardFiguresSchema,
  last30Days: DashboardFiguresSchema,
  /** Withdrawals of this currency waiting for an operator's decision. */
  pendingWithdrawals: z.number().int(),
  /** One entry per UTC day, oldest first, DASHBOARD_DAYS long. */
  series: z.array(DashboardDaySchema),
});
export type DashboardCurrency = z.infer<typeof DashboardCurrencySchema>;

export const DashboardSchema = z.object({
  today: z.string(),
  from: z.string(),
  generatedAt: z.string(),
  /** Currencies with any movement or sign-up in the window, in the catalogue's order. */
  currencies: z.array(DashboardCurrencySchema),
  pendingWithdrawals: z.number().int(),
  pendingDocuments: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** A player filter: a username, or a player id as digits. */
const PlayerFilterSchema = z.string().trim().min(1).max(64, { error: 'too_long' });

/** GET /admin/deposits and /admin/deposits.csv: created between from and to (UTC days, both included). */
export const DepositSearchSchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES, { error: 'invalid_value' }).optional(),
    from: ReportDaySchema.optional(),
    to: ReportDaySchema.optional(),
    player: PlayerFilterSchema.optional(),
    limit: z.coerce
      .number({ error: 'invalid_value' })
      .int()
      .min(1)
      .max(PAYMENTS_PAGE_SIZE_MAX, { error: 'limit_too_high' })
      .default(50),
    offset: z.coerce.number({ error: 'invalid_value' }).int().min(0).max(1_000_000).default(0),
  })
  .superRefine(checkRange);
export type DepositSearch = z.infer<typeof DepositSearchSchema>;

export const AdminDepositSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerUsername: z.string(),
  method: z.string(),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** Our status: pending, confirmed, declined, credited, expired. */
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's own reference for the checkout, once it gave one. */
  providerReference: z.string().nullable(),
  /** The last signed event the provider sent about it (payment.confirmed, payment.declined …), if any. */
  providerEvent: z.string().nullable(),
  providerEventAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDeposit = z.infer<typeof AdminDepositSchema>;

export const AdminDepositPageSchema = z.object({
  items: z.array(AdminDepositSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminDepositPage = z.infer<typeof AdminDepositPageSchema>;

/** GET /admin/withdrawals.csv: every status unless one is named. */
export const WithdrawalExportSchema = z
  .object({
    status: z.enum(WITHDRAWAL_STATUSES, { error: 'invalid_value' }).optional(),
    from: ReportDaySchema.optional(),
    to: ReportDaySchema.optional(),
    player: PlayerFilterSchema.optional(),
  })
  .superRefine(checkRange);
export type WithdrawalExport = z.infer<typeof WithdrawalExportSchema>;
