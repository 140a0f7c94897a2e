import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, paymentMethods, payments } from '../../db/schema/cashier.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function depositMethods(db: Executor) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.direction, 'deposit'))
    .orderBy(asc(paymentMethods.position));
}

export async function findMethod(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.direction, 'deposit')));
  return row;
}

export async function insertPayment(
  db: Executor,
  row: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  if (!created) throw new Error('payment insert returned nothing');
  return created;
}

export async function setProviderReference(db: Executor, id: string, reference: string) {
  await db.update(payments).set({ providerReference: reference }).where(eq(payments.id, id));
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function setStatus(db: Executor, id: string, status: string) {
  await db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** Records a webhook event id; false when it was seen before. */
export async function recordEvent(
  db: Executor,
  eventId: string,
  paymentId: string,
  type: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ eventId, paymentId, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function findPaymentOf(
  db: Executor,
  playerId: bigint,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
  return row;
}

export async function seedMethods(db: Executor) {
  await db
    .insert(paymentMethods)
    .values([
      {
        id: 'sandbox-card',
        name: 'Card (Sandbox Pay)',
        provider: 'sandbox',
        direction: 'deposit',
        minEurMinor: 1_000n,
        maxEurMinor: 500_000n,
        position: 1,
      },
      {
        id: 'sandbox-bank',
        name: 'Bank transfer (Sandbox Pay)',
        provider: 'sandbox',
        direction: 'deposit',
        minEurMinor: 2_000n,
        maxEurMinor: 1_000_000n,
        position: 2,
      },
    ])
    .onConflictDoNothing();
}

/**
 * What counts against the daily deposit limit since `since`: deposits credited, and checkouts
 * still open (pending and opened after `openSince`, the expiry cut-off). Declined and expired
 * checkouts count nothing.
 */
export async function depositTotalsSince(
  db: Executor,
  playerId: bigint,
  since: Date,
  openSince: Date,
): Promise<{ creditedMinor: bigint; inFlightMinor: bigint }> {
  const [row] = await db
    .select({
      credited: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${payments.status} = 'credited'), 0)::text`,
      inFlight: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${payments.status} = 'pending' and ${payments.createdAt} > ${openSince.toISOString()}::timestamptz), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), gte(payments.createdAt, since)));
  return {
    creditedMinor: BigInt(row?.credited ?? '0'),
    inFlightMinor: BigInt(row?.inFlight ?? '0'),
  };
}

/** How many of the player's deposits were credited: which deposit is the next one (first, second…). */
export async function creditedCount(db: Executor, playerId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'credited')));
  return Number(row?.n ?? 0);
}
