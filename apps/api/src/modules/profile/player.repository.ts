import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerIdentities, playerLogins, players, playerTokens } from '../../db/schema/players.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;

export async function findById(db: Executor, id: bigint): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

export async function usernamesOf(
  db: Executor,
  ids: readonly bigint[],
): Promise<{ id: bigint; username: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function currenciesOf(
  db: Executor,
  ids: readonly bigint[],
): Promise<{ id: bigint; currency: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: players.id, currency: players.currency })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function findByUsername(
  db: Executor,
  username: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findByEmail(db: Executor, email: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(sql`lower(${players.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insert(db: Executor, row: NewPlayer): Promise<PlayerRow> {
  const [created] = await db.insert(players).values(row).returning();
  if (!created) throw new Error('player insert returned nothing');
  return created;
}

export async function update(
  db: Executor,
  id: bigint,
  values: Partial<NewPlayer>,
): Promise<PlayerRow> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  if (!row) throw new Error(`player ${id} vanished during update`);
  return row;
}

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(playerIdentities)
    .where(and(eq(playerIdentities.provider, provider), eq(playerIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(
  db: Executor,
  row: typeof playerIdentities.$inferInsert,
): Promise<void> {
  await db.insert(playerIdentities).values(row).onConflictDoNothing();
}

export async function insertToken(
  db: Executor,
  row: typeof playerTokens.$inferInsert,
): Promise<void> {
  await db.insert(playerTokens).values(row);
}

/** Marks a live token used and returns it; a used, expired or unknown token returns why not. */
export async function consumeToken(db: Executor, tokenHash: string, kind: string) {
  const [row] = await db
    .select()
    .from(playerTokens)
    .where(and(eq(playerTokens.tokenHash, tokenHash), eq(playerTokens.kind, kind)))
    .for('update')
    .limit(1);
  if (!row) return { status: 'unknown' as const };
  if (row.usedAt) return { status: 'used' as const, row };
  if (row.expiresAt <= new Date()) return { status: 'expired' as const, row };
  await db
    .update(playerTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(playerTokens.tokenHash, tokenHash));
  return { status: 'ok' as const, row };
}

export async function findToken(db: Executor, tokenHash: string, kind: string) {
  const [row] = await db
    .select()
    .from(playerTokens)
    .where(and(eq(playerTokens.tokenHash, tokenHash), eq(playerTokens.kind, kind)))
    .limit(1);
  return row;
}

export async function invalidateTokens(
  db: Executor,
  playerId: bigint,
  kind: string,
): Promise<void> {
  await db
    .update(playerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(playerTokens.playerId, playerId),
        eq(playerTokens.kind, kind),
        sql`${playerTokens.usedAt} is null`,
      ),
    );
}

export async function insertLogin(
  db: Executor,
  row: typeof playerLogins.$inferInsert,
): Promise<void> {
  await db.insert(playerLogins).values(row);
}

/** The two newest log-ins: the first is the current one, the second is what "last login" shows. */
export async function recentLogins(db: Executor, playerId: bigint) {
  return db
    .select()
    .from(playerLogins)
    .where(eq(playerLogins.playerId, playerId))
    .orderBy(desc(playerLogins.at), desc(playerLogins.id))
    .limit(2);
}

/** The player's row, locked for the rest of the transaction: a block and a log-in then see each other. */
export async function lockById(db: Executor, id: bigint): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).for('update').limit(1);
  return row;
}

/** Escapes LIKE's wildcards so a search for "a_b" finds that text, not any character between. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Players whose id is the text, or whose username or email starts with it, or whose first or last
 * name contains it (all case-insensitive); an empty text lists the newest. `limit` rows from `offset`.
 */
export async function search(
  db: Executor,
  text: string,
  limit: number,
  offset: number,
): Promise<PlayerRow[]> {
  const lower = text.toLowerCase();
  const prefix = `${likeText(lower)}%`;
  const contains = `%${likeText(lower)}%`;
  const byId = /^\d{1,18}$/.test(text) ? sql`${players.id} = ${BigInt(text)} or ` : sql``;
  const where =
    text === ''
      ? undefined
      : sql`(${byId}lower(${players.username}) like ${prefix} or lower(${players.email}) like ${prefix} or lower(${players.firstName}) like ${contains} or lower(${players.lastName}) like ${contains} or lower(${players.firstName} || ' ' || ${players.lastName}) like ${contains})`;
  return db
    .select()
    .from(players)
    .where(where)
    .orderBy(desc(players.id))
    .limit(limit)
    .offset(offset);
}

/** The newest log-ins, newest first. */
export async function loginsOf(db: Executor, playerId: bigint, limit: number) {
  return db
    .select()
    .from(playerLogins)
    .where(eq(playerLogins.playerId, playerId))
    .orderBy(desc(playerLogins.at), desc(playerLogins.id))
    .limit(limit);
}
