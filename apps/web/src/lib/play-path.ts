import type { Game } from '@orca/contracts';

/**
 * Where a game is played (spec section 2): /play/{system}/{title}, or /mobile/play/… on a phone.
 * `?mode=fun` asks for play-for-fun; without it a player plays for real money.
 */
export function playPathOf(
  game: Pick<Game, 'provider' | 'slug'>,
  options: { isFun: boolean; isPhone: boolean },
): string {
  const path = `${options.isPhone ? '/mobile' : ''}/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}`;
  return options.isFun ? `${path}?mode=fun` : path;
}
