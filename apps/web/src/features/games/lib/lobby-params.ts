import {
  GAME_CATEGORIES,
  GAME_SORTS,
  type GameCategory,
  type GameSection,
  type GameSort,
} from '@orca/contracts';

/** The chips each lobby offers; the drawer's entries point at these (spec section 2). */
const SECTION_CATEGORIES: Record<GameSection, readonly GameCategory[]> = {
  casino: ['all', 'popular', 'new', 'jackpot', 'megaways', 'bonus-buy', 'favorites'],
  'crash-and-fast': ['all', 'popular', 'new', 'crash', 'fast'],
  livecasino: ['all', 'baccarat', 'blackjack', 'roulette'],
  'game-shows': ['all'],
};
export const TITLE_KEYS: Record<GameSection, string> = {
  casino: 'pages.casino',
  livecasino: 'pages.liveCasino',
  'game-shows': 'pages.gameShows',
  'crash-and-fast': 'pages.crashAndFast',
};

const isCategory = (value: string | null): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly string[]).includes(value ?? '');

/** What a lobby shows, as its address says: unknown values fall back to all games, by popularity. */
export function lobbyFiltersOf(params: URLSearchParams) {
  const requested = params.get('category');
  const category: GameCategory = isCategory(requested) ? requested : 'all';
  const sortParam = params.get('sort');
  const sort: GameSort = isSort(sortParam) ? sortParam : 'popular';
  const title = params.get('q')?.trim() ?? '';
  const isSearching = title.length > 0;
  return {
    category,
    provider: params.get('provider') ?? 'all',
    sort,
    title,
    isSearching,
    isFavorites: category === 'favorites' && !isSearching,
  };
}

/** The address's query with `changes` applied: an empty or null value removes its key. */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Where a category chip leads: the same lobby and filters, that category, no search. */
export function categoryHref(params: URLSearchParams, pathname: string, value: GameCategory) {
  const next = new URLSearchParams(params);
  next.delete('q');
  if (value === 'all') next.delete('category');
  else next.set('category', value);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The section's chips; favourites only for a player, or while the address asks for them. */
export function visibleCategoriesOf(
  section: GameSection,
  isLoggedIn: boolean,
  category: GameCategory,
): readonly GameCategory[] {
  return SECTION_CATEGORIES[section].filter(
    (value) => value !== 'favorites' || isLoggedIn || category === 'favorites',
  );
}
