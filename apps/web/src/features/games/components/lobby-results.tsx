import type { Game } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import type { useFavoriteGames } from '../api/favorites';
import type { LobbyTable } from '../api/live-tables';
import type { useFilteredGames } from '../api/filter-games';
import type { lobbyFiltersOf } from '../lib/lobby-params';
import { GameGrid } from './game-grid';

export interface Results {
  games: Game[] | undefined;
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  isFetching: boolean;
  error: Error | null;
  loadMore: () => void;
}

/** One shape for the three lists a lobby pages through: filtered, searched and favourites. */
export function resultsOf(
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

/** A lobby's games with their count and "load more", or why there are none. */
export function LobbyResults({
  filters,
  results,
  games,
  onOpen,
  liveTables,
  now,
}: {
  filters: ReturnType<typeof lobbyFiltersOf>;
  results: Results;
  games: Game[] | undefined;
  onOpen: (game: Game) => void;
  liveTables: Map<string, LobbyTable>;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const { category, provider, title, isSearching, isFavorites } = filters;
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
          onOpen={onOpen}
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

  return body;
}
