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
  /** The address the action came from, where a request caused it. */
  ip?: string | null;
}

/** Writes an audit record in the caller's transaction, so the record exists exactly when the change does. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const json = (value: unknown) =>
    value === undefined
      ? null
      : (JSON.parse(
          JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
        ) as unknown);
  await tx.insert(auditLog).values({
    ...entry,
    ip: entry.ip ?? null,
    before: json(entry.before),
    after: json(entry.after),
  });
}
