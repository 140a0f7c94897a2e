import type { AuditSearch } from '@orca/contracts';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema/admin.ts';

/** Audit entries matching every given filter, newest first, each with its operator's name. */
export function searchAudit(db: Database, query: AuditSearch) {
  const filters: SQL[] = [];
  if (query.actor) {
    const actor = query.actor;
    filters.push(
      sql`(${auditLog.actorId} = ${actor} or (${auditLog.actorKind} = 'operator' and ${auditLog.actorId} in (select ${operators.id}::text from ${operators} where lower(${operators.username}) = lower(${actor}))))`,
    );
  }
  if (query.action)
    filters.push(
      sql`${auditLog.action} like ${`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  if (query.target_kind) filters.push(eq(auditLog.targetKind, query.target_kind));
  if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  if (query.before_id) filters.push(lt(auditLog.id, BigInt(query.before_id)));
  return db
    .select({ entry: auditLog, actorName: operators.username })
    .from(auditLog)
    .leftJoin(
      operators,
      and(eq(auditLog.actorKind, 'operator'), eq(auditLog.actorId, sql`${operators.id}::text`)),
    )
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
