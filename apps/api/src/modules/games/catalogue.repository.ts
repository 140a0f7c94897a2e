import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favoriteGames, gameProviders, games, recentGames } from '../../db/schema/games.ts';

export type GameRow = typeof games.$inferSelect & {
  providerName: string;
  isProviderEnabled: boolean;
};
export type NewGame = typeof games.$inferInsert;
export type NewProvider = typeof gameProviders.$inferInsert;

const columns = {
  id: games.id,
  providerId: games.providerId,
  slug: games.slug,
  name: games.name,
  section: games.section,
  tags: games.tags,
  description: games.description,
  rtpBasisPoints: games.rtpBasisPoints,
  volatility: games.volatility,
  layout: games.layout,
  features: games.features,
  minBetEurMinor: games.minBetEurMinor,
  maxBetEurMinor: games.maxBetEurMinor,
  isDesktop: games.isDesktop,
  isMobile: games.isMobile,
  hasFunMode: games.hasFunMode,
  art: games.art,
  engine: games.engine,
  popularity: games.popularity,
  position: games.position,
  releasedAt: games.releasedAt,
  isEnabled: games.isEnabled,
  providerName: gameProviders.name,
  isProviderEnabled: gameProviders.isEnabled,
};

export interface GameQuery {
  section: string | null;
  /** Games carrying any of these tags. */
  anyTags: string[] | null;
  providerId: string | null;
  favoritesOf: bigint | null;
  nameContains: string | null;
  isMobile: boolean;
  /** 'lobby' is the operator's order (position in the section), the last week's rounds breaking ties. */
  sort: 'popular' | 'newest' | 'name' | 'rtp' | 'lobby';
}

function conditions(q: GameQuery): SQL[] {
  const where: SQL[] = [eq(games.isEnabled, true), eq(gameProviders.isEnabled, true)];
  if (q.section) where.push(eq(games.section, q.section));
  if (q.anyTags) where.push(arrayOverlaps(games.tags, q.anyTags));
  if (q.providerId) where.push(eq(games.providerId, q.providerId));
  if (q.isMobile) where.push(eq(games.isMobile, true));
  if (q.favoritesOf !== null)
    where.push(
      sql`exists (select 1 from ${favoriteGames} f where f.game_id = ${games.id} and f.player_id = ${q.favoritesOf.toString()}::bigint)`,
    );
  if (q.nameContains)
    where.push(
      sql`${games.name} ilike ${`%${q.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  return where;
}

const ORDER: Record<GameQuery['sort'], SQL[]> = {
  popular: [desc(games.popularity), asc(games.position), asc(games.name)],
  newest: [desc(games.releasedAt), asc(games.position), asc(games.name)],
  name: [asc(games.name), asc(games.id)],
  rtp: [desc(games.rtpBasisPoints), asc(games.name)],
  lobby: [asc(games.position), desc(games.popularity), asc(games.name)],
};

export async function find(
  db: Executor,
  q: GameQuery,
  limit: number,
  offset: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(...conditions(q));
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findById(db: Executor, id: string): Promise<GameRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.id, id));
  return row;
}

export async function findBySlug(
  db: Executor,
  providerId: string,
  slug: string,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.providerId, providerId), eq(games.slug, slug)));
  return row;
}

export function byIds(db: Executor, ids: string[]): Promise<GameRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(inArray(games.id, ids));
}

/** Counts every enabled game, or only those available on mobile. */
type CountFilter = { isMobile: boolean };
const countedGames = (filter: CountFilter) =>
  and(eq(games.isEnabled, true), filter.isMobile ? eq(games.isMobile, true) : undefined);

export async function providers(
  db: Executor,
  filter: CountFilter,
): Promise<{ id: string; name: string; kind: string; gameCount: number }[]> {
  return db
    .select({
      id: gameProviders.id,
      name: gameProviders.name,
      kind: gameProviders.kind,
      gameCount: sql<number>`count(${games.id})::int`,
    })
    .from(gameProviders)
    .leftJoin(games, and(eq(games.providerId, gameProviders.id), countedGames(filter)))
    .where(eq(gameProviders.isEnabled, true))
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.name));
}

export async function findProvider(db: Executor, id: string) {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.id, id));
  return row;
}

/** Each enabled provider's enabled games per lobby section: a lobby's provider filter counts its own games. */
export function providerSectionCounts(db: Executor, filter: CountFilter) {
  return db
    .select({
      providerId: games.providerId,
      section: games.section,
      gameCount: sql<number>`count(*)::int`,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(countedGames(filter), eq(gameProviders.isEnabled, true)))
    .groupBy(games.providerId, games.section);
}

export function sectionCounts(db: Executor, filter: CountFilter) {
  return db
    .select({ section: games.section, gameCount: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(countedGames(filter), eq(gameProviders.isEnabled, true)))
    .groupBy(games.section);
}

export async function upsertProvider(db: Executor, row: NewProvider): Promise<void> {
  await db
    .insert(gameProviders)
    .values(row)
    .onConflictDoUpdate({
      target: gameProviders.id,
      set: {
        name: row.name,
        kind: row.kind,
        launchUrl: row.launchUrl ?? null,
        walletSecret: row.walletSecret ?? null,
      },
    });
}

/**
 * Catalogue data follows the code that plays it; what operators decide (enabled, position, tags,
 * section) is taken from the code only when a game first appears, and kept from then on.
 */
export async function upsertGame(db: Executor, row: NewGame): Promise<void> {
  const {
    id: _id,
    isEnabled: _isEnabled,
    popularity: _popularity,
    position: _position,
    tags: _tags,
    section: _section,
    ...descriptive
  } = row;
  await db.insert(games).values(row).onConflictDoUpdate({ target: games.id, set: descriptive });
}

export async function addFavorite(db: Executor, playerId: bigint, gameId: string): Promise<void> {
  await db.insert(favoriteGames).values({ playerId, gameId }).onConflictDoNothing();
}

export async function removeFavorite(
  db: Executor,
  playerId: bigint,
  gameId: string,
): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)));
}

export async function favoriteIds(db: Executor, playerId: bigint): Promise<string[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(desc(favoriteGames.createdAt));
  return rows.map((r) => r.gameId);
}

export interface RecentPlay {
  playerId: bigint;
  gameId: string;
  playedAt: Date;
  plays: number;
}

/** Stores several players' plays at once; a late write never moves a game's last play back. */
export async function touchRecent(db: Executor, plays: RecentPlay[]): Promise<void> {
  if (plays.length === 0) return;
  await db
    .insert(recentGames)
    .values(
      plays.map((p) => ({
        playerId: p.playerId,
        gameId: p.gameId,
        lastPlayedAt: p.playedAt,
        plays: p.plays,
      })),
    )
    .onConflictDoUpdate({
      target: [recentGames.playerId, recentGames.gameId],
      set: {
        lastPlayedAt: sql`greatest(${recentGames.lastPlayedAt}, excluded.last_played_at)`,
        plays: sql`${recentGames.plays} + excluded.plays`,
      },
    });
}

export async function recentIds(db: Executor, playerId: bigint, limit: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.playerId, playerId))
    .orderBy(desc(recentGames.lastPlayedAt))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

/** Stores each game's recent round count (from the play domain): the "popular" order. */
export async function setPopularity(
  db: Executor,
  counts: { gameId: string; rounds: number }[],
): Promise<void> {
  const known = new Map(counts.map((c) => [c.gameId, c.rounds]));
  const rows = await db.select({ id: games.id, popularity: games.popularity }).from(games);
  for (const row of rows) {
    const next = known.get(row.id) ?? 0;
    if (next !== row.popularity)
      await db.update(games).set({ popularity: next }).where(eq(games.id, row.id));
  }
}

/** Every game, enabled or not, in section and lobby order: the back office's list. */
export function all(db: Executor): Promise<GameRow[]> {
  return db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .orderBy(asc(games.section), asc(games.position), asc(games.name));
}

/** Every provider, enabled or not, with how many games it has. */
export function allProviders(db: Executor): Promise<
  {
    id: string;
    name: string;
    kind: 'inhouse' | 'external';
    isEnabled: boolean;
    gameCount: number;
  }[]
> {
  return db
    .select({
      id: gameProviders.id,
      name: gameProviders.name,
      kind: gameProviders.kind,
      isEnabled: gameProviders.isEnabled,
      gameCount: sql<number>`count(${games.id})::int`,
    })
    .from(gameProviders)
    .leftJoin(games, eq(games.providerId, gameProviders.id))
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.name));
}

export type GameSettings = Pick<
  typeof games.$inferSelect,
  'id' | 'section' | 'tags' | 'position' | 'isEnabled'
>;
const settingsColumns = {
  id: games.id,
  section: games.section,
  tags: games.tags,
  position: games.position,
  isEnabled: games.isEnabled,
};

/** Locks a section's games in lobby order, so two operators' reorderings of it take turns. */
export function lockSection(tx: Executor, section: string): Promise<GameSettings[]> {
  return tx
    .select(settingsColumns)
    .from(games)
    .where(eq(games.section, section))
    .orderBy(asc(games.position), asc(games.name), asc(games.id))
    .for('update');
}

export async function updateGame(
  tx: Executor,
  id: string,
  set: Partial<Pick<typeof games.$inferInsert, 'section' | 'tags' | 'position' | 'isEnabled'>>,
): Promise<void> {
  await tx.update(games).set(set).where(eq(games.id, id));
}

export async function lockProvider(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: gameProviders.id, isEnabled: gameProviders.isEnabled })
    .from(gameProviders)
    .where(eq(gameProviders.id, id))
    .for('update');
  return row;
}

export async function setProviderEnabled(
  tx: Executor,
  id: string,
  isEnabled: boolean,
): Promise<void> {
  await tx.update(gameProviders).set({ isEnabled }).where(eq(gameProviders.id, id));
}
