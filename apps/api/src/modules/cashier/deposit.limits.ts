import { formatMinor } from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import * as repo from './cashier.repository.ts';
import { CHECKOUT_EXPIRY_MS } from './deposit.status.ts';

/** The daily deposit limit counts a rolling 24 hours, so it means the same in every time zone. */
const DAY_MS = 86_400_000;

/** The limit counts credited deposits and checkouts still open; these are its two parts over the rolling day. */
function depositTotalsAt(db: Executor, playerId: bigint, now: number) {
  return repo.depositTotalsSince(
    db,
    playerId,
    new Date(now - DAY_MS),
    new Date(now - CHECKOUT_EXPIRY_MS),
  );
}

/** What the limits domain reads of the player's deposits, to show what is left of each limit. */
export function createDepositTotals(db: Database) {
  return {
    /** Deposits credited in the last 24 hours, and checkouts still open: together what counts against the daily limit. */
    depositTotalsLast24h: (playerId: bigint) => depositTotalsAt(db, playerId, Date.now()),

    /** Deposits credited and checkouts still open over each of the last N days, summed, one figure per entry (the weekly and monthly limits). */
    async depositedOver(playerId: bigint, days: readonly number[]): Promise<bigint[]> {
      const now = Date.now();
      const totals = await Promise.all(
        days.map((d) =>
          repo.depositTotalsSince(
            db,
            playerId,
            new Date(now - d * DAY_MS),
            new Date(now - CHECKOUT_EXPIRY_MS),
          ),
        ),
      );
      return totals.map((t) => t.creditedMinor + t.inFlightMinor);
    },
  };
}

/**
 * Inside `tx`, which holds the player's deposit lock: two checkouts opened at the same moment
 * take turns, so together they cannot pass the limit. Produces self_excluded,
 * self_excluded_permanently, timed_out, deposit_limit_exceeded, weekly_deposit_limit_exceeded,
 * monthly_deposit_limit_exceeded.
 */
export async function assertMayDeposit(
  limits: LimitsService,
  tx: Executor,
  playerId: bigint,
  amountMinor: bigint,
  currency: string,
) {
  await limits.assertMayDeposit(playerId, tx);
  const now = Date.now();
  const dailyMinor = await limits.depositLimitMinor(playerId, tx);
  const windows = [
    ...(dailyMinor === null
      ? []
      : [{ code: 'deposit_limit_exceeded' as const, days: 1, limitMinor: dailyMinor }]),
    ...(await limits.depositWindowLimits(playerId, tx)).map((w) => ({
      code:
        w.kind === 'deposit_week'
          ? ('weekly_deposit_limit_exceeded' as const)
          : ('monthly_deposit_limit_exceeded' as const),
      days: w.days,
      limitMinor: w.limitMinor,
    })),
  ];
  for (const window of windows) {
    // Open checkouts count too, until they expire: otherwise several opened at once could all be
    // paid and together pass the limit.
    const totals = await repo.depositTotalsSince(
      tx,
      playerId,
      new Date(now - window.days * DAY_MS),
      new Date(now - CHECKOUT_EXPIRY_MS),
    );
    const usedMinor = totals.creditedMinor + totals.inFlightMinor;
    if (usedMinor + amountMinor > window.limitMinor) {
      const remaining = window.limitMinor > usedMinor ? window.limitMinor - usedMinor : 0n;
      throw new AppError(window.code, {
        params: { remaining: formatMinor(remaining), currency },
        data: { remaining: formatMinor(remaining) },
      });
    }
  }
}
