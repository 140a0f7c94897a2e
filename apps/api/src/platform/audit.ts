import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  actorKind: 'player' | 'operator' | 'system';
  actorId: string;
  action: string;
  targetKind: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Writes an audit record in the caller's transaction, so the record exists exactly when the change does. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown));
  await tx.insert(auditLog).values({ ...entry, before: json(entry.before), after: json(entry.after) });
}
