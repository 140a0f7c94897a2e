import type { PlayMode } from '../api/launch-game';

/** The mode the page asks for (`?mode=`), else real money for a player and fun for a visitor. */
export function playModeOf(requested: string | null, isLoggedIn: boolean): PlayMode {
  return requested === 'fun' || requested === 'real' ? requested : isLoggedIn ? 'real' : 'fun';
}

/** The origin a game's launch address serves from (relative to `base`), or null when it has none. */
export function originOf(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}
