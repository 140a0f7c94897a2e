import type { Game } from '@orca/contracts';

/**
 * One home row from the first pages of two lists, the first list's games first, cut to `size`;
 * undefined (the row's skeletons) until both have arrived.
 */
export function firstPagesOf(
  first: { pages: readonly { games: readonly Game[] }[] } | undefined,
  second: { pages: readonly { games: readonly Game[] }[] } | undefined,
  size: number,
): Game[] | undefined {
  if (!first || !second) return undefined;
  return [...(first.pages[0]?.games ?? []), ...(second.pages[0]?.games ?? [])].slice(0, size);
}
