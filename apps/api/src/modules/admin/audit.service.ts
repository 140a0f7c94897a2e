import type { AuditEntryView, AuditSearch } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { searchAudit } from './audit.repository.ts';

/** Reading the append-only audit log: newest first, filtered, paged by id. */
export function createAuditService(db: Database) {
  return {
    /** Entries matching every given filter; `actor` is an operator's username or an actor id. */
    async search(query: AuditSearch): Promise<AuditEntryView[]> {
      const rows = await searchAudit(db, query);
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
