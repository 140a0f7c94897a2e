import { OPERATOR_SESSION_IDLE_MINUTES, type OperatorRole } from '@orca/contracts';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/admin.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** Inserts an operator; null when one of that name (in any case) exists already. */
export async function insert(
  tx: Executor,
  values: { username: string; passwordHash: string; role: OperatorRole },
): Promise<bigint | null> {
  const [created] = await tx
    .insert(operators)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return created?.id ?? null;
}

export async function update(
  tx: Executor,
  id: bigint,
  values: Partial<Pick<OperatorRow, 'role' | 'disabledAt' | 'totpSecret' | 'totpLastStep'>>,
): Promise<void> {
  await tx.update(operators).set(values).where(eq(operators.id, id));
}

export async function find(db: Executor, id: bigint): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function lock(tx: Executor, id: bigint): Promise<OperatorRow | null> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  return row ?? null;
}

export async function findByUsername(db: Executor, username: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = lower(${username})`);
  return row ?? null;
}

/** Every enabled admin, locked in id order (the order every admin's change takes them). */
export async function lockEnabledAdmins(tx: Executor): Promise<void> {
  await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
    .orderBy(asc(operators.id))
    .for('update');
}

export async function countOtherEnabledAdmins(tx: Executor, id: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, id)));
  return Number(row?.n ?? 0);
}

/** Every operator by name, with the recovery codes each has left. */
export async function listWithCodesLeft(db: Executor) {
  const codesLeft = db
    .select({ operatorId: operatorRecoveryCodes.operatorId, n: count().as('n') })
    .from(operatorRecoveryCodes)
    .where(isNull(operatorRecoveryCodes.usedAt))
    .groupBy(operatorRecoveryCodes.operatorId)
    .as('codes_left');
  return db
    .select({
      id: operators.id,
      username: operators.username,
      role: operators.role,
      totpSecret: operators.totpSecret,
      disabledAt: operators.disabledAt,
      createdAt: operators.createdAt,
      codesLeft: codesLeft.n,
    })
    .from(operators)
    .leftJoin(codesLeft, eq(codesLeft.operatorId, operators.id))
    .orderBy(sql`lower(${operators.username})`);
}

export async function enabledWithRoles(
  db: Executor,
  roles: readonly OperatorRole[],
): Promise<{ id: bigint; username: string }[]> {
  return db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(and(inArray(operators.role, [...roles]), isNull(operators.disabledAt)))
    .orderBy(asc(operators.id));
}

export async function usernamesOf(db: Executor, ids: readonly bigint[]) {
  return db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(inArray(operators.id, [...ids]));
}

/** Operators whose TOTP secret is still stored in clear, locked for sealing. */
export async function lockPlainSecrets(tx: Executor) {
  return tx
    .select({ id: operators.id, totpSecret: operators.totpSecret })
    .from(operators)
    .where(sql`${operators.totpSecret} is not null and ${operators.totpSecret} not like 'enc:%'`)
    .for('update');
}

export async function recoveryCodesLeft(db: Executor, operatorId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(
      and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)),
    );
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(tx: Executor, operatorId: bigint): Promise<void> {
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}

export async function insertRecoveryCodes(
  tx: Executor,
  operatorId: bigint,
  codeHashes: readonly string[],
): Promise<void> {
  await tx
    .insert(operatorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Marks an unspent recovery code used; false when there is none with that hash. */
export async function spendRecoveryCode(
  tx: Executor,
  operatorId: bigint,
  codeHash: string,
): Promise<boolean> {
  const [spent] = await tx
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent !== undefined;
}

export async function insertSession(
  tx: Executor,
  values: Pick<
    typeof operatorSessions.$inferInsert,
    'tokenHash' | 'operatorId' | 'stage' | 'pendingTotpSecret' | 'ip' | 'expiresAt'
  >,
): Promise<void> {
  await tx.insert(operatorSessions).values(values);
}

/** Ends every session and pending log-in of an operator. */
export async function revokeSessionsOf(tx: Executor, operatorId: bigint): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function revokeSession(tx: Executor, tokenHash: string): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

const challengeOf = (tokenHash: string) =>
  and(
    eq(operatorSessions.tokenHash, tokenHash),
    eq(operatorSessions.stage, 'password'),
    isNull(operatorSessions.revokedAt),
  );

/** Whose open log-in challenge this is, read without a lock. */
export async function challengeOperator(tx: Executor, tokenHash: string): Promise<bigint | null> {
  const [seen] = await tx
    .select({ operatorId: operatorSessions.operatorId })
    .from(operatorSessions)
    .where(challengeOf(tokenHash));
  return seen?.operatorId ?? null;
}

export async function lockChallenge(
  tx: Executor,
  tokenHash: string,
): Promise<OperatorSessionRow | null> {
  const [row] = await tx
    .select()
    .from(operatorSessions)
    .where(challengeOf(tokenHash))
    .for('update');
  return row ?? null;
}

export async function countWrongCode(tx: Executor, tokenHash: string): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ failedCodes: sql`${operatorSessions.failedCodes} + 1` })
    .where(eq(operatorSessions.tokenHash, tokenHash));
}

/**
 * The operator of a live session (not idle past the limit). Unless `isTouch` is false the same
 * statement restarts its idle clock, so an idle session cannot be revived by two requests racing
 * past a separate check.
 */
export async function liveSessionOperator(
  db: Executor,
  tokenHash: string,
  isTouch: boolean,
): Promise<bigint | null> {
  const live = and(
    eq(operatorSessions.tokenHash, tokenHash),
    eq(operatorSessions.stage, 'active'),
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.expiresAt, sql`now()`),
    gt(
      operatorSessions.lastSeenAt,
      sql`now() - make_interval(mins => ${OPERATOR_SESSION_IDLE_MINUTES})`,
    ),
  );
  const [session] = isTouch
    ? await db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(live)
        .returning({ operatorId: operatorSessions.operatorId })
    : await db
        .select({ operatorId: operatorSessions.operatorId })
        .from(operatorSessions)
        .where(live);
  return session?.operatorId ?? null;
}

/** Pending enrolments whose secret is still stored in clear, locked for sealing. */
export async function lockPlainPendingSecrets(tx: Executor) {
  return tx
    .select({
      tokenHash: operatorSessions.tokenHash,
      operatorId: operatorSessions.operatorId,
      pendingTotpSecret: operatorSessions.pendingTotpSecret,
    })
    .from(operatorSessions)
    .where(
      sql`${operatorSessions.pendingTotpSecret} is not null and ${operatorSessions.pendingTotpSecret} not like 'enc:%'`,
    )
    .for('update');
}

export async function sealPendingSecret(
  tx: Executor,
  tokenHash: string,
  pendingTotpSecret: string,
): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ pendingTotpSecret })
    .where(eq(operatorSessions.tokenHash, tokenHash));
}
