import {
  DEPOSIT_LIMIT_MAX_EUR,
  DEPOSIT_LIMIT_MIN,
  EUR_EQUIVALENT,
  LIMIT_INCREASE_DELAY_HOURS,
  isCurrency,
  LOSS_LIMIT_MIN,
  PLAYER_LIMIT_DAYS,
  PLAYER_LIMIT_KINDS,
  type PlayerLimitKind,
} from '@orca/contracts';
import { AppError } from '../../platform/errors.ts';
import type * as repo from './limits.repository.ts';

// The rules every limit follows, without I/O: which limit is in force, its bounds, and the
// answers a refused player hears.

export const LOSS_KINDS = PLAYER_LIMIT_KINDS.filter((k) => k.startsWith('loss_'));
export const DEPOSIT_KINDS = PLAYER_LIMIT_KINDS.filter((k) => k.startsWith('deposit_'));
export const LOSS_DAYS = LOSS_KINDS.map((k) => PLAYER_LIMIT_DAYS[k]);
export const isLimitKind = (kind: string): kind is PlayerLimitKind =>
  (PLAYER_LIMIT_KINDS as readonly string[]).includes(kind);
export const minuteText = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

type LimitValues = {
  currentMinor: bigint | null;
  pendingMinor: bigint | null;
  isPendingRemoval: boolean;
  pendingFrom: Date | null;
};

/** A raise or removal whose 24 hours have passed becomes the limit in force. */
export function settled(row: LimitValues, now: Date): LimitValues {
  if (row.pendingFrom && row.pendingFrom <= now) {
    return {
      currentMinor: row.isPendingRemoval ? null : row.pendingMinor,
      pendingMinor: null,
      isPendingRemoval: false,
      pendingFrom: null,
    };
  }
  return {
    currentMinor: row.currentMinor,
    pendingMinor: row.pendingMinor,
    isPendingRemoval: row.isPendingRemoval,
    pendingFrom: row.pendingFrom,
  };
}

/**
 * A limit the player asks for: a first or stricter one applies at once, a looser one or a
 * removal waits out the cooling-off. A raise asked for during a cooling-off replaces the waiting
 * one and starts its own 24 hours: asking again never brings a looser limit closer.
 */
export function askedLimit(
  before: LimitValues,
  limitMinor: bigint | null,
  now: Date,
): { after: LimitValues; isStricter: boolean } {
  const isStricter =
    limitMinor !== null && (before.currentMinor === null || limitMinor <= before.currentMinor);
  const after: LimitValues = isStricter
    ? { currentMinor: limitMinor, pendingMinor: null, isPendingRemoval: false, pendingFrom: null }
    : {
        currentMinor: before.currentMinor,
        pendingMinor: limitMinor,
        isPendingRemoval: limitMinor === null,
        pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000),
      };
  return { after, isStricter };
}

const rateOf = (currency: string) => (isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);
export const limitMaxMinor = (currency: string) =>
  BigInt(DEPOSIT_LIMIT_MAX_EUR * rateOf(currency)) * 100n;
export const limitMinMinor = (kind: PlayerLimitKind) =>
  BigInt(kind.startsWith('loss_') ? LOSS_LIMIT_MIN : DEPOSIT_LIMIT_MIN) * 100n;

export function throwExcluded(
  row: { excludedUntil: Date | null },
  data: Record<string, unknown>,
): void {
  if (row.excludedUntil === null) throw new AppError('self_excluded_permanently', { data });
  if (row.excludedUntil > new Date())
    throw new AppError('self_excluded', {
      params: { until: minuteText(row.excludedUntil) },
      data: { ...data, until: row.excludedUntil.toISOString() },
    });
}

export function throwTimedOut(until: Date): never {
  throw new AppError('timed_out', {
    params: { until: minuteText(until) },
    data: { until: until.toISOString() },
  });
}

/** The loss limits in force among these rows, with the window each counts over. */
export function lossLimitsIn(
  rows: repo.GateRow[],
  now: Date,
): { kind: PlayerLimitKind; limitMinor: bigint }[] {
  const found: { kind: PlayerLimitKind; limitMinor: bigint }[] = [];
  for (const row of rows) {
    if (!isLimitKind(row.kind) || !row.kind.startsWith('loss_')) continue;
    const limitMinor = settled(
      {
        currentMinor: row.currentMinor,
        pendingMinor: row.pendingMinor,
        isPendingRemoval: row.isPendingRemoval,
        pendingFrom: row.at,
      },
      now,
    ).currentMinor;
    if (limitMinor !== null) found.push({ kind: row.kind, limitMinor });
  }
  return found;
}
