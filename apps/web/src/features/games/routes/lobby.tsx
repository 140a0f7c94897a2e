import type { GameCategory, GameSection } from '@orca/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { useSession } from '../../../lib/session';
import { useFavoriteGames } from '../api/favorites';
import { useFilteredGames } from '../api/filter-games';
import { tablesBySlug, useLiveTables, useSecondTick } from '../api/live-tables';
import { useGameSearch } from '../api/search-games';
import { useGameInfoDialog } from '../components/game-info-dialog';
import {
  CategoryChips,
  GameSearchBox,
  ProviderSelect,
  SortSelect,
} from '../components/lobby-filters';
import { LobbyResults, resultsOf } from '../components/lobby-results';
import {
  categoryHref,
  lobbyFiltersOf,
  TITLE_KEYS,
  visibleCategoriesOf,
  withParams,
} from '../lib/lobby-params';

/**
 * A lobby (casino, live casino, game shows, crash and fast): search, provider filter, category
 * chips, sort and "load more" paging; every filter lives in the address so links and the back
 * button keep it. A tile opens the game's info dialog.
 */
export function LobbyPage({ section }: { section: GameSection }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const info = useGameInfoDialog();
  const isLiveSection = section === 'livecasino' || section === 'game-shows';
  const live = useLiveTables(isLiveSection);
  const liveTables = useMemo(() => tablesBySlug(live.data?.tables), [live.data]);
  const now = useSecondTick(isLiveSection);

  const filters = lobbyFiltersOf(params);
  const { category, provider, sort, title, isSearching, isFavorites } = filters;

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
      setParams((current) => withParams(current, changes), { replace: true }),
    [setParams],
  );
  const handleSearch = useCallback((text: string) => setParam({ q: text }), [setParam]);

  const hrefOf = (value: GameCategory) => categoryHref(params, pathname, value);
  const visibleCategories = visibleCategoriesOf(section, isLoggedIn, category);

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
      <LobbyResults
        filters={filters}
        results={results}
        games={games}
        onOpen={info.open}
        liveTables={liveTables}
        now={now}
      />
      {info.dialog}
    </section>
  );
}
