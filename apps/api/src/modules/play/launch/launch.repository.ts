import { and, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { gameSessions } from '../../../db/schema/games.ts';
import { sessions } from '../../../db/schema/sessions.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/**
 * A real-money game is a delegate of the player session that launched it: it may play only while
 * that session is neither revoked (logout, password change or reset, self-exclusion) nor past its
 * absolute expiry. Idleness is not checked: playing is the player being there. Read in the same
 * statement as the game session, so the bet path pays no extra round trip.
 */
const isOwnerLive = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${gameSessions.playerSessionId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;

export async function insert(
  db: Executor,
  row: typeof gameSessions.$inferInsert,
): Promise<GameSessionRow> {
  const [created] = await db.insert(gameSessions).values(row).returning();
  if (!created) throw new Error('game session insert returned nothing');
  return created;
}

/**
 * Trades a launch token for a session token, once: the launch token's row is claimed by the update.
 * A real-money launch token dies with the player session that asked for it.
 */
export async function exchange(
  db: Executor,
  launchTokenHash: string,
  sessionTokenHash: string,
): Promise<GameSessionRow | undefined> {
  const [row] = await db
    .update(gameSessions)
    .set({ sessionTokenHash })
    .where(
      and(
        eq(gameSessions.launchTokenHash, launchTokenHash),
        isNull(gameSessions.sessionTokenHash),
        gt(gameSessions.launchExpiresAt, sql`now()`),
        or(eq(gameSessions.mode, 'fun'), isOwnerLive),
      ),
    )
    .returning();
  return row;
}

export async function bySessionTokens(
  db: Executor,
  sessionTokenHashes: string[],
): Promise<(GameSessionRow & { isOwnerLive: boolean })[]> {
  return db
    .select({ ...getTableColumns(gameSessions), isOwnerLive })
    .from(gameSessions)
    .where(inArray(gameSessions.sessionTokenHash, sessionTokenHashes));
}

export async function byId(db: Executor, id: string): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
  return row;
}

/**
 * Moves a fun session's virtual money in one statement: takes the stake only if it is there and
 * advances the fun nonce. Returns the row before the change, or nothing when funds are short.
 */
export async function funBet(
  db: Executor,
  id: string,
  betMinor: bigint,
): Promise<GameSessionRow | undefined> {
  const [row] = await db
    .update(gameSessions)
    .set({
      funBalanceMinor: sql`${gameSessions.funBalanceMinor} - ${betMinor.toString()}::bigint`,
      funNonce: sql`${gameSessions.funNonce} + 1`,
    })
    .where(
      and(
        eq(gameSessions.id, id),
        sql`${gameSessions.funBalanceMinor} >= ${betMinor.toString()}::bigint`,
      ),
    )
    .returning();
  return row
    ? {
        ...row,
        funBalanceMinor: (row.funBalanceMinor ?? 0n) + betMinor,
        funNonce: row.funNonce - 1,
      }
    : undefined;
}

/**
 * Replaces a fun session's seed pair and restarts its nonce; locks the row first so no bet of the
 * session runs on the old pair meanwhile. Returns the row as it was.
 */
export async function rotateFun(
  db: Executor,
  id: string,
  pair: { serverSeed: string; clientSeed: string },
): Promise<GameSessionRow | undefined> {
  const [before] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.id, id))
    .for('update');
  if (!before) return undefined;
  await db
    .update(gameSessions)
    .set({ funServerSeed: pair.serverSeed, funClientSeed: pair.clientSeed, funNonce: 0 })
    .where(eq(gameSessions.id, id));
  return before;
}

export async function funWin(db: Executor, id: string, winMinor: bigint): Promise<bigint> {
  const [row] = await db
    .update(gameSessions)
    .set({ funBalanceMinor: sql`${gameSessions.funBalanceMinor} + ${winMinor.toString()}::bigint` })
    .where(eq(gameSessions.id, id))
    .returning({ balance: gameSessions.funBalanceMinor });
  return row?.balance ?? 0n;
}
