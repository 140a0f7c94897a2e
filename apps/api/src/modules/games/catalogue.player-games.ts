import {
  FAVORITES_PAGE_SIZE,
  RECENTLY_PLAYED_MAX,
  type Game,
  type GameList,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import * as repo from './catalogue.repository.ts';
import { isOpen, type Viewer } from './catalogue.service.ts';
import { toGame } from './catalogue.views.ts';

/**
 * Recently played games, written behind: a round marks its game in memory and a timer writes the
 * marks of every player in one statement, so no round waits on it. A crash loses at most the last
 * second of this list, never money; reads in this process flush first and see every mark. A batch
 * the database refuses is dropped with a warning rather than retried for ever.
 */
function createRecentPlays(db: Database, flushMs = 1_000) {
  let pending = new Map<string, repo.RecentPlay>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function schedule() {
    if (timer) return;
    timer = setTimeout(
      () =>
        void flush().catch((error: unknown) =>
          process.emitWarning(`recently played games not written: ${String(error)}`),
        ),
      flushMs,
    );
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = new Map();
    // Writes go one after another, so a flush resolves only when every mark before it is stored.
    writing = writing.catch(() => undefined).then(() => repo.touchRecent(db, [...batch.values()]));
    return writing;
  }

  return {
    touch(playerId: bigint, gameId: string) {
      const key = `${playerId}:${gameId}`;
      pending.set(key, {
        playerId,
        gameId,
        playedAt: new Date(),
        plays: (pending.get(key)?.plays ?? 0) + 1,
      });
      schedule();
    },
    flush,
  };
}

/** A player's own lists: favorites, and the games they played last. */
export function createPlayerGames(
  db: Database,
  page: (viewer: Viewer, query: repo.GameQuery, limit: number, offset: number) => Promise<GameList>,
  visible: (id: string) => Promise<repo.GameRow>,
) {
  const recentPlays = createRecentPlays(db);

  return {
    /** Produces game_not_found. */
    async addFavorite(playerId: bigint, gameId: string): Promise<string[]> {
      await visible(gameId);
      await repo.addFavorite(db, playerId, gameId);
      return repo.favoriteIds(db, playerId);
    },

    async removeFavorite(playerId: bigint, gameId: string): Promise<string[]> {
      await repo.removeFavorite(db, playerId, gameId);
      return repo.favoriteIds(db, playerId);
    },

    async favorites(
      viewer: Viewer & { playerId: bigint },
      limit = FAVORITES_PAGE_SIZE,
      offset = 0,
    ) {
      const ids = await repo.favoriteIds(db, viewer.playerId);
      const list = await page(
        viewer,
        {
          section: null,
          anyTags: null,
          providerId: null,
          favoritesOf: viewer.playerId,
          nameContains: null,
          isMobile: false,
          sort: 'name',
        },
        limit,
        offset,
      );
      return { ids, games: list.games, total: list.total };
    },

    /** Produces game_not_found. */
    async addRecent(playerId: bigint, gameId: string): Promise<void> {
      await visible(gameId);
      recentPlays.touch(playerId, gameId);
      await recentPlays.flush();
    },

    /** Marks a game the player is playing as just played; written within a second (see createRecentPlays). */
    touchRecent: (playerId: bigint, gameId: string) => recentPlays.touch(playerId, gameId),

    /** Writes the plays not yet written; the server calls it before it closes. */
    flushRecent: () => recentPlays.flush(),

    async recent(viewer: Viewer & { playerId: bigint }): Promise<Game[]> {
      await recentPlays.flush();
      const ids = await repo.recentIds(db, viewer.playerId, RECENTLY_PLAYED_MAX);
      const rows = new Map((await repo.byIds(db, ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row && isOpen(row) ? [toGame(row, viewer.currency)] : [];
      });
    },
  };
}
