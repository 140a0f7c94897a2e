import type { AuditEntryView, AuditSearch } from '@orca/contracts';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema/admin.ts';

/** Reading the append-only audit log: newest first, filtered, paged by id. */
export function createAuditService(db: Database) {
  return {
    /** Entries matching every given filter; `actor` is an operator's username or an actor id. */
    async search(query: AuditSearch): Promise<AuditEntryView[]> {
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
      const rows = await db
        .select({ entry: auditLog, actorName: operators.username })
        .from(auditLog)
        .leftJoin(
          operators,
          and(eq(auditLog.actorKind, 'operator'), eq(auditLog.actorId, sql`${operators.id}::text`)),
        )
        .where(and(...filters))
        .orderBy(desc(auditLog.id))
        .limit(query.limit);
      return rows.map(({ entry, actorName }) => ({
        id: entry.id.toString(),
        actorKind: entry.actorKind,
        actorId: entry.actorId,
        actorName,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        before: entry.before,
        after: entry.after,
        ip: entry.ip,
        at: entry.at.toISOString(),
      }));
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
