import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chainCursors, cryptoDepositAddresses, cryptoDeposits } from '../../db/schema/cashier.ts';

export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;

/** The watcher reads this many unsettled deposits per run at most; the rest wait for the next. */
const UNSETTLED_PER_RUN_MAX = 500;

export async function addressOf(db: Executor, playerId: bigint, chain: string) {
  const [row] = await db
    .select()
    .from(cryptoDepositAddresses)
    .where(
      and(eq(cryptoDepositAddresses.playerId, playerId), eq(cryptoDepositAddresses.chain, chain)),
    );
  return row;
}

/** The next free derivation index of a chain; call under the chain's address lock. */
export async function nextDerivationIndex(db: Executor, chain: string): Promise<number> {
  const [row] = await db
    .select({
      next: sql<number>`coalesce(max(${cryptoDepositAddresses.derivationIndex}) + 1, 0)::int`,
    })
    .from(cryptoDepositAddresses)
    .where(eq(cryptoDepositAddresses.chain, chain));
  return Number(row?.next ?? 0);
}

export async function insertAddress(db: Executor, row: typeof cryptoDepositAddresses.$inferInsert) {
  await db.insert(cryptoDepositAddresses).values(row);
}

/** Every deposit address of a chain with its player: what the watcher looks for. */
export function addressesOf(db: Executor, chain: string) {
  return db
    .select({ address: cryptoDepositAddresses.address, playerId: cryptoDepositAddresses.playerId })
    .from(cryptoDepositAddresses)
    .where(eq(cryptoDepositAddresses.chain, chain));
}

export async function cursorOf(db: Executor, chain: string) {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chain, chain));
  return row;
}

export async function saveCursor(db: Executor, chain: string, height: bigint, blockHash: string) {
  await db
    .insert(chainCursors)
    .values({ chain, height, blockHash })
    .onConflictDoUpdate({
      target: chainCursors.chain,
      set: { height, blockHash, updatedAt: new Date() },
    });
}

export async function findDeposit(db: Executor, chain: string, txHash: string, logIndex: number) {
  const [row] = await db
    .select()
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.chain, chain),
        eq(cryptoDeposits.txHash, txHash),
        eq(cryptoDeposits.logIndex, logIndex),
      ),
    );
  return row;
}

export async function insertDeposit(db: Executor, row: typeof cryptoDeposits.$inferInsert) {
  await db.insert(cryptoDeposits).values(row);
}

/** Deposits waiting for confirmations, oldest first (orphaned ones come back only when a scan sees them mined again). */
export function unsettled(db: Executor, chain: string) {
  return db
    .select()
    .from(cryptoDeposits)
    .where(and(eq(cryptoDeposits.chain, chain), eq(cryptoDeposits.status, 'pending')))
    .orderBy(asc(cryptoDeposits.blockNumber))
    .limit(UNSETTLED_PER_RUN_MAX);
}

export async function lockDeposit(db: Executor, paymentId: string) {
  const [row] = await db
    .select()
    .from(cryptoDeposits)
    .where(eq(cryptoDeposits.paymentId, paymentId))
    .for('update');
  return row;
}

export async function updateDeposit(
  db: Executor,
  paymentId: string,
  set: Partial<
    Pick<CryptoDepositRow, 'status' | 'confirmations' | 'blockNumber' | 'blockHash' | 'creditedAt'>
  >,
) {
  await db.update(cryptoDeposits).set(set).where(eq(cryptoDeposits.paymentId, paymentId));
}
