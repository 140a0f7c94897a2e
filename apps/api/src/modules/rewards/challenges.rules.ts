/*
 * Which games may carry a challenge (issue 22). A challenge pays a prize for reaching a multiplier
 * in one round; on a game where the player picks the multiplier (a dice or limbo target, a keno or
 * plinko risk table, when to cash out of mines, crash or a provider's hi-lo) the player simply
 * aims at it: limbo at ×1500 wins with a chance of 0.99/1500 for a stake whose expected loss is
 * 1 %, so the prize makes every such bet worth more than it costs. Only games whose maths alone
 * decides the multiplier (slots, fixed-odds tables) can carry one.
 */

/** In-house engines on which the player sets the multiplier. */
const PLAYER_CHOSEN_ENGINES: ReadonlySet<string> = new Set([
  'dice',
  'limbo',
  'keno',
  'plinko',
  'mines',
  'crash',
]);
/** Catalogue features (in-house and providers' games alike) that let the player set the multiplier. */
const PLAYER_CHOSEN_FEATURES: ReadonlySet<string> = new Set([
  'adjustable-odds',
  'risk-levels',
  'cash-out',
  'auto-cashout',
]);

/** Whether the player of `game` chooses the multiplier a round can reach, so no challenge may be placed on it. */
export function isMultiplierPlayerChosen(game: {
  engine: string | null;
  features: readonly string[];
}): boolean {
  return (
    (game.engine !== null && PLAYER_CHOSEN_ENGINES.has(game.engine)) ||
    game.features.some((feature) => PLAYER_CHOSEN_FEATURES.has(feature))
  );
}
