/** Lobby sections: each is a page of the web app (spec section 2). */
export const GAME_SECTIONS = ['casino', 'livecasino', 'game-shows', 'crash-and-fast'] as const;
export type GameSection = (typeof GAME_SECTIONS)[number];

/**
 * Categories a filter can ask for inside a section. `all` is everything in the section; the rest
 * are the drawer's sub-categories (spec section 2) and the games' own kinds.
 */
export const GAME_CATEGORIES = [
  'all',
  'popular',
  'new',
  'jackpot',
  'megaways',
  'bonus-buy',
  'favorites',
  'crash',
  'fast',
  'baccarat',
  'blackjack',
  'roulette',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Tags a game carries; categories other than all/popular/favorites select by tag. */
export const GAME_TAGS = [
  'new',
  'jackpot',
  'megaways',
  'multiways',
  'bonus-buy',
  'crash',
  'fast',
  'baccarat',
  'blackjack',
  'roulette',
] as const;
export type GameTag = (typeof GAME_TAGS)[number];

export const GAME_SORTS = ['popular', 'newest', 'name', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** `all` in the provider segment of a filter means every provider. */
export const ALL_PROVIDERS = 'all';

export const GAMES_PAGE_SIZE_MAX = 100;
/** Spec section 9: the favorites page shows 40 games at a time. */
export const FAVORITES_PAGE_SIZE = 40;
export const SEARCH_TITLE_MAX = 64;
export const MOST_PLAYED_SECTIONS = ['all', ...GAME_SECTIONS] as const;
export const RECENTLY_PLAYED_MAX = 20;
/** Latest and top winners shown on the home page. */
export const WINNERS_LIST_SIZE = 12;

/** A launch token is exchanged within this time; the game session it opens lasts longer. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;
export const GAME_SESSION_TTL_HOURS = 12;
/** Play-for-fun starts with this many units of virtual money in the chosen currency. */
export const FUN_BALANCE_MAJOR = 1_000;

export const CLIENT_SEED_MAX = 64;

/** The live WebSocket (crash rounds, winners): browsers cannot set headers on it, so the skin's key rides in the query. */
export const LIVE_SOCKET_PATH = '/api/v1/live';

/** Keno and plinko paytables by risk (the engines in @orca/games hold the same lists). */
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
