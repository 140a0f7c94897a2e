import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deviceTokens, loginFailures, loginThrottles } from '../../db/schema/sessions.ts';

export async function recordFailures(db: Executor, subjects: string[]): Promise<void> {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
}

/** The highest failure count among the subjects since `since`. */
export async function maxFailures(db: Executor, subjects: string[], since: Date): Promise<number> {
  const rows = await db
    .select({ subject: loginFailures.subject, count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.subject, subjects), gt(loginFailures.at, since)))
    .groupBy(loginFailures.subject);
  return rows.reduce((max, row) => Math.max(max, Number(row.count)), 0);
}

export async function clearFailures(db: Executor, subjects: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.subject, subjects));
}

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

export async function findThrottle(
  db: Executor,
  username: string,
): Promise<LoginThrottleRow | undefined> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.username, username));
  return row;
}

/**
 * Takes the one attempt a throttled username may make once its wait is over, and moves the wait
 * on to `nextBlockedUntil` as if the attempt fails: of simultaneous requests only one gets through.
 */
export async function claimThrottledAttempt(
  db: Executor,
  username: string,
  now: Date,
  nextBlockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginThrottles)
    .set({ blockedUntil: nextBlockedUntil })
    .where(
      and(
        eq(loginThrottles.username, username),
        or(isNull(loginThrottles.blockedUntil), lte(loginThrottles.blockedUntil, now)),
      ),
    )
    .returning({ username: loginThrottles.username });
  return rows.length === 1;
}

/** Counts one more failure, from one again when the last is older than `forgetBefore`; returns the count. */
export async function recordThrottleFailure(
  db: Executor,
  username: string,
  now: Date,
  forgetBefore: Date,
): Promise<number> {
  const isStreak = sql`${loginThrottles.lastFailureAt} > ${forgetBefore}`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ username, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.username,
      set: {
        failures: sql`case when ${isStreak} then ${loginThrottles.failures} + 1 else 1 end`,
        notifiedAt: sql`case when ${isStreak} then ${loginThrottles.notifiedAt} else null end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

export async function blockUntil(
  db: Executor,
  username: string,
  blockedUntil: Date,
): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ blockedUntil })
    .where(eq(loginThrottles.username, username));
}

/** Marks the account holder as told; true only for the one request that did, so one email goes out. */
export async function markThrottleNotified(
  db: Executor,
  username: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loginThrottles)
    .set({ notifiedAt: now })
    .where(and(eq(loginThrottles.username, username), isNull(loginThrottles.notifiedAt)))
    .returning({ username: loginThrottles.username });
  return rows.length === 1;
}

export async function clearThrottle(db: Executor, username: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.username, username));
}

export type DeviceTokenRow = typeof deviceTokens.$inferSelect;
export type DeviceTokenRevocation = 'failures' | 'password_change' | 'password_reset';

/** A player's device token that is neither revoked nor expired and has failure budget left. */
export async function findLiveDeviceToken(
  db: Executor,
  tokenHash: string,
  playerId: bigint,
  now: Date,
  failuresMax: number,
): Promise<DeviceTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceTokens)
    .where(
      and(
        eq(deviceTokens.tokenHash, tokenHash),
        eq(deviceTokens.playerId, playerId),
        isNull(deviceTokens.revokedAt),
        gt(deviceTokens.expiresAt, now),
        lt(deviceTokens.failures, failuresMax),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Charges one attempt to a device token's failure budget before the password is checked, as if it
 * fails, so simultaneous guesses with one token cannot together spend more than the budget. Returns
 * the failures counted now, or null when the token is no longer live.
 */
export async function claimDeviceAttempt(
  db: Executor,
  id: bigint,
  now: Date,
  failuresMax: number,
): Promise<number | null> {
  const [row] = await db
    .update(deviceTokens)
    .set({ failures: sql`${deviceTokens.failures} + 1` })
    .where(
      and(
        eq(deviceTokens.id, id),
        isNull(deviceTokens.revokedAt),
        gt(deviceTokens.expiresAt, now),
        lt(deviceTokens.failures, failuresMax),
      ),
    )
    .returning({ failures: deviceTokens.failures });
  return row?.failures ?? null;
}

/** After a successful log-in: the budget is whole again and the token lives on from today. */
export async function refreshDeviceToken(
  db: Executor,
  id: bigint,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ failures: 0, lastUsedAt: now, expiresAt })
    .where(eq(deviceTokens.id, id));
}

export async function insertDeviceToken(
  db: Executor,
  values: { tokenHash: string; playerId: bigint; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(deviceTokens).values({
    tokenHash: values.tokenHash,
    playerId: values.playerId,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Keeps a player's device tokens bounded: drops the dead ones (revoked or expired) and all but the
 * `keep` most recently used live ones, whose browsers then log in as any new browser would.
 */
export async function pruneDeviceTokens(
  db: Executor,
  playerId: bigint,
  now: Date,
  keep: number,
): Promise<void> {
  await db
    .delete(deviceTokens)
    .where(
      and(
        eq(deviceTokens.playerId, playerId),
        or(isNotNull(deviceTokens.revokedAt), lte(deviceTokens.expiresAt, now)),
      ),
    );
  const kept = db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .where(eq(deviceTokens.playerId, playerId))
    .orderBy(desc(deviceTokens.lastUsedAt), desc(deviceTokens.id))
    .limit(keep);
  await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.playerId, playerId), notInArray(deviceTokens.id, kept)));
}

export async function revokeDeviceToken(
  db: Executor,
  id: bigint,
  now: Date,
  reason: DeviceTokenRevocation,
): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(deviceTokens.id, id), isNull(deviceTokens.revokedAt)));
}

export async function revokeDeviceTokensOfPlayer(
  db: Executor,
  playerId: bigint,
  now: Date,
  reason: DeviceTokenRevocation,
): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(deviceTokens.playerId, playerId), isNull(deviceTokens.revokedAt)));
}
