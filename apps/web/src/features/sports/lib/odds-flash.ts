import { compare, parseDecimal } from '@orca/games/sports/rational';

export type OddsMove = 'up' | 'down' | null;

/** Whether a price went up or down (a flash on the button), or null when it is unchanged or either side has none. */
export function oddsMove(
  previous: string | null | undefined,
  next: string | null | undefined,
): OddsMove {
  if (!previous || !next || previous === next) return null;
  const order = compare(parseDecimal(next), parseDecimal(previous));
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}
