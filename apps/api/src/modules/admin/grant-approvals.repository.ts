import type { GrantApprovalKind, GrantApprovalStatus } from '@orca/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { grantApprovals } from '../../db/schema/admin.ts';

export type GrantApprovalRow = typeof grantApprovals.$inferSelect;
export type NewGrantApproval = typeof grantApprovals.$inferInsert;

export async function insert(tx: Executor, row: NewGrantApproval): Promise<GrantApprovalRow> {
  const [inserted] = await tx.insert(grantApprovals).values(row).returning();
  if (!inserted) throw new Error('grant approval insert returned nothing');
  return inserted;
}

/** The request of `kind` under its row lock, so concurrent decisions take turns. */
export async function lock(
  tx: Executor,
  id: string,
  kind: GrantApprovalKind,
): Promise<GrantApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(grantApprovals)
    .where(and(eq(grantApprovals.id, id), eq(grantApprovals.kind, kind)))
    .for('update');
  return row;
}

export async function decide(
  tx: Executor,
  id: string,
  decision: { status: GrantApprovalStatus; decidedBy: bigint; decisionNote: string },
): Promise<GrantApprovalRow> {
  const [row] = await tx
    .update(grantApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(grantApprovals.id, id))
    .returning();
  if (!row) throw new Error(`grant approval ${id} vanished under its lock`);
  return row;
}

export async function list(
  db: Executor,
  kind: GrantApprovalKind,
  status: GrantApprovalStatus,
  limit: number,
): Promise<GrantApprovalRow[]> {
  return db
    .select()
    .from(grantApprovals)
    .where(and(eq(grantApprovals.kind, kind), eq(grantApprovals.status, status)))
    .orderBy(desc(grantApprovals.requestedAt))
    .limit(limit);
}

export async function pendingFor(
  db: Executor,
  kind: GrantApprovalKind,
  targetId: string,
): Promise<GrantApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(grantApprovals)
    .where(
      and(
        eq(grantApprovals.kind, kind),
        eq(grantApprovals.targetId, targetId),
        eq(grantApprovals.status, 'pending'),
      ),
    );
  return row;
}
