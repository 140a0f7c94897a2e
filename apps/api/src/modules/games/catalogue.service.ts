import {
  ALL_PROVIDERS,
  contributionGroupOf,
  type ContributionGroup,
  type GameCategory,
  type GameList,
  type GameSection,
  type GameSort,
  type GameTag,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import * as repo from './catalogue.repository.ts';
import { createPlayerGames } from './catalogue.player-games.ts';
import { toGame } from './catalogue.views.ts';

/** Categories that select by tag; `megaways` also takes the other multiways mechanics. */
const CATEGORY_TAGS: Partial<Record<GameCategory, GameTag[]>> = {
  new: ['new'],
  jackpot: ['jackpot'],
  megaways: ['megaways', 'multiways'],
  'bonus-buy': ['bonus-buy'],
  crash: ['crash'],
  fast: ['fast'],
  baccarat: ['baccarat'],
  blackjack: ['blackjack'],
  roulette: ['roulette'],
};

/** The mobile lobby's rows, per section, in order. */
const MOBILE_ROWS: { section: GameSection; category: GameCategory }[] = [
  { section: 'casino', category: 'popular' },
  { section: 'casino', category: 'new' },
  { section: 'casino', category: 'jackpot' },
  { section: 'casino', category: 'megaways' },
  { section: 'casino', category: 'bonus-buy' },
  { section: 'crash-and-fast', category: 'all' },
  { section: 'livecasino', category: 'all' },
  { section: 'game-shows', category: 'all' },
];
const MOBILE_ROW_SIZE = 12;
const GAME_CACHE_MS = 5_000;
const GAME_CACHE_SIZE_MAX = 10_000;

export interface Viewer {
  playerId: bigint | null;
  currency: string;
}

/** Whether players may find, launch and start new rounds of the game: it and its provider are enabled. */
export function isOpen(row: repo.GameRow): boolean {
  return row.isEnabled && row.isProviderEnabled;
}

/** Refuses new play (a launch, a new round) of a game an operator disabled. Produces game_unavailable. */
export function assertOpen(row: repo.GameRow): void {
  if (!isOpen(row)) throw new AppError('game_unavailable');
}

/** The game catalogue: lobbies, search, favorites and recently played. */
export function createCatalogueService(db: Database) {
  async function page(
    viewer: Viewer,
    query: repo.GameQuery,
    limit: number,
    offset: number,
  ): Promise<GameList> {
    const { rows, total } = await repo.find(db, query, limit, offset);
    return { games: rows.map((row) => toGame(row, viewer.currency)), total, limit, offset };
  }

  /** Produces validation_error naming the provider when it is unknown. */
  async function providerFilter(provider: string): Promise<string | null> {
    if (provider === ALL_PROVIDERS) return null;
    const known = await repo.findProvider(db, provider);
    if (!known || !known.isEnabled)
      throw new FieldRuleError('validation_error', 'provider', 'unknown_provider');
    return provider;
  }

  /**
   * Every bet looks its game up, and games change rarely: entries are kept for a few seconds. An
   * operator's change forgets them at once on every instance (the back office publishes it on the
   * event bus); the few seconds bound only what a lost bus message could leave behind.
   */
  const cache = new Map<string, { row: repo.GameRow | undefined; at: number }>();

  /**
   * A game whether or not it is enabled: play settles the rounds a game already opened after an
   * operator disabled it. Produces game_not_found for an unknown id only. Work inside a
   * transaction passes it: on PGlite's one connection a read outside it would wait for it to end.
   */
  async function get(id: string, executor: Executor = db): Promise<repo.GameRow> {
    const cached = cache.get(id);
    let row = cached && Date.now() - cached.at < GAME_CACHE_MS ? cached.row : undefined;
    if (!row) {
      row = await repo.findById(executor, id);
      if (cache.size > GAME_CACHE_SIZE_MAX) cache.clear();
      cache.set(id, { row, at: Date.now() });
    }
    if (!row) throw new AppError('game_not_found');
    return row;
  }

  /** A game the lobby shows: enabled, by an enabled provider. Produces game_not_found. */
  async function visible(id: string): Promise<repo.GameRow> {
    const row = await get(id);
    if (!isOpen(row)) throw new AppError('game_not_found');
    return row;
  }

  /**
   * What rewards need of each game a batch of wagers touched: its RTP and contribution group.
   * Cached games answer from the cache; the rest come in one query, in the caller's transaction
   * when given (an event consumer's batch).
   */
  async function termsOf(
    ids: readonly string[],
    executor: Executor = db,
  ): Promise<Map<string, { rtpBasisPoints: number; group: ContributionGroup }>> {
    const terms = new Map<string, { rtpBasisPoints: number; group: ContributionGroup }>();
    const missing: string[] = [];
    const now = Date.now();
    for (const id of new Set(ids)) {
      const cached = cache.get(id);
      if (cached?.row && now - cached.at < GAME_CACHE_MS)
        terms.set(id, {
          rtpBasisPoints: cached.row.rtpBasisPoints,
          group: contributionGroupOf(cached.row),
        });
      else missing.push(id);
    }
    for (const row of await repo.byIds(executor, missing)) {
      if (cache.size > GAME_CACHE_SIZE_MAX) cache.clear();
      cache.set(row.id, { row, at: now });
      terms.set(row.id, { rtpBasisPoints: row.rtpBasisPoints, group: contributionGroupOf(row) });
    }
    return terms;
  }

  return {
    get,
    visible,
    termsOf,
    /** Every open game's name, RTP and contribution group: what a bonus campaign's expected cost is reckoned from. */
    async openTerms(): Promise<
      { id: string; name: string; rtpBasisPoints: number; group: ContributionGroup }[]
    > {
      return (await repo.all(db)).filter(isOpen).map((row) => ({
        id: row.id,
        name: row.name,
        rtpBasisPoints: row.rtpBasisPoints,
        group: contributionGroupOf(row),
      }));
    },
    /** Forgets cached games (one, or all when a provider changed), so the next read sees the operator's change. */
    forget(id?: string) {
      if (id === undefined) cache.clear();
      else cache.delete(id);
    },
    findBySlug: (providerId: string, slug: string) => repo.findBySlug(db, providerId, slug),
    findProvider: (id: string) => repo.findProvider(db, id),
    toGame,

    /** A lobby page. Produces validation_error for an unknown provider and login_required for favorites without a player. */
    async filter(
      viewer: Viewer,
      input: {
        section: GameSection;
        category: GameCategory;
        provider: string;
        sort: GameSort;
        limit: number;
        offset: number;
        isMobile: boolean;
      },
    ): Promise<GameList> {
      if (input.category === 'favorites' && viewer.playerId === null)
        throw new AppError('login_required');
      return page(
        viewer,
        {
          section: input.section,
          anyTags: CATEGORY_TAGS[input.category] ?? null,
          providerId: await providerFilter(input.provider),
          favoritesOf: input.category === 'favorites' ? viewer.playerId : null,
          nameContains: null,
          isMobile: input.isMobile,
          // The Popular category is the last week's rounds; elsewhere the default sort is the
          // operator's lobby order, which the back office sets.
          sort:
            input.category === 'popular'
              ? 'popular'
              : input.sort === 'popular'
                ? 'lobby'
                : input.sort,
        },
        input.limit,
        input.offset,
      );
    },

    search: (viewer: Viewer, title: string, limit: number, offset: number) =>
      page(
        viewer,
        {
          section: null,
          anyTags: null,
          providerId: null,
          favoritesOf: null,
          nameContains: title,
          isMobile: false,
          sort: 'popular',
        },
        limit,
        offset,
      ),

    mostPlayed: async (viewer: Viewer, section: GameSection | 'all', limit: number) =>
      (
        await page(
          viewer,
          {
            section: section === 'all' ? null : section,
            anyTags: null,
            providerId: null,
            favoritesOf: null,
            nameContains: null,
            isMobile: false,
            sort: 'popular',
          },
          limit,
          0,
        )
      ).games,

    async categorized(viewer: Viewer) {
      const rows = await Promise.all(
        MOBILE_ROWS.map(async ({ section, category }) => ({
          section,
          category,
          games: (
            await page(
              viewer,
              {
                section,
                anyTags: CATEGORY_TAGS[category] ?? null,
                providerId: null,
                favoritesOf: null,
                nameContains: null,
                isMobile: true,
                sort: category === 'popular' ? 'popular' : 'lobby',
              },
              MOBILE_ROW_SIZE,
              0,
            )
          ).games,
        })),
      );
      return { categories: rows.filter((row) => row.games.length > 0) };
    },

    /** Providers and sections with their open games counted; `isMobile` counts only those available on mobile. */
    async overview(filter: { isMobile: boolean } = { isMobile: false }) {
      const [providers, sections, perSection] = await Promise.all([
        repo.providers(db, filter),
        repo.sectionCounts(db, filter),
        repo.providerSectionCounts(db, filter),
      ]);
      return {
        providers: providers.map(({ id, name, gameCount }) => ({
          id,
          name,
          gameCount,
          sections: perSection
            .filter((row) => row.providerId === id)
            .map((row) => ({
              section: row.section as GameSection,
              gameCount: Number(row.gameCount),
            })),
        })),
        sections: sections.map((s) => ({
          section: s.section as GameSection,
          gameCount: Number(s.gameCount),
        })),
        total: sections.reduce((sum, s) => sum + Number(s.gameCount), 0),
      };
    },

    ...createPlayerGames(db, page, visible),

    setPopularity: (counts: { gameId: string; rounds: number }[]) => repo.setPopularity(db, counts),
    upsertProvider: (row: repo.NewProvider) => repo.upsertProvider(db, row),
    async upsertGame(row: repo.NewGame) {
      await repo.upsertGame(db, row);
      cache.delete(row.id);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
export type { GameRow } from './catalogue.repository.ts';
