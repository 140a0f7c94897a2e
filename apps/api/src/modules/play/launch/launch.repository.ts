import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.ts';
import { gameSessions } from '../../../db/schema/games.ts';
import { dateOf, textArray } from '../sql-arrays.ts';
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

interface GameSessionRecord {
  id: string;
  launch_token_hash: string;
  launch_expires_at: Date | string;
  session_token_hash: string | null;
  expires_at: Date | string;
  player_id: string | null;
  player_session_id: string | null;
  game_id: string;
  mode: GameSessionRow['mode'];
  currency: string;
  fun_balance_minor: string | null;
  fun_server_seed: string | null;
  fun_client_seed: string | null;
  fun_nonce: number;
  language: string;
  home_url: string | null;
  cashier_url: string | null;
  created_at: Date | string;
  is_owner_live: boolean;
}

/**
 * The sessions of these token hashes, with whether each one's player session still lives. Every
 * bet starts here, so it is plain SQL with the hashes as one array parameter: the query builder
 * spent about 100 µs of the API's CPU building it each time.
 */
export async function bySessionTokens(
  db: Executor,
  sessionTokenHashes: string[],
): Promise<(GameSessionRow & { isOwnerLive: boolean })[]> {
  const rows = await queryRows<GameSessionRecord>(
    db,
    sql`select g.id::text, g.launch_token_hash, g.launch_expires_at, g.session_token_hash, g.expires_at,
        g.player_id::text, g.player_session_id::text, g.game_id, g.mode, g.currency, g.fun_balance_minor::text,
        g.fun_server_seed, g.fun_client_seed, g.fun_nonce, g.language, g.home_url, g.cashier_url, g.created_at,
        exists (select 1 from sessions s where s.id = g.player_session_id and s.revoked_at is null and s.expires_at > now()) as is_owner_live
      from game_sessions g where g.session_token_hash = any(${textArray(sessionTokenHashes)}::text[])`,
  );
  return rows.map((row) => ({
    id: row.id,
    launchTokenHash: row.launch_token_hash,
    launchExpiresAt: dateOf(row.launch_expires_at),
    sessionTokenHash: row.session_token_hash,
    expiresAt: dateOf(row.expires_at),
    playerId: row.player_id === null ? null : BigInt(row.player_id),
    playerSessionId: row.player_session_id,
    gameId: row.game_id,
    mode: row.mode,
    currency: row.currency,
    funBalanceMinor: row.fun_balance_minor === null ? null : BigInt(row.fun_balance_minor),
    funServerSeed: row.fun_server_seed,
    funClientSeed: row.fun_client_seed,
    funNonce: Number(row.fun_nonce),
    language: row.language,
    homeUrl: row.home_url,
    cashierUrl: row.cashier_url,
    createdAt: dateOf(row.created_at),
    isOwnerLive: row.is_owner_live,
  }));
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
