import {
  hasPermission,
  isOperatorRole,
  OPERATOR_LOGIN_CHALLENGE_MINUTES,
  OPERATOR_LOGIN_CODE_ATTEMPTS_MAX,
  permissionsOf,
  type OperatorLoginStep,
  type OperatorSession,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import * as repo from './operator.repository.ts';
import { profileOf, type Operator } from './operator.service.ts';
import { isRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import type { createSecretBox } from './secret-box.ts';
import { checkTotp, newTotpEnrolment } from './totp.ts';

/** However active, a back-office session ends after a working day. */
const OPERATOR_SESSION_HOURS_MAX = 10;

type SecretBox = ReturnType<typeof createSecretBox>;

type CodeOutcome =
  | { ok: true; session: OperatorSession }
  | { ok: false; code: 'invalid_totp_code' | 'login_challenge_expired' };

/** What a sealed secret is bound to, so it opens only in the row it was written for. */
export const totpContext = (operatorId: bigint) => `operators.totp_secret:${operatorId}`;
export const pendingContext = (operatorId: bigint) =>
  `operator_sessions.pending_totp_secret:${operatorId}`;

/** Replaces the operator's recovery codes with a fresh set; the plain codes exist only in the answer. */
export async function issueRecoveryCodes(
  tx: Executor,
  box: SecretBox,
  operatorId: bigint,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.deleteRecoveryCodes(tx, operatorId);
  await repo.insertRecoveryCodes(
    tx,
    operatorId,
    codes.map((code) => box.hashCode(normalizeRecoveryCode(code))),
  );
  return codes;
}

/**
 * An operator's way in: the password step, the TOTP (or recovery) code that turns its challenge
 * into a session, each request's session check, and the way out; and the sealing of secrets
 * stored in clear before encryption came in.
 */
export function createOperatorSignIn(db: Database, box: SecretBox) {
  return {
    /**
     * The password step: opens a short challenge that only a TOTP code (or a recovery code)
     * completes. An operator without a second factor yet gets a fresh secret to enrol. Produces
     * invalid_username_or_password, account_disabled.
     */
    async login(username: string, password: string, ip: string): Promise<OperatorLoginStep> {
      const operator = await repo.findByUsername(db, username);
      const isValid = operator
        ? await verifyPassword(operator.passwordHash, password)
        : await verifyDecoy(password);
      if (!operator || !isValid) throw new AppError('invalid_username_or_password');
      // Said only after the right password, so it tells a stranger nothing about the account.
      if (operator.disabledAt !== null) throw new AppError('account_disabled');
      const enrolment = operator.totpSecret ? null : await newTotpEnrolment(operator.username);
      const { token, hash } = newToken();
      await repo.insertSession(db, {
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
        const challengeHash = hashToken(challenge);
        const operatorId = await repo.challengeOperator(tx, challengeHash);
        if (operatorId === null) return { ok: false, code: 'login_challenge_expired' };
        // The operator row is locked before the challenge, in the order an admin's change takes
        // them (operator, then sessions), so the two never deadlock. With it locked, two requests
        // with the same code cannot both pass the replay check, and an operator being disabled
        // meanwhile is seen here, or their new session is ended by the change that waited.
        const operator = await repo.lock(tx, operatorId);
        const row = await repo.lockChallenge(tx, challengeHash);
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
          await repo.countWrongCode(tx, row.tokenHash);
          return { ok: false, code: 'invalid_totp_code' };
        };

        let codesLeft: number | undefined;
        if (isRecoveryCode(code)) {
          // A recovery code stands in for an authenticator already enrolled, never for enrolling one.
          if (isEnrolment) return wrongCode();
          const codeHash = box.hashCode(normalizeRecoveryCode(code));
          if (!(await repo.spendRecoveryCode(tx, operator.id, codeHash))) return wrongCode();
          codesLeft = await repo.recoveryCodesLeft(tx, operator.id);
          // A secret still stored in clear from before encryption is sealed now.
          if (!box.isSealed(stored))
            await repo.update(tx, operator.id, {
              totpSecret: box.seal(secret, totpContext(operator.id)),
            });
        } else {
          const timeStep = await checkTotp(secret, code, operator.totpLastStep);
          if (timeStep === null) return wrongCode();
          const sealed =
            isEnrolment || !box.isSealed(stored)
              ? box.seal(secret, totpContext(operator.id))
              : stored;
          await repo.update(tx, operator.id, { totpSecret: sealed, totpLastStep: timeStep });
        }

        await repo.revokeSession(tx, row.tokenHash);
        const { token, hash } = newToken();
        await repo.insertSession(tx, {
          tokenHash: hash,
          operatorId: operator.id,
          stage: 'active',
          pendingTotpSecret: null,
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
          recoveryCodes = await issueRecoveryCodes(tx, box, operator.id);
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
      const operatorId = await repo.liveSessionOperator(
        db,
        hashToken(token),
        options.touch !== false,
      );
      if (operatorId === null) throw new AppError('session_expired');
      const row = await repo.find(db, operatorId);
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

    /** Ends the session of this request. */
    async logout(operator: Operator, token: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await repo.revokeSession(tx, hashToken(token));
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
        const plainSecrets = await repo.lockPlainSecrets(tx);
        for (const row of plainSecrets) {
          if (!row.totpSecret) continue;
          await repo.update(tx, row.id, {
            totpSecret: box.seal(row.totpSecret, totpContext(row.id)),
          });
          sealed += 1;
        }
        const plainPending = await repo.lockPlainPendingSecrets(tx);
        for (const row of plainPending) {
          if (!row.pendingTotpSecret) continue;
          await repo.sealPendingSecret(
            tx,
            row.tokenHash,
            box.seal(row.pendingTotpSecret, pendingContext(row.operatorId)),
          );
          sealed += 1;
        }
        return sealed;
      });
    },
  };
}
