import { z } from 'zod';
import {
  GAME_CATEGORIES,
  GAME_SECTIONS,
  GAME_SORTS,
  GAME_TAGS,
  GAMES_PAGE_SIZE_MAX,
  MOST_PLAYED_SECTIONS,
  SEARCH_TITLE_MAX,
} from './games.constants.ts';

/** Generated artwork: the web app draws a game's tile from these, no downloaded images. */
export const GameArtSchema = z.object({
  motif: z.string(),
  colors: z.tuple([z.string(), z.string()]),
});

export const GameSchema = z.object({
  id: z.string(),
  /** The provider's system id: the first segment of /play/{system}/{title}. */
  provider: z.string(),
  providerName: z.string(),
  /** The second segment of /play/{system}/{title}. */
  slug: z.string(),
  name: z.string(),
  section: z.enum(GAME_SECTIONS),
  tags: z.array(z.enum(GAME_TAGS)),
  description: z.string(),
  details: z.object({
    rtp: z.string(),
    volatility: z.string().nullable(),
    minBet: z.string(),
    maxBet: z.string(),
    /** Lines, ways or megaways, as the game describes itself (e.g. "20 lines", "243 ways"). */
    layout: z.string().nullable(),
    features: z.array(z.string()),
  }),
  isDesktop: z.boolean(),
  isMobile: z.boolean(),
  isNew: z.boolean(),
  isJackpot: z.boolean(),
  hasFunMode: z.boolean(),
  art: GameArtSchema,
});
export type Game = z.infer<typeof GameSchema>;

export const GameListSchema = z.object({
  games: z.array(GameSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type GameList = z.infer<typeof GameListSchema>;

const limitParam = z.coerce
  .number({ error: 'invalid_value' })
  .int()
  .min(1)
  .max(GAMES_PAGE_SIZE_MAX, { error: 'limit_too_high' });
const offsetParam = z.coerce.number({ error: 'invalid_value' }).int().min(0).max(100_000);
const flag = z
  .enum(['', '1', 'true', '0', 'false'], { error: 'invalid_value' })
  .optional()
  .transform((v) => v !== undefined && v !== '0' && v !== 'false');

export const GameFilterParamsSchema = z.object({
  category: z.enum(GAME_CATEGORIES, { error: 'unknown_category' }),
  provider: z.string().trim().min(1).max(40),
  sort: z.enum(GAME_SORTS, { error: 'invalid_value' }),
  limit: limitParam,
  offset: offsetParam,
});
/** The spec's flags pick the section; with neither, the casino (slots) lobby. */
export const GameFilterQuerySchema = z.object({
  'crash-and-fast': flag,
  livecasino: flag,
  'game-shows': flag,
  mobile: flag,
});

/** GET /games: `mobile` counts only the games available on mobile (spec section 7). */
export const GamesOverviewQuerySchema = z.object({ mobile: flag });

export const GameSearchParamsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(SEARCH_TITLE_MAX, { error: 'too_long' }),
});
export const GameSearchQuerySchema = z.object({
  limit: limitParam.default(20),
  offset: offsetParam.default(0),
  searchWidget: flag,
});
export const GameSearchLimitParamsSchema = GameSearchParamsSchema.extend({ limit: limitParam });

export const MostPlayedParamsSchema = z.object({
  section: z.enum(MOST_PLAYED_SECTIONS, { error: 'invalid_value' }),
  limit: limitParam,
});

export const GameIdParamsSchema = z.object({ id: z.string().trim().min(1).max(80) });

export const ProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  gameCount: z.number(),
  /** Its games in each lobby section (sections without any are left out). */
  sections: z.array(z.object({ section: z.enum(GAME_SECTIONS), gameCount: z.number() })),
});
/** GET /games: the catalogue's shape (providers and counts) for building lobbies. */
export const GamesOverviewSchema = z.object({
  providers: z.array(ProviderSchema),
  sections: z.array(z.object({ section: z.enum(GAME_SECTIONS), gameCount: z.number() })),
  total: z.number(),
});

/** GET /games/mobile/categorized: the mobile lobby, one row per category with its first games. */
export const CategorizedGamesSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(GAME_CATEGORIES),
      section: z.enum(GAME_SECTIONS),
      games: z.array(GameSchema),
    }),
  ),
});

/** Spec section 3: favorite payload. */
export const FavoriteRequestSchema = z.object({
  gameid: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(80),
  gametitle: z.string().trim().max(120).optional(),
});
export const RecentPlayedRequestSchema = z.object({
  gameid: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(80),
});
export const FavoritesQuerySchema = z.object({
  limit: limitParam.default(40),
  offset: offsetParam.default(0),
});
/** Favorites: the list of game ids (spec section 3), plus the games for the page asked for. */
export const FavoritesSchema = z.object({
  ids: z.array(z.string()),
  games: z.array(GameSchema),
  total: z.number(),
});

/** A winner row on the home page: from real rounds, names masked. */
export const WinnerSchema = z.object({
  roundId: z.string(),
  player: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  provider: z.string(),
  slug: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The win in EUR equivalent, so top winners compare across currencies. */
  amountEur: z.string(),
  multiplier: z.string(),
  at: z.string(),
});
export type Winner = z.infer<typeof WinnerSchema>;
export const CasinoLatestDataSchema = z.object({
  latestWinners: z.array(WinnerSchema),
  topWinners: z.array(WinnerSchema),
});
export type CasinoLatestData = z.infer<typeof CasinoLatestDataSchema>;
