import type { SupportTicketStatus } from '@orca/contracts';
import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { supportTicketReplies, supportTickets } from '../../db/schema/support.ts';

export type TicketRow = typeof supportTickets.$inferSelect;
export type ReplyRow = typeof supportTicketReplies.$inferSelect;

export interface TicketFilter {
  status?: SupportTicketStatus | undefined;
  q?: string | undefined;
  assignedTo?: bigint | null | undefined;
}

/** LIKE's own characters in an operator's search are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: TicketFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(supportTickets.status, filter.status));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(
      or(
        ilike(supportTickets.name, pattern),
        ilike(supportTickets.email, pattern),
        ilike(supportTickets.message, pattern),
      )!,
    );
  }
  if (filter.assignedTo === null) parts.push(isNull(supportTickets.assignedTo));
  else if (filter.assignedTo !== undefined)
    parts.push(eq(supportTickets.assignedTo, filter.assignedTo));
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function insertTicket(
  tx: Executor,
  row: { name: string; email: string; message: string; language: string; playerId: bigint | null },
): Promise<TicketRow> {
  const [inserted] = await tx.insert(supportTickets).values(row).returning();
  return inserted!;
}

/** Messages from one email (any case) since `since`. */
export async function countFromEmailSince(
  db: Executor,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        sql`lower(${supportTickets.email}) = lower(${email})`,
        gte(supportTickets.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function page(
  db: Executor,
  filter: TicketFilter,
  limit: number,
  offset: number,
): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(whereOf(filter))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(limit)
    .offset(offset);
}

export async function total(db: Executor, filter: TicketFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function countsByStatus(
  db: Executor,
  filter: Omit<TicketFilter, 'status'>,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .where(whereOf(filter))
    .groupBy(supportTickets.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function find(db: Executor, id: bigint): Promise<TicketRow | null> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row ?? null;
}

export async function lock(tx: Executor, id: bigint): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function update(
  tx: Executor,
  id: bigint,
  values: Partial<Pick<TicketRow, 'status' | 'assignedTo'>>,
): Promise<void> {
  await tx
    .update(supportTickets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, id));
}

export async function insertReply(
  tx: Executor,
  row: { ticketId: bigint; operatorId: bigint; body: string },
): Promise<void> {
  await tx.insert(supportTicketReplies).values(row);
}

export async function repliesOf(db: Executor, ticketId: bigint): Promise<ReplyRow[]> {
  return db
    .select()
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
}
