import {
  hasPermission,
  isOperatorRole,
  OPERATOR_LOGIN_CHALLENGE_MINUTES,
  OPERATOR_LOGIN_CODE_ATTEMPTS_MAX,
  OPERATOR_SESSION_IDLE_MINUTES,
  permissionsOf,
  type OperatorLoginStep,
  type OperatorProfile,
  type OperatorRole,
  type OperatorSummary,
  type Permission,
} from '@orca/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema/index.ts';
import type { OperatorAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { hashPassword, isCommonPassword, verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { checkTotp, newTotpEnrolment } from './totp.ts';

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
  return { username: operator.username, role: operator.role, permissions: [...permissionsOf(operator.role)], idleMinutes: OPERATOR_SESSION_IDLE_MINUTES };
}

type CodeOutcome = { ok: true; sessionid: string; operator: OperatorProfile } | { ok: false; code: 'invalid_totp_code' | 'login_challenge_expired' };

/**
 * Back-office identities: separate credentials and sessions (x-operator-session), a mandatory
 * TOTP second factor (RFC 6238) enrolled at the first log-in, roles granting permissions.
 */
export function createOperatorService(db: Database) {
  return {
    /**
     * False when an operator of that name (in any case) exists already; nothing is changed then.
     * `totpSecret` enrols the second factor up front (the demo operator, whose secret is printed).
     */
    async create(username: string, password: string, role: OperatorRole, options: { totpSecret?: string } = {}): Promise<boolean> {
      const created = await db
        .insert(operators)
        .values({ username, passwordHash: await hashPassword(password), role, totpSecret: options.totpSecret ?? null })
        .onConflictDoNothing()
        .returning({ id: operators.id });
      return created.length > 0;
    },

    /** Every operator, by name: role and whether the second factor is enrolled. */
    async list(): Promise<OperatorSummary[]> {
      const rows = await db.select({ username: operators.username, role: operators.role, totpSecret: operators.totpSecret, createdAt: operators.createdAt }).from(operators).orderBy(sql`lower(${operators.username})`);
      return rows.filter((row) => isOperatorRole(row.role)).map((row) => ({ username: row.username, role: row.role as OperatorRole, hasTotp: row.totpSecret !== null, createdAt: row.createdAt.toISOString() }));
    },

    /**
     * An admin adding a colleague: the new operator enrols TOTP at their first log-in. Audited.
     * Produces username_exists, validation_error (a common password).
     */
    async add(by: Operator, input: { username: string; password: string; role: OperatorRole }): Promise<OperatorProfile> {
      if (isCommonPassword(input.password)) throw new FieldRuleError('validation_error', 'password', 'password_strength');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(operators).values({ username: input.username, passwordHash, role: input.role }).onConflictDoNothing().returning({ id: operators.id });
        if (!created) throw new AppError('username_exists');
        await recordAudit(tx, { actorKind: 'operator', actorId: by.id.toString(), action: 'operator.created', targetKind: 'operator', targetId: created.id.toString(), after: { username: input.username, role: input.role }, ip: by.ip });
        return profileOf(input);
      });
    },

    /**
     * The password step: opens a short challenge that only a TOTP code completes. An operator
     * without a second factor yet gets a fresh secret to enrol. Produces invalid_username_or_password.
     */
    async login(username: string, password: string, ip: string): Promise<OperatorLoginStep> {
      const [operator] = await db.select().from(operators).where(sql`lower(${operators.username}) = lower(${username})`);
      const isValid = operator ? await verifyPassword(operator.passwordHash, password) : await verifyDecoy(password);
      if (!operator || !isValid) throw new AppError('invalid_username_or_password');
      const enrolment = operator.totpSecret ? null : await newTotpEnrolment(operator.username);
      const { token, hash } = newToken();
      await db.insert(operatorSessions).values({
        tokenHash: hash,
        operatorId: operator.id,
        stage: 'password',
        pendingTotpSecret: enrolment?.secret ?? null,
        ip,
        expiresAt: new Date(Date.now() + OPERATOR_LOGIN_CHALLENGE_MINUTES * 60_000),
      });
      return enrolment ? { stage: 'enrol', challenge: token, ...enrolment } : { stage: 'code', challenge: token };
    },

    /**
     * The code step: a valid code (never one already used) turns the challenge into a session
     * under a new token, and at a first log-in stores the enrolled secret. Produces
     * invalid_totp_code, login_challenge_expired.
     */
    async confirmCode(challenge: string, code: string, ip: string): Promise<{ sessionid: string; operator: OperatorProfile }> {
      // The counting of wrong codes must commit even though the call fails, so the transaction
      // returns the outcome and the error is thrown after it.
      const outcome = await db.transaction(async (tx): Promise<CodeOutcome> => {
        const [row] = await tx
          .select()
          .from(operatorSessions)
          .where(and(eq(operatorSessions.tokenHash, hashToken(challenge)), eq(operatorSessions.stage, 'password'), isNull(operatorSessions.revokedAt)))
          .for('update');
        if (!row || row.expiresAt <= new Date() || row.failedCodes >= OPERATOR_LOGIN_CODE_ATTEMPTS_MAX) return { ok: false, code: 'login_challenge_expired' };
        // The operator row is locked too: two requests with the same code cannot both pass the replay check.
        const [operator] = await tx.select().from(operators).where(eq(operators.id, row.operatorId)).for('update');
        const secret = row.pendingTotpSecret ?? operator?.totpSecret;
        if (!operator || !secret || !isOperatorRole(operator.role)) return { ok: false, code: 'login_challenge_expired' };
        const timeStep = await checkTotp(secret, code, operator.totpLastStep);
        if (timeStep === null) {
          await tx.update(operatorSessions).set({ failedCodes: sql`${operatorSessions.failedCodes} + 1` }).where(eq(operatorSessions.tokenHash, row.tokenHash));
          return { ok: false, code: 'invalid_totp_code' };
        }
        const isEnrolment = row.pendingTotpSecret !== null;
        await tx.update(operators).set({ totpSecret: secret, totpLastStep: timeStep }).where(eq(operators.id, operator.id));
        await tx.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.tokenHash, row.tokenHash));
        const { token, hash } = newToken();
        await tx.insert(operatorSessions).values({ tokenHash: hash, operatorId: operator.id, stage: 'active', ip, expiresAt: new Date(Date.now() + OPERATOR_SESSION_HOURS_MAX * 3_600_000) });
        const audit = { actorKind: 'operator' as const, actorId: operator.id.toString(), targetKind: 'operator', targetId: operator.id.toString(), ip };
        if (isEnrolment) await recordAudit(tx, { ...audit, action: 'operator.totp_enrolled', before: { hasTotp: false }, after: { hasTotp: true } });
        await recordAudit(tx, { ...audit, action: 'operator.login' });
        return { ok: true, sessionid: token, operator: profileOf({ username: operator.username, role: operator.role }) };
      });
      if (!outcome.ok) throw new AppError(outcome.code);
      return { sessionid: outcome.sessionid, operator: outcome.operator };
    },

    /**
     * The operator behind x-operator-session, if the session is live (not idle past the limit)
     * and their role grants what the route asks; each call restarts the idle clock. Produces
     * login_required, session_expired, forbidden.
     */
    async authorize(request: FastifyRequest, access: OperatorAccess['operator']): Promise<Operator> {
      const token = request.headers['x-operator-session'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 128) throw new AppError('login_required');
      // One statement checks the session and restarts its idle clock, so an idle session cannot be
      // revived by two requests racing past a separate check.
      const [session] = await db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(operatorSessions.tokenHash, hashToken(token)),
            eq(operatorSessions.stage, 'active'),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, sql`now()`),
            gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${OPERATOR_SESSION_IDLE_MINUTES})`),
          ),
        )
        .returning({ operatorId: operatorSessions.operatorId });
      if (!session) throw new AppError('session_expired');
      const [row] = await db.select({ id: operators.id, username: operators.username, role: operators.role }).from(operators).where(eq(operators.id, session.operatorId));
      // A role no longer in the catalogue grants nothing rather than failing open.
      if (!row || !isOperatorRole(row.role)) throw new AppError('forbidden');
      if (access !== 'signed_in' && !hasPermission(row.role, access)) throw new AppError('forbidden');
      return { id: row.id, username: row.username, role: row.role, permissions: permissionsOf(row.role), ip: request.ip };
    },

    profile(operator: Operator): OperatorProfile {
      return profileOf(operator);
    },

    /** Ends the session of this request. */
    async logout(operator: Operator, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(operatorSessions).set({ revokedAt: new Date() }).where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt)));
        await recordAudit(tx, { actorKind: 'operator', actorId: operator.id.toString(), action: 'operator.logout', targetKind: 'operator', targetId: operator.id.toString(), ip: operator.ip });
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
