import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments, withdrawalMethods, withdrawals } from '../../db/schema/cashier.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalMethodRow = typeof withdrawalMethods.$inferSelect;

export const methods = (db: Executor) =>
  db.select().from(withdrawalMethods).orderBy(asc(withdrawalMethods.position));

export async function findMethod(
  db: Executor,
  id: string,
): Promise<WithdrawalMethodRow | undefined> {
  const [row] = await db.select().from(withdrawalMethods).where(eq(withdrawalMethods.id, id));
  return row;
}

export async function hasCreditedDeposit(db: Executor, playerId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'credited')));
  return Number(row?.n ?? 0) > 0;
}

/** Everything the player has asked to take out, except what was rejected or cancelled. */
export async function cumulativeWithdrawnMinor(db: Executor, playerId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.playerId, playerId),
        sql`${withdrawals.status} not in ('rejected', 'cancelled')`,
      ),
    );
  return BigInt(row?.total ?? '0');
}

export async function insert(
  db: Executor,
  row: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  if (!created) throw new Error('withdrawal insert returned nothing');
  return created;
}

export async function lock(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function lockByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.detailsTokenHash, tokenHash))
    .for('update');
  return row;
}

export async function findByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.detailsTokenHash, tokenHash));
  return row;
}

export async function update(
  db: Executor,
  id: string,
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> {
  const [row] = await db.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

export function ofPlayer(db: Executor, playerId: bigint, statuses: readonly string[]) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), inArray(withdrawals.status, [...statuses])))
    .orderBy(desc(withdrawals.requestedAt));
}

export function byStatus(db: Executor, statuses: readonly string[], limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.status, [...statuses]))
    .orderBy(asc(withdrawals.requestedAt))
    .limit(limit);
}

export async function seedMethods(db: Executor) {
  await db
    .insert(withdrawalMethods)
    .values([
      {
        id: 'btc',
        name: 'Bitcoin (BTC)',
        processingHours: 24,
        feeEurMinor: 200n,
        minEurMinor: 2_000n,
        maxEurMinor: 500_000n,
        addressPattern: '^(bc1[a-z0-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
        addressMinLength: 26,
        addressMaxLength: 64,
        position: 1,
      },
      {
        id: 'eth',
        name: 'Ether (ETH)',
        processingHours: 24,
        feeEurMinor: 300n,
        minEurMinor: 2_000n,
        maxEurMinor: 500_000n,
        addressPattern: '^0x[0-9a-fA-F]{40}$',
        addressMinLength: 42,
        addressMaxLength: 42,
        position: 2,
      },
      {
        id: 'usdt-trc20',
        name: 'Tether USDT (TRC-20)',
        processingHours: 24,
        feeEurMinor: 100n,
        minEurMinor: 2_000n,
        maxEurMinor: 1_000_000n,
        addressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
        addressMinLength: 34,
        addressMaxLength: 34,
        position: 3,
      },
      {
        id: 'xrp',
        name: 'Ripple (XRP)',
        processingHours: 24,
        feeEurMinor: 50n,
        minEurMinor: 2_000n,
        maxEurMinor: 500_000n,
        addressPattern: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$',
        addressMinLength: 25,
        addressMaxLength: 35,
        tagLabel: 'destination_tag',
        tagMaxLength: 10,
        isTagRequired: false,
        position: 4,
      },
      {
        id: 'usdt-erc20',
        name: 'Tether USDT (ERC-20)',
        processingHours: 24,
        feeEurMinor: 100n,
        minEurMinor: 2_000n,
        maxEurMinor: 1_000_000n,
        addressPattern: '^0x[0-9a-fA-F]{40}$',
        addressMinLength: 42,
        addressMaxLength: 42,
        position: 6,
      },
      {
        id: 'ltc',
        name: 'Litecoin (LTC)',
        processingHours: 24,
        feeEurMinor: 10n,
        minEurMinor: 2_000n,
        maxEurMinor: 500_000n,
        // Native SegWit (bech32) of any Litecoin network; the configured network is checked after.
        addressPattern: '^(ltc|tltc|rltc|LTC|TLTC|RLTC)1[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}$',
        addressMinLength: 26,
        addressMaxLength: 92,
        position: 5,
      },
    ])
    .onConflictDoNothing();
}
