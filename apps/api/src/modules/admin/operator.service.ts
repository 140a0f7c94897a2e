import {
  hasPermission,
  isOperatorRole,
  OPERATOR_ROLES,
  OPERATOR_SESSION_IDLE_MINUTES,
  permissionsOf,
  type OperatorProfile,
  type OperatorRole,
  type OperatorSecurity,
  type OperatorSummary,
  type Permission,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { hashPassword, isCommonPassword } from '../../platform/passwords.ts';
import * as repo from './operator.repository.ts';
import { createOperatorSignIn, issueRecoveryCodes, totpContext } from './operator.sign-in.ts';
import { createSecretBox } from './secret-box.ts';
import { checkTotp } from './totp.ts';

export interface Operator {
  id: bigint;
  username: string;
  role: OperatorRole;
  permissions: readonly Permission[];
  /** Where the request came from, for the audit log. */
  ip: string;
}

export function profileOf(operator: { username: string; role: OperatorRole }): OperatorProfile {
  return {
    username: operator.username,
    role: operator.role,
    permissions: [...permissionsOf(operator.role)],
    idleMinutes: OPERATOR_SESSION_IDLE_MINUTES,
  };
}

/**
 * Back-office identities: separate credentials and sessions (x-operator-session), a mandatory
 * TOTP second factor (RFC 6238) enrolled at the first log-in with one-time recovery codes, roles
 * granting permissions. TOTP secrets are stored encrypted with `secretKey` (OPERATOR_SECRET_KEY).
 */
export function createOperatorService(db: Database, options: { secretKey: Buffer }) {
  const box = createSecretBox(options.secretKey);

  /**
   * Locks the target operator for an admin's change, and with them every enabled admin (in id
   * order), so two admins demoting or disabling each other at once cannot both pass the
   * last-admin check. Produces not_found.
   */
  async function lockForChange(tx: Executor, id: bigint) {
    await repo.lockEnabledAdmins(tx);
    const target = await repo.lock(tx, id);
    if (!target || !isOperatorRole(target.role)) throw new AppError('not_found');
    return { ...target, role: target.role };
  }

  /** Refuses a change that would leave no enabled admin. Produces last_admin. */
  async function assertAnotherAdmin(tx: Executor, id: bigint): Promise<void> {
    if ((await repo.countOtherEnabledAdmins(tx, id)) === 0) throw new AppError('last_admin');
  }

  const auditOf = (by: Operator, target: bigint) => ({
    actorKind: 'operator' as const,
    actorId: by.id.toString(),
    targetKind: 'operator',
    targetId: target.toString(),
    ip: by.ip,
  });

  const service = {
    ...createOperatorSignIn(db, box),

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
        const id = await repo.insert(tx, { username, passwordHash, role });
        if (id === null) return false;
        if (createOptions.totpSecret)
          await repo.update(tx, id, {
            totpSecret: box.seal(createOptions.totpSecret, totpContext(id)),
          });
        return true;
      });
    },

    /** Every operator, by name: role, second factor and recovery codes left, disabled or not. */
    async list(): Promise<OperatorSummary[]> {
      const rows = await repo.listWithCodesLeft(db);
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
      executor: Executor = db,
    ): Promise<{ id: bigint; username: string }[]> {
      const roles = OPERATOR_ROLES.filter((role) => hasPermission(role, permission));
      return repo.enabledWithRoles(executor, roles);
    },

    /** Usernames by operator id (as text), for screens naming who decided. */
    async usernames(ids: readonly bigint[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await repo.usernamesOf(db, [...new Set(ids)]);
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
        const id = await repo.insert(tx, {
          username: input.username,
          passwordHash,
          role: input.role,
        });
        if (id === null) throw new AppError('username_exists');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'operator.created',
          targetKind: 'operator',
          targetId: id.toString(),
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
        await repo.update(tx, id, { role });
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
        await repo.update(tx, id, { disabledAt });
        if (isDisabled) await repo.revokeSessionsOf(tx, id);
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
        const codesLeft = await repo.recoveryCodesLeft(tx, id);
        await repo.update(tx, id, { totpSecret: null, totpLastStep: null });
        await repo.deleteRecoveryCodes(tx, id);
        await repo.revokeSessionsOf(tx, id);
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
      const row = await repo.find(db, operator.id);
      return {
        hasTotp: row?.totpSecret != null,
        recoveryCodesLeft: await repo.recoveryCodesLeft(db, operator.id),
      };
    },

    /**
     * New recovery codes for the signed-in operator, replacing the old ones, against a current
     * authenticator code (never one already used). Audited. Produces invalid_totp_code.
     */
    async regenerateRecoveryCodes(operator: Operator, code: string): Promise<string[]> {
      const codes = await inTransaction(db, async (tx) => {
        const row = await repo.lock(tx, operator.id);
        if (!row?.totpSecret) return null;
        const timeStep = await checkTotp(
          box.open(row.totpSecret, totpContext(row.id)),
          code,
          row.totpLastStep,
        );
        if (timeStep === null) return null;
        await repo.update(tx, row.id, { totpLastStep: timeStep });
        const before = await repo.recoveryCodesLeft(tx, row.id);
        const issued = await issueRecoveryCodes(tx, box, row.id);
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

    profile(operator: Operator): OperatorProfile {
      return profileOf(operator);
    },
  };
  return service;
}

export type OperatorService = ReturnType<typeof createOperatorService>;
