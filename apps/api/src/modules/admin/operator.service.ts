import {
  hasPermission,
  isOperatorRole,
  OPERATOR_LOGIN_CHALLENGE_MINUTES,
  OPERATOR_ROLES,
  OPERATOR_LOGIN_CODE_ATTEMPTS_MAX,
  OPERATOR_SESSION_IDLE_MINUTES,
  permissionsOf,
  type OperatorLoginStep,
  type OperatorProfile,
  type OperatorRole,
  type OperatorSecurity,
  type OperatorSession,
  type OperatorSummary,
  type Permission,
} from '@orca/contracts';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/index.ts';
import type { OperatorAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import {
  hashPassword,
  isCommonPassword,
  verifyDecoy,
  verifyPassword,
} from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { isRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import { createSecretBox } from './secret-box.ts';
import { checkTotp, newTotpEnrolment } from './totp.ts';
import { inTransaction } from '../../db/transaction.ts';

/** However active, a back-office session ends after a working day. */
const OPERATOR_SESSION_HOURS_MAX = 10;

export interface Operator {
  id: bigint;
  username: string;
  role: OperatorRole;
  permissions: readonly Permission[];
  /** Where the request came from, for the audit log. */
  ip: string;
}

function profileOf(operator: { username: string; role: OperatorRole }): OperatorProfile {
  return {
    username: operator.username,
    role: operator.role,
    permissions: [...permissionsOf(operator.role)],
    idleMinutes: OPERATOR_SESSION_IDLE_MINUTES,
  };
}

type CodeOutcome =
  | { ok: true; session: OperatorSession }
  | { ok: false; code: 'invalid_totp_code' | 'login_challenge_expired' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a sealed secret is bound to, so it opens only in the row it was written for. */
const totpContext = (operatorId: bigint) => `operators.totp_secret:${operatorId}`;
const pendingContext = (operatorId: bigint) =>
  `operator_sessions.pending_totp_secret:${operatorId}`;

/**
 * Back-office identities: separate credentials and sessions (x-operator-session), a mandatory
 * TOTP second factor (RFC 6238) enrolled at the first log-in with one-time recovery codes, roles
 * granting permissions. TOTP secrets are stored encrypted with `secretKey` (OPERATOR_SECRET_KEY).
 */
export function createOperatorService(db: Database, options: { secretKey: Buffer }) {
  const box = createSecretBox(options.secretKey);

  async function recoveryCodesLeft(
    executor: Database | Transaction,
    operatorId: bigint,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(operatorRecoveryCodes)
      .where(
        and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)),
      );
    return Number(row?.n ?? 0);
  }

  /** Replaces the operator's recovery codes with a fresh set; the plain codes exist only in the answer. */
  async function issueRecoveryCodes(tx: Transaction, operatorId: bigint): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(
        codes.map((code) => ({ operatorId, codeHash: box.hashCode(normalizeRecoveryCode(code)) })),
      );
    return codes;
  }

  /** Ends every session and pending log-in of an operator. */
  async function endSessions(tx: Transaction, operatorId: bigint): Promise<void> {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
  }

  /**
   * Locks the target operator for an admin's change, and with them every enabled admin (in id
   * order), so two admins demoting or disabling each other at once cannot both pass the
   * last-admin check. Produces not_found.
   */
  async function lockForChange(tx: Transaction, id: bigint) {
    await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)))
      .orderBy(asc(operators.id))
      .for('update');
    const [target] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!target || !isOperatorRole(target.role)) throw new AppError('not_found');
    return { ...target, role: target.role };
  }

  /** Refuses a change that would leave no enabled admin. Produces last_admin. */
  async function assertAnotherAdmin(tx: Transaction, id: bigint): Promise<void> {
    const [row] = await tx
      .select({ n: count() })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, id)));
    if (Number(row?.n ?? 0) === 0) throw new AppError('last_admin');
  }

  const auditOf = (by: Operator, target: bigint) => ({
    actorKind: 'operator' as const,
    actorId: by.id.toString(),
    targetKind: 'operator',
    targetId: target.toString(),
    ip: by.ip,
  });

  const service = {
    /**
     * False when an operator of that name (in any case) exists already; nothing is changed then.
     * `totpSecret` enrols the second factor up front (the demo operator, whose secret is printed).
     */
    async create(
      username: string,
      password: string,
      role: OperatorRole,
      createOptions: { totpSecret?: string } = {},
    ): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(operators)
          .values({ username, passwordHash, role })
          .onConflictDoNothing()
          .returning({ id: operators.id });
        if (!created) return false;
        if (createOptions.totpSecret)
          await tx
            .update(operators)
            .set({ totpSecret: box.seal(createOptions.totpSecret, totpContext(created.id)) })
            .where(eq(operators.id, created.id));
        return true;
      });
    },

    /** Every operator, by name: role, second factor and recovery codes left, disabled or not. */
    async list(): Promise<OperatorSummary[]> {
      const codesLeft = db
        .select({ operatorId: operatorRecoveryCodes.operatorId, n: count().as('n') })
        .from(operatorRecoveryCodes)
        .where(isNull(operatorRecoveryCodes.usedAt))
        .groupBy(operatorRecoveryCodes.operatorId)
        .as('codes_left');
      const rows = await db
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
      return rows
        .filter((row) => isOperatorRole(row.role))
        .map((row) => ({
          id: row.id.toString(),
          username: row.username,
          role: row.role as OperatorRole,
          hasTotp: row.totpSecret !== null,
          recoveryCodesLeft: Number(row.codesLeft ?? 0),
          disabledAt: row.disabledAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        }));
    },

    /** Enabled operators whose role grants `permission` (VIP hosts hold rewards.manage), by id. */
    async holdersOf(
      permission: Permission,
      executor: Database | Transaction = db,
    ): Promise<{ id: bigint; username: string }[]> {
      const roles = OPERATOR_ROLES.filter((role) => hasPermission(role, permission));
      return executor
        .select({ id: operators.id, username: operators.username })
        .from(operators)
        .where(and(inArray(operators.role, roles), isNull(operators.disabledAt)))
        .orderBy(asc(operators.id));
    },

    /** Usernames by operator id (as text), for screens naming who decided. */
    async usernames(ids: readonly bigint[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: operators.id, username: operators.username })
        .from(operators)
        .where(inArray(operators.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id.toString(), row.username]));
    },

    /**
     * An admin adding a colleague: the new operator enrols TOTP at their first log-in. Audited.
     * Produces username_exists, validation_error (a common password).
     */
    async add(
      by: Operator,
      input: { username: string; password: string; role: OperatorRole },
    ): Promise<OperatorProfile> {
      if (isCommonPassword(input.password))
        throw new FieldRuleError('validation_error', 'password', 'password_strength');
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(operators)
          .values({ username: input.username, passwordHash, role: input.role })
          .onConflictDoNothing()
          .returning({ id: operators.id });
        if (!created) throw new AppError('username_exists');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'operator.created',
          targetKind: 'operator',
          targetId: created.id.toString(),
          after: { username: input.username, role: input.role },
          ip: by.ip,
        });
        return profileOf(input);
      });
    },

    /**
     * An admin giving an operator another role; it applies from their next call. Audited.
     * Produces not_found, last_admin.
     */
    async changeRole(by: Operator, id: bigint, role: OperatorRole): Promise<OperatorSummary> {
      await inTransaction(db, async (tx) => {
        const target = await lockForChange(tx, id);
        if (target.role === role) return;
        if (target.role === 'admin' && target.disabledAt === null) await assertAnotherAdmin(tx, id);
        await tx.update(operators).set({ role }).where(eq(operators.id, id));
        await recordAudit(tx, {
          ...auditOf(by, id),
          action: 'operator.role_changed',
          before: { role: target.role },
          after: { role },
        });
      });
      return service.summary(id);
    },

    /**
     * An admin disabling an operator (their sessions end at once and log-in is refused) or
     * enabling them again. Audited. Produces not_found, operator_self_action, last_admin.
     */
    async setDisabled(by: Operator, id: bigint, isDisabled: boolean): Promise<OperatorSummary> {
      if (id === by.id) throw new AppError('operator_self_action');
      await inTransaction(db, async (tx) => {
        const target = await lockForChange(tx, id);
        if ((target.disabledAt !== null) === isDisabled) return;
        if (isDisabled && target.role === 'admin') await assertAnotherAdmin(tx, id);
        const disabledAt = isDisabled ? new Date() : null;
        await tx.update(operators).set({ disabledAt }).where(eq(operators.id, id));
        if (isDisabled) await endSessions(tx, id);
        await recordAudit(tx, {
          ...auditOf(by, id),
          action: isDisabled ? 'operator.disabled' : 'operator.enabled',
          before: { disabledAt: target.disabledAt?.toISOString() ?? null },
          after: { disabledAt: disabledAt?.toISOString() ?? null },
        });
      });
      return service.summary(id);
    },

    /**
     * An admin clearing a colleague's second factor (a lost phone): the secret and recovery codes
     * go, sessions end, and the operator enrols again at their next log-in. Audited. Produces
     * not_found, operator_self_action (one's own codes are renewed from one's profile).
     */
    async resetSecondFactor(by: Operator, id: bigint): Promise<OperatorSummary> {
      if (id === by.id) throw new AppError('operator_self_action');
      await inTransaction(db, async (tx) => {
        const target = await lockForChange(tx, id);
        const codesLeft = await recoveryCodesLeft(tx, id);
        await tx
          .update(operators)
          .set({ totpSecret: null, totpLastStep: null })
          .where(eq(operators.id, id));
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
        await endSessions(tx, id);
        await recordAudit(tx, {
          ...auditOf(by, id),
          action: 'operator.second_factor_reset',
          before: { hasTotp: target.totpSecret !== null, recoveryCodesLeft: codesLeft },
          after: { hasTotp: false, recoveryCodesLeft: 0 },
        });
      });
      return service.summary(id);
    },

    /** One operator as the admin's list shows them. Produces not_found. */
    async summary(id: bigint): Promise<OperatorSummary> {
      const found = (await service.list()).find((row) => row.id === id.toString());
      if (!found) throw new AppError('not_found');
      return found;
    },

    /** The signed-in operator's own second factor. */
    async security(operator: Operator): Promise<OperatorSecurity> {
      const [row] = await db
        .select({ totpSecret: operators.totpSecret })
        .from(operators)
        .where(eq(operators.id, operator.id));
      return {
        hasTotp: row?.totpSecret != null,
        recoveryCodesLeft: await recoveryCodesLeft(db, operator.id),
      };
    },

    /**
     * New recovery codes for the signed-in operator, replacing the old ones, against a current
     * authenticator code (never one already used). Audited. Produces invalid_totp_code.
     */
    async regenerateRecoveryCodes(operator: Operator, code: string): Promise<string[]> {
      const codes = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(operators)
          .where(eq(operators.id, operator.id))
          .for('update');
        if (!row?.totpSecret) return null;
        const timeStep = await checkTotp(
          box.open(row.totpSecret, totpContext(row.id)),
          code,
          row.totpLastStep,
        );
        if (timeStep === null) return null;
        await tx.update(operators).set({ totpLastStep: timeStep }).where(eq(operators.id, row.id));
        const before = await recoveryCodesLeft(tx, row.id);
        const issued = await issueRecoveryCodes(tx, row.id);
        await recordAudit(tx, {
          ...auditOf(operator, row.id),
          action: 'operator.recovery_codes_regenerated',
          before: { recoveryCodesLeft: before },
          after: { recoveryCodesLeft: issued.length },
        });
        return issued;
      });
      if (!codes) throw new AppError('invalid_totp_code');
      return codes;
    },

    /**
     * The password step: opens a short challenge that only a TOTP code (or a recovery code)
     * completes. An operator without a second factor yet gets a fresh secret to enrol. Produces
     * invalid_username_or_password, account_disabled.
     */
    async login(username: string, password: string, ip: string): Promise<OperatorLoginStep> {
      const [operator] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${username})`);
      const isValid = operator
        ? await verifyPassword(operator.passwordHash, password)
        : await verifyDecoy(password);
      if (!operator || !isValid) throw new AppError('invalid_username_or_password');
      // Said only after the right password, so it tells a stranger nothing about the account.
      if (operator.disabledAt !== null) throw new AppError('account_disabled');
      const enrolment = operator.totpSecret ? null : await newTotpEnrolment(operator.username);
      const { token, hash } = newToken();
      await db.insert(operatorSessions).values({
        tokenHash: hash,
        operatorId: operator.id,
        stage: 'password',
        pendingTotpSecret: enrolment
          ? box.seal(enrolment.secret, pendingContext(operator.id))
          : null,
        ip,
        expiresAt: new Date(Date.now() + OPERATOR_LOGIN_CHALLENGE_MINUTES * 60_000),
      });
      return enrolment
        ? { stage: 'enrol', challenge: token, ...enrolment }
        : { stage: 'code', challenge: token };
    },

    /**
     * The code step: a valid code (never one already used) or an unspent recovery code turns the
     * challenge into a session under a new token. At a first log-in it stores the enrolled secret
     * and hands out the recovery codes. Produces invalid_totp_code, login_challenge_expired.
     */
    async confirmCode(challenge: string, code: string, ip: string): Promise<OperatorSession> {
      // The counting of wrong codes must commit even though the call fails, so the transaction
      // returns the outcome and the error is thrown after it.
      const outcome = await inTransaction(db, async (tx): Promise<CodeOutcome> => {
        const challengeOf = and(
          eq(operatorSessions.tokenHash, hashToken(challenge)),
          eq(operatorSessions.stage, 'password'),
          isNull(operatorSessions.revokedAt),
        );
        const [seen] = await tx
          .select({ operatorId: operatorSessions.operatorId })
          .from(operatorSessions)
          .where(challengeOf);
        if (!seen) return { ok: false, code: 'login_challenge_expired' };
        // The operator row is locked before the challenge, in the order an admin's change takes
        // them (operator, then sessions), so the two never deadlock. With it locked, two requests
        // with the same code cannot both pass the replay check, and an operator being disabled
        // meanwhile is seen here, or their new session is ended by the change that waited.
        const [operator] = await tx
          .select()
          .from(operators)
          .where(eq(operators.id, seen.operatorId))
          .for('update');
        const [row] = await tx.select().from(operatorSessions).where(challengeOf).for('update');
        if (
          !row ||
          row.expiresAt <= new Date() ||
          row.failedCodes >= OPERATOR_LOGIN_CODE_ATTEMPTS_MAX
        )
          return { ok: false, code: 'login_challenge_expired' };
        if (!operator || operator.disabledAt !== null || !isOperatorRole(operator.role))
          return { ok: false, code: 'login_challenge_expired' };
        const isEnrolment = row.pendingTotpSecret !== null;
        const stored = isEnrolment ? row.pendingTotpSecret : operator.totpSecret;
        if (!stored) return { ok: false, code: 'login_challenge_expired' };
        const secret = box.open(
          stored,
          isEnrolment ? pendingContext(operator.id) : totpContext(operator.id),
        );
        const wrongCode = async (): Promise<CodeOutcome> => {
          await tx
            .update(operatorSessions)
            .set({ failedCodes: sql`${operatorSessions.failedCodes} + 1` })
            .where(eq(operatorSessions.tokenHash, row.tokenHash));
          return { ok: false, code: 'invalid_totp_code' };
        };

        let codesLeft: number | undefined;
        if (isRecoveryCode(code)) {
          // A recovery code stands in for an authenticator already enrolled, never for enrolling one.
          if (isEnrolment) return wrongCode();
          const [spent] = await tx
            .update(operatorRecoveryCodes)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(operatorRecoveryCodes.operatorId, operator.id),
                eq(operatorRecoveryCodes.codeHash, box.hashCode(normalizeRecoveryCode(code))),
                isNull(operatorRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: operatorRecoveryCodes.id });
          if (!spent) return wrongCode();
          codesLeft = await recoveryCodesLeft(tx, operator.id);
          // A secret still stored in clear from before encryption is sealed now.
          if (!box.isSealed(stored))
            await tx
              .update(operators)
              .set({ totpSecret: box.seal(secret, totpContext(operator.id)) })
              .where(eq(operators.id, operator.id));
        } else {
          const timeStep = await checkTotp(secret, code, operator.totpLastStep);
          if (timeStep === null) return wrongCode();
          const sealed =
            isEnrolment || !box.isSealed(stored)
              ? box.seal(secret, totpContext(operator.id))
              : stored;
          await tx
            .update(operators)
            .set({ totpSecret: sealed, totpLastStep: timeStep })
            .where(eq(operators.id, operator.id));
        }

        await tx
          .update(operatorSessions)
          .set({ revokedAt: new Date() })
          .where(eq(operatorSessions.tokenHash, row.tokenHash));
        const { token, hash } = newToken();
        await tx.insert(operatorSessions).values({
          tokenHash: hash,
          operatorId: operator.id,
          stage: 'active',
          ip,
          expiresAt: new Date(Date.now() + OPERATOR_SESSION_HOURS_MAX * 3_600_000),
        });
        const audit = {
          actorKind: 'operator' as const,
          actorId: operator.id.toString(),
          targetKind: 'operator',
          targetId: operator.id.toString(),
          ip,
        };
        let recoveryCodes: string[] | undefined;
        if (isEnrolment) {
          recoveryCodes = await issueRecoveryCodes(tx, operator.id);
          await recordAudit(tx, {
            ...audit,
            action: 'operator.totp_enrolled',
            before: { hasTotp: false },
            after: { hasTotp: true, recoveryCodesLeft: recoveryCodes.length },
          });
        }
        await recordAudit(tx, {
          ...audit,
          action: 'operator.login',
          ...(codesLeft === undefined
            ? {}
            : { after: { method: 'recovery_code', recoveryCodesLeft: codesLeft } }),
        });
        return {
          ok: true,
          session: {
            sessionid: token,
            operator: profileOf({ username: operator.username, role: operator.role }),
            ...(recoveryCodes ? { recoveryCodes } : {}),
            ...(codesLeft === undefined ? {} : { recoveryCodesLeft: codesLeft }),
          },
        };
      });
      if (!outcome.ok) throw new AppError(outcome.code);
      return outcome.session;
    },

    /**
     * The operator behind x-operator-session, if the session is live (not idle past the limit),
     * the operator is not disabled, and their role grants what the route asks; each call restarts
     * the idle clock, unless `touch` is false: a socket re-checking an open page is not the
     * operator doing something, so it must not keep an unattended session alive.
     * Produces login_required, session_expired, forbidden.
     */
    async authorize(
      request: FastifyRequest,
      access: OperatorAccess['operator'],
      options: { touch?: boolean } = {},
    ): Promise<Operator> {
      const token = request.headers['x-operator-session'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 128)
        throw new AppError('login_required');
      const live = and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        eq(operatorSessions.stage, 'active'),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(
          operatorSessions.lastSeenAt,
          sql`now() - make_interval(mins => ${OPERATOR_SESSION_IDLE_MINUTES})`,
        ),
      );
      // One statement checks the session and restarts its idle clock, so an idle session cannot be
      // revived by two requests racing past a separate check.
      const [session] =
        options.touch === false
          ? await db
              .select({ operatorId: operatorSessions.operatorId })
              .from(operatorSessions)
              .where(live)
          : await db
              .update(operatorSessions)
              .set({ lastSeenAt: sql`now()` })
              .where(live)
              .returning({ operatorId: operatorSessions.operatorId });
      if (!session) throw new AppError('session_expired');
      const [row] = await db
        .select({
          id: operators.id,
          username: operators.username,
          role: operators.role,
          disabledAt: operators.disabledAt,
        })
        .from(operators)
        .where(eq(operators.id, session.operatorId));
      // Disabling ends the sessions in the same transaction; this check also covers a session
      // written by a log-in that raced it.
      if (!row || row.disabledAt !== null) throw new AppError('session_expired');
      // A role no longer in the catalogue grants nothing rather than failing open.
      if (!isOperatorRole(row.role)) throw new AppError('forbidden');
      if (access !== 'signed_in' && !hasPermission(row.role, access))
        throw new AppError('forbidden');
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        permissions: permissionsOf(row.role),
        ip: request.ip,
      };
    },

    profile(operator: Operator): OperatorProfile {
      return profileOf(operator);
    },

    /** Ends the session of this request. */
    async logout(operator: Operator, token: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx
          .update(operatorSessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(operatorSessions.tokenHash, hashToken(token)),
              isNull(operatorSessions.revokedAt),
            ),
          );
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          action: 'operator.logout',
          targetKind: 'operator',
          targetId: operator.id.toString(),
          ip: operator.ip,
        });
      });
    },

    /**
     * The one-off upgrade at start: TOTP secrets (and pending enrolments) stored in clear before
     * encryption came in are sealed. Idempotent, so every instance may run it. Returns how many.
     */
    async sealPlainSecrets(): Promise<number> {
      return inTransaction(db, async (tx) => {
        let sealed = 0;
        const plainSecrets = await tx
          .select({ id: operators.id, totpSecret: operators.totpSecret })
          .from(operators)
          .where(
            sql`${operators.totpSecret} is not null and ${operators.totpSecret} not like 'enc:%'`,
          )
          .for('update');
        for (const row of plainSecrets) {
          if (!row.totpSecret) continue;
          await tx
            .update(operators)
            .set({ totpSecret: box.seal(row.totpSecret, totpContext(row.id)) })
            .where(eq(operators.id, row.id));
          sealed += 1;
        }
        const plainPending = await tx
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
        for (const row of plainPending) {
          if (!row.pendingTotpSecret) continue;
          await tx
            .update(operatorSessions)
            .set({
              pendingTotpSecret: box.seal(row.pendingTotpSecret, pendingContext(row.operatorId)),
            })
            .where(eq(operatorSessions.tokenHash, row.tokenHash));
          sealed += 1;
        }
        return sealed;
      });
    },
  };
  return service;
}

export type OperatorService = ReturnType<typeof createOperatorService>;
