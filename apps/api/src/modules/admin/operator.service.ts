import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

export const OPERATOR_ROLES = ['admin', 'payments', 'compliance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
const OPERATOR_SESSION_HOURS = 8;

export interface Operator {
  id: bigint;
  username: string;
  role: OperatorRole;
}

/** Back-office identities: separate credentials, separate sessions (x-operator-session), roles. */
export function createOperatorService(db: Database) {
  return {
    async create(username: string, password: string, role: OperatorRole): Promise<void> {
      await db.insert(operators).values({ username, passwordHash: await hashPassword(password), role }).onConflictDoNothing();
    },

    /** Produces invalid_username_or_password. */
    async login(username: string, password: string): Promise<string> {
      const [operator] = await db.select().from(operators).where(sql`lower(${operators.username}) = lower(${username})`);
      const isValid = operator ? await verifyPassword(operator.passwordHash, password) : await verifyDecoy(password);
      if (!operator || !isValid) throw new AppError('invalid_username_or_password');
      const { token, hash } = newToken();
      await db.insert(operatorSessions).values({ tokenHash: hash, operatorId: operator.id, expiresAt: new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000) });
      return token;
    },

    /** The operator behind x-operator-session, if they hold one of `roles`. Produces login_required, session_expired, forbidden. */
    async authorize(request: FastifyRequest, roles: readonly OperatorRole[]): Promise<Operator> {
      const token = request.headers['x-operator-session'];
      if (typeof token !== 'string' || token.length === 0 || token.length > 128) throw new AppError('login_required');
      const [row] = await db
        .select({ id: operators.id, username: operators.username, role: operators.role, expiresAt: operatorSessions.expiresAt })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt)));
      if (!row || row.expiresAt <= new Date()) throw new AppError('session_expired');
      const role = row.role as OperatorRole;
      if (role !== 'admin' && !roles.includes(role)) throw new AppError('forbidden');
      return { id: row.id, username: row.username, role };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
