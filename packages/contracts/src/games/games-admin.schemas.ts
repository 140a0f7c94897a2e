import { z } from 'zod';
import { GAME_SECTIONS, GAME_TAGS } from './games.constants.ts';

/** The back office's window of a game's performance figures. */
export const GAME_PERFORMANCE_DAYS = 30;
/** The highest lobby position an operator may give (a section holds far fewer games). */
export const GAME_POSITION_MAX = 10_000;

/** One currency's share of a game's settled real-money rounds; amounts are decimal strings in that currency. */
export const GameCurrencyPerformanceSchema = z.object({
  currency: z.string(),
  rounds: z.number().int(),
  bets: z.string(),
  wins: z.string(),
});
export type GameCurrencyPerformance = z.infer<typeof GameCurrencyPerformanceSchema>;

/**
 * A game's settled real-money rounds of the last GAME_PERFORMANCE_DAYS days. `bets` and `wins` are
 * EUR equivalents at the fixed rates (spec section 9), so games played in several currencies add
 * up; `actualRtp` is wins / bets in percent with two decimals, null before the first bet.
 */
export const GamePerformanceSchema = z.object({
  rounds: z.number().int(),
  betsEur: z.string(),
  winsEur: z.string(),
  actualRtp: z.string().nullable(),
  byCurrency: z.array(GameCurrencyPerformanceSchema),
});
export type GamePerformance = z.infer<typeof GamePerformanceSchema>;

/** A game as the back office manages it: every game, enabled or not, with its figures. */
export const AdminGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  providerName: z.string(),
  isProviderEnabled: z.boolean(),
  section: z.enum(GAME_SECTIONS),
  tags: z.array(z.enum(GAME_TAGS)),
  /** Its place in its section's lobby order, 1 first. */
  position: z.number().int(),
  isEnabled: z.boolean(),
  /** Declared return to player in percent with two decimals ("96.50"). */
  declaredRtp: z.string(),
  performance: GamePerformanceSchema,
});
export type AdminGame = z.infer<typeof AdminGameSchema>;

export const AdminGameProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['inhouse', 'external']),
  isEnabled: z.boolean(),
  gameCount: z.number().int(),
});
export type AdminGameProvider = z.infer<typeof AdminGameProviderSchema>;

export const AdminGamesSchema = z.object({
  games: z.array(AdminGameSchema),
  providers: z.array(AdminGameProviderSchema),
  /** The window the figures cover, from (inclusive) to the moment of the answer. */
  performanceFrom: z.iso.datetime(),
});
export type AdminGames = z.infer<typeof AdminGamesSchema>;

export const AdminGameIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const AdminProviderIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * An operator's change to a game: at least one field. A new position places the game there in
 * its (new) section and moves the games from there on down by one.
 */
export const AdminGameUpdateSchema = z
  .strictObject({
    isEnabled: z.boolean().optional(),
    position: z
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(1, { error: 'invalid_value' })
      .max(GAME_POSITION_MAX, { error: 'invalid_value' })
      .optional(),
    tags: z
      .array(z.enum(GAME_TAGS, { error: 'unknown_tag' }))
      .max(GAME_TAGS.length)
      .refine((tags) => new Set(tags).size === tags.length, { error: 'duplicate_tag' })
      .optional(),
    section: z.enum(GAME_SECTIONS, { error: 'unknown_section' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'nothing_to_change',
  });
export type AdminGameUpdate = z.infer<typeof AdminGameUpdateSchema>;

export const AdminProviderUpdateSchema = z.strictObject({ isEnabled: z.boolean() });
export type AdminProviderUpdate = z.infer<typeof AdminProviderUpdateSchema>;
