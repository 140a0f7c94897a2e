import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.ts';
import { gameRounds, games } from '../../../db/schema/games.ts';
import { players } from '../../../db/schema/players.ts';
import { dateOf, textArray } from '../sql-arrays.ts';

export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;

export async function insert(db: Executor, row: NewRound): Promise<RoundRow> {
  const [created] = await db.insert(gameRounds).values(row).returning();
  if (!created) throw new Error('round insert returned nothing');
  return created;
}

/** A round written whole by the app: every column but those the database sets (created_at, settled_xid). */
export type ClosedRound = Omit<RoundRow, 'createdAt' | 'settledXid'>;

const textOf = (value: bigint | number | null): string | null =>
  value === null ? null : value.toString();

/**
 * Several rounds in one statement, each column one array parameter, with `alongside` (a
 * data-modifying statement of the same transaction, such as the nonces the rounds took) run in the
 * same round trip: the statement's text is the
 * same for any number of rows, and it costs the app a few microseconds to build where the query
 * builder took most of a millisecond for a group of a dozen. Only what the database sets is read
 * back; the rest of each row is what was written.
 */
export async function insertMany(
  db: Executor,
  rows: ClosedRound[],
  alongside: SQL | null = null,
): Promise<RoundRow[]> {
  if (rows.length === 0) {
    if (alongside) await db.execute(alongside);
    return [];
  }
  const column = (pick: (row: ClosedRound) => string | null) => textArray(rows.map(pick));
  const written = await queryRows<{
    id: string;
    created_at: Date | string;
    settled_xid: string | null;
  }>(
    db,
    sql`${alongside ? sql`with alongside as (${alongside}) ` : sql``}insert into game_rounds (id, provider_id, external_round_id, game_id, player_id, session_id, mode, currency,
        bet_minor, win_minor, balance_before_minor, balance_after_minor, status, outcome,
        seed_id, server_seed_hash, client_seed, nonce, closed_at)
      select * from unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.providerId)}::text[],
        ${column((r) => r.externalRoundId)}::text[], ${column((r) => r.gameId)}::text[],
        ${column((r) => textOf(r.playerId))}::bigint[], ${column((r) => r.sessionId)}::uuid[],
        ${column((r) => r.mode)}::text[], ${column((r) => r.currency)}::text[],
        ${column((r) => r.betMinor.toString())}::bigint[], ${column((r) => r.winMinor.toString())}::bigint[],
        ${column((r) => textOf(r.balanceBeforeMinor))}::bigint[], ${column((r) => textOf(r.balanceAfterMinor))}::bigint[],
        ${column((r) => r.status)}::text[], ${column((r) => (r.outcome === null ? null : JSON.stringify(r.outcome)))}::jsonb[],
        ${column((r) => textOf(r.seedId))}::bigint[], ${column((r) => r.serverSeedHash)}::text[],
        ${column((r) => r.clientSeed)}::text[], ${column((r) => textOf(r.nonce))}::int[],
        ${column((r) => r.closedAt?.toISOString() ?? null)}::timestamptz[])
      returning id::text, created_at, settled_xid::text`,
  );
  const byId = new Map(written.map((row) => [row.id, row]));
  return rows.map((row) => {
    const set = byId.get(row.id);
    if (!set) throw new Error(`round ${row.id} missing after insert`);
    return {
      ...row,
      createdAt: dateOf(set.created_at),
      settledXid: set.settled_xid,
    };
  });
}

/**
 * The round of a provider's round id, created on its first call (bet, or a win/rollback that came
 * first), locked until the transaction ends: a win is checked against the round's totals, which
 * calls on the same round running at once must not both read before either adds to them.
 */
export async function ensure(db: Executor, row: NewRound): Promise<RoundRow> {
  await db
    .insert(gameRounds)
    .values(row)
    .onConflictDoNothing({ target: [gameRounds.providerId, gameRounds.externalRoundId] });
  const [existing] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.providerId, row.providerId),
        eq(gameRounds.externalRoundId, row.externalRoundId),
      ),
    )
    .for('update');
  if (!existing) throw new Error('round missing after insert');
  return existing;
}

export async function byId(db: Executor, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row;
}

export async function lock(db: Executor, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return row;
}

export async function hasOpenInSession(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/**
 * The newest open round a game session may take up again: for real money any of the player's
 * sessions on the game in that currency (a reload launches a new session), for fun only its own
 * (fun money belongs to one session).
 */
export async function openResumable(
  db: Executor,
  at: { sessionId: string } | { playerId: bigint; gameId: string; currency: string },
): Promise<RoundRow | undefined> {
  const where =
    'sessionId' in at
      ? and(eq(gameRounds.sessionId, at.sessionId), eq(gameRounds.status, 'open'))
      : and(
          eq(gameRounds.playerId, at.playerId),
          eq(gameRounds.gameId, at.gameId),
          eq(gameRounds.currency, at.currency),
          eq(gameRounds.mode, 'real'),
          eq(gameRounds.status, 'open'),
        );
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.createdAt))
    .limit(1);
  return row;
}

/** How many real-money rounds each player has still open. */
export async function openRealCounts(
  db: Executor,
  playerIds: readonly bigint[],
): Promise<Map<bigint, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: gameRounds.playerId, count: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.playerId, [...new Set(playerIds)]),
        eq(gameRounds.status, 'open'),
        eq(gameRounds.mode, 'real'),
      ),
    )
    .groupBy(gameRounds.playerId);
  return new Map(
    rows.flatMap((r) => (r.playerId === null ? [] : [[r.playerId, Number(r.count)] as const])),
  );
}

export async function update(
  db: Executor,
  id: string,
  values: Partial<NewRound>,
): Promise<RoundRow> {
  const [row] = await db.update(gameRounds).set(values).where(eq(gameRounds.id, id)).returning();
  if (!row) throw new Error(`round ${id} vanished`);
  return row;
}

/** Merges fields into the outcome of the given rounds (one statement). */
export async function mergeOutcome(
  db: Executor,
  ids: string[],
  fields: Record<string, unknown>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(gameRounds)
    .set({
      outcome: sql`coalesce(${gameRounds.outcome}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb`,
    })
    .where(inArray(gameRounds.id, ids));
}

/** Adds to a round's totals in one statement (external providers may bet and win several times per round). */
export async function addAmounts(
  db: Executor,
  id: string,
  amounts: { betMinor?: bigint; winMinor?: bigint; balanceAfterMinor: bigint },
): Promise<void> {
  await db
    .update(gameRounds)
    .set({
      betMinor: sql`${gameRounds.betMinor} + ${(amounts.betMinor ?? 0n).toString()}::bigint`,
      winMinor: sql`${gameRounds.winMinor} + ${(amounts.winMinor ?? 0n).toString()}::bigint`,
      balanceAfterMinor: amounts.balanceAfterMinor,
      balanceBeforeMinor: sql`coalesce(${gameRounds.balanceBeforeMinor}, ${(amounts.balanceAfterMinor + (amounts.betMinor ?? 0n) - (amounts.winMinor ?? 0n)).toString()}::bigint)`,
    })
    .where(eq(gameRounds.id, id));
}

const historyColumns = { round: gameRounds, gameName: games.name, slug: games.slug };

export async function ofPlayer(
  db: Executor,
  playerId: bigint,
  filter: { gameId?: string | undefined },
  limit: number,
  offset: number,
) {
  const where = and(
    eq(gameRounds.playerId, playerId),
    eq(gameRounds.mode, 'real'),
    filter.gameId ? eq(gameRounds.gameId, filter.gameId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(historyColumns)
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function ofPlayerById(db: Executor, playerId: bigint, id: string) {
  const [row] = await db
    .select(historyColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.id, id), eq(gameRounds.playerId, playerId)));
  return row;
}

const winnerColumns = {
  round: gameRounds,
  gameName: games.name,
  slug: games.slug,
  username: players.username,
};

/** Real-money rounds that paid, newest first. */
export function latestWins(db: Executor, limit: number) {
  return db
    .select(winnerColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .where(
      and(
        eq(gameRounds.mode, 'real'),
        sql`${gameRounds.winMinor} > 0`,
        eq(gameRounds.status, 'closed'),
      ),
    )
    .orderBy(desc(gameRounds.closedAt))
    .limit(limit);
}

/** What a winners list shows of a round. */
export type WinnerRound = Pick<
  RoundRow,
  'id' | 'gameId' | 'providerId' | 'currency' | 'betMinor' | 'winMinor' | 'createdAt' | 'closedAt'
>;

/**
 * Rounds as winner rows, those that are closed real-money wins. Every winning bet is announced
 * through it, so it is plain SQL reading only what the list shows.
 */
export async function winsByIds(
  db: Executor,
  ids: string[],
): Promise<{ round: WinnerRound; gameName: string; slug: string; username: string }[]> {
  const rows = await queryRows<{
    id: string;
    game_id: string;
    provider_id: string;
    currency: string;
    bet_minor: string;
    win_minor: string;
    created_at: Date | string;
    closed_at: Date | string | null;
    game_name: string;
    slug: string;
    username: string;
  }>(
    db,
    sql`select r.id::text, r.game_id, r.provider_id, r.currency, r.bet_minor::text, r.win_minor::text, r.created_at, r.closed_at,
        g.name as game_name, g.slug, p.username
      from game_rounds r join games g on g.id = r.game_id join players p on p.id = r.player_id
      where r.id = any(${textArray(ids)}::uuid[]) and r.mode = 'real' and r.win_minor > 0 and r.status = 'closed'`,
  );
  return rows.map((row) => ({
    round: {
      id: row.id,
      gameId: row.game_id,
      providerId: row.provider_id,
      currency: row.currency,
      betMinor: BigInt(row.bet_minor),
      winMinor: BigInt(row.win_minor),
      createdAt: dateOf(row.created_at),
      closedAt: row.closed_at === null ? null : dateOf(row.closed_at),
    },
    gameName: row.game_name,
    slug: row.slug,
    username: row.username,
  }));
}

/** The biggest real-money wins of the last `days` days, in EUR equivalent (rates given per currency). */
export function topWins(db: Executor, days: number, limit: number, rates: Record<string, number>) {
  const rate = sql.join(
    Object.entries(rates).map(([currency, r]) => sql`when ${currency} then ${r}`),
    sql` `,
  );
  return db
    .select(winnerColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .where(
      and(
        eq(gameRounds.mode, 'real'),
        sql`${gameRounds.winMinor} > 0`,
        eq(gameRounds.status, 'closed'),
        sql`${gameRounds.closedAt} > now() - make_interval(days => ${days})`,
      ),
    )
    .orderBy(
      sql`${gameRounds.winMinor} / (case ${gameRounds.currency} ${rate} else 1 end) desc`,
      desc(gameRounds.closedAt),
    )
    .limit(limit);
}

/** Real rounds per game since `since`, for the lobby's "popular" order. */
export async function countsByGame(
  db: Executor,
  since: Date,
): Promise<{ gameId: string; rounds: number }[]> {
  const rows = await db
    .select({ gameId: gameRounds.gameId, rounds: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.mode, 'real'),
        sql`${gameRounds.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(gameRounds.gameId);
  return rows.map((r) => ({ gameId: r.gameId, rounds: Number(r.rounds) }));
}

export interface GameCurrencyTotals {
  gameId: string;
  currency: string;
  rounds: number;
  betMinor: bigint;
  winMinor: bigint;
}

/**
 * Settled real-money rounds started since `since`, per game and currency: what the back office
 * compares with each game's declared RTP. Open rounds are not settled yet and rolled-back ones
 * returned their stakes, so neither counts.
 */
export async function totalsByGame(db: Executor, since: Date): Promise<GameCurrencyTotals[]> {
  const rows = await db
    .select({
      gameId: gameRounds.gameId,
      currency: gameRounds.currency,
      rounds: sql<number>`count(*)::int`,
      betMinor: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
      winMinor: sql<string>`coalesce(sum(${gameRounds.winMinor}), 0)::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.mode, 'real'),
        eq(gameRounds.status, 'closed'),
        sql`${gameRounds.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(gameRounds.gameId, gameRounds.currency);
  return rows.map((r) => ({
    gameId: r.gameId,
    currency: r.currency,
    rounds: Number(r.rounds),
    betMinor: BigInt(r.betMinor),
    winMinor: BigInt(r.winMinor),
  }));
}
