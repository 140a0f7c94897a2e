import {
  GAME_CATEGORIES,
  GAME_SORTS,
  type Game,
  type GameCategory,
  type GameSection,
  type GameSort,
} from '@orca/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useFavoriteGames } from '../api/favorites';
import { useFilteredGames } from '../api/filter-games';
import { tablesBySlug, useLiveTables, useSecondTick } from '../api/live-tables';
import { useGameSearch } from '../api/search-games';
import { GameGrid } from '../components/game-grid';
import { useGameInfoDialog } from '../components/game-info-dialog';
import {
  CategoryChips,
  GameSearchBox,
  ProviderSelect,
  SortSelect,
} from '../components/lobby-filters';

/** The chips each lobby offers; the drawer's entries point at these (spec section 2). */
const SECTION_CATEGORIES: Record<GameSection, readonly GameCategory[]> = {
  casino: ['all', 'popular', 'new', 'jackpot', 'megaways', 'bonus-buy', 'favorites'],
  'crash-and-fast': ['all', 'popular', 'new', 'crash', 'fast'],
  livecasino: ['all', 'baccarat', 'blackjack', 'roulette'],
  'game-shows': ['all'],
};
const TITLE_KEYS: Record<GameSection, string> = {
  casino: 'pages.casino',
  livecasino: 'pages.liveCasino',
  'game-shows': 'pages.gameShows',
  'crash-and-fast': 'pages.crashAndFast',
};
/** Sections whose tables are still being built: their empty lobby says so instead of "no results". */
const SECTIONS_COMING = new Set<GameSection>(['livecasino', 'game-shows']);

const isCategory = (value: string | null): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly string[]).includes(value ?? '');

interface Results {
  games: Game[] | undefined;
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  isFetching: boolean;
  error: Error | null;
  loadMore: () => void;
}

function resultsOf(
  query: ReturnType<typeof useFilteredGames> | ReturnType<typeof useFavoriteGames>,
): Results {
  const pages = query.data?.pages;
  return {
    games: pages?.flatMap((page) => page.games),
    total: pages?.[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    isFetching: query.isFetching,
    error: query.error,
    loadMore: () => void query.fetchNextPage(),
  };
}

function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-white">{title}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-400">{text}</p>
      {action && (
        <Button className="mt-5" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/**
 * A lobby (casino, live casino, game shows, crash and fast): search, provider filter, category
 * chips, sort and "load more" paging; every filter lives in the address so links and the back
 * button keep it. A tile opens the game's info dialog.
 */
export function LobbyPage({ section }: { section: GameSection }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const info = useGameInfoDialog();
  const isLiveSection = section === 'livecasino' || section === 'game-shows';
  const live = useLiveTables(isLiveSection);
  const liveTables = useMemo(() => tablesBySlug(live.data?.tables), [live.data]);
  const now = useSecondTick(isLiveSection);

  const categories = SECTION_CATEGORIES[section];
  const requested = params.get('category');
  const category: GameCategory = isCategory(requested) ? requested : 'all';
  const provider = params.get('provider') ?? 'all';
  const sortParam = params.get('sort');
  const sort: GameSort = isSort(sortParam) ? sortParam : 'popular';
  const title = params.get('q')?.trim() ?? '';
  const isSearching = title.length > 0;
  const isFavorites = category === 'favorites' && !isSearching;

  const filtered = useFilteredGames(
    { section, category, provider, sort, isMobile: isPhone },
    !isSearching && !isFavorites,
  );
  const searched = useGameSearch(title);
  const favorites = useFavoriteGames(isFavorites);
  const results = resultsOf(isSearching ? searched : isFavorites ? favorites : filtered);
  // Search covers the whole catalogue; the provider choice still narrows what is shown.
  const games =
    isSearching && provider !== 'all'
      ? results.games?.filter((game) => game.provider === provider)
      : results.games;

  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const handleSearch = useCallback((text: string) => setParam({ q: text }), [setParam]);

  const hrefOf = (value: GameCategory) => {
    const next = new URLSearchParams(params);
    next.delete('q');
    if (value === 'all') next.delete('category');
    else next.set('category', value);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const visibleCategories = categories.filter(
    (value) => value !== 'favorites' || isLoggedIn || category === 'favorites',
  );
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  let body;
  if (isFavorites && !isLoggedIn) {
    body = (
      <EmptyState
        title={t('games.lobby.favoritesLoginTitle')}
        text={t('games.lobby.favoritesLoginText')}
        action={{ label: t('header.login'), onClick: () => openLogin() }}
      />
    );
  } else if (results.error) {
    body = <FormError message={results.error.message} />;
  } else if (games && games.length === 0) {
    if (isSearching)
      body = (
        <EmptyState
          title={t('games.lobby.noMatchTitle', { title })}
          text={t('games.lobby.noMatchText')}
        />
      );
    else if (isFavorites)
      body = (
        <EmptyState
          title={t('games.lobby.noFavoritesTitle')}
          text={t('games.lobby.noFavoritesText')}
        />
      );
    else if (SECTIONS_COMING.has(section))
      body = (
        <EmptyState
          title={t(
            `games.lobby.comingTitle.${section === 'livecasino' ? 'livecasino' : 'gameShows'}`,
          )}
          text={t('games.lobby.comingText')}
        />
      );
    else
      body = (
        <EmptyState title={t('games.lobby.noGamesTitle')} text={t('games.lobby.noGamesText')} />
      );
  } else {
    const listLabel = isSearching
      ? t('games.lobby.searchResults', { title })
      : t(`games.categories.${category}`);
    body = (
      <div
        className={`space-y-5 transition-opacity ${results.isFetching && !results.isLoadingMore ? 'opacity-70' : ''}`}
      >
        <GameGrid
          games={games}
          label={listLabel}
          onOpen={info.open}
          liveTables={liveTables}
          now={now}
        />
        {games && (
          <div className="flex flex-col items-center gap-3 pt-2">
            <p className="text-sm text-slate-400" role="status">
              {isSearching && provider !== 'all'
                ? t('games.lobby.count', { count: number(games.length) })
                : t('games.lobby.showing', {
                    shown: number(games.length),
                    total: number(results.total),
                  })}
            </p>
            {results.hasMore && (
              <Button
                variant="secondary"
                onClick={results.loadMore}
                disabled={results.isLoadingMore}
              >
                {results.isLoadingMore ? t('common.loading') : t('games.lobby.loadMore')}
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-[120rem] px-4 py-6 md:px-8 md:py-8">
      <h1 className="mb-5 text-2xl font-bold text-white md:text-3xl">{t(TITLE_KEYS[section])}</h1>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <GameSearchBox value={title} onChange={handleSearch} />
        {!isFavorites && (
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <ProviderSelect
              section={section}
              value={provider}
              onChange={(value) => setParam({ provider: value === 'all' ? null : value })}
            />
            {!isSearching && (
              <SortSelect
                value={sort}
                onChange={(value) => setParam({ sort: value === 'popular' ? null : value })}
              />
            )}
          </div>
        )}
      </div>
      {visibleCategories.length > 1 && (
        <div className="mb-6">
          <CategoryChips
            categories={visibleCategories}
            active={isSearching ? null : category}
            hrefOf={hrefOf}
          />
        </div>
      )}
      {isSearching && (
        <h2 className="mb-4 text-lg font-semibold text-white">
          {t('games.lobby.searchResults', { title })}
        </h2>
      )}
      {body}
      {info.dialog}
    </section>
  );
}
