import {
  SPORTS_SYSTEM_MAX_LINES,
  SPORTS_SYSTEM_NAMES,
  SPORTS_SYSTEMS,
  systemLinesOf,
  type SportsSystemName,
} from '@orca/contracts';
import { relatedEventIds, selectionKey, type SlipSelection } from './bet-slip';

/** A system bet needs at least three selections: with two, every double upwards is the multiple itself. */
export const SYSTEM_MIN_SELECTIONS = 3;
/** At least two selections stay out of the bankers, so there is still something to combine. */
export const SYSTEM_MIN_FREE = 2;

/**
 * One system the slip offers: a named full cover ("yankee") or k from the selections that are not bankers
 * ("k2" is every double). `sizes` count non-banker selections, as the API reads them.
 */
export interface SystemOption {
  id: string;
  name: SportsSystemName | null;
  sizes: readonly number[];
  /** The non-banker selections the sizes are taken from: the n of "k from n". */
  free: number;
  lines: number;
}

const sizeId = (k: number) => `k${k}`;

/**
 * The systems that fit the slip: without bankers, the named full covers of exactly that many selections
 * (Trixie and Patent for three, Yankee and Lucky 15 for four…), then k from n for 2 ≤ k < n (n from n is the
 * multiple, 1 from n the singles); with bankers no named system (they are full covers of every selection),
 * and k from the free selections for 1 ≤ k < free (a banker and one other is a double). Systems of more than
 * SPORTS_SYSTEM_MAX_LINES lines are not offered, as the API would refuse them.
 */
export function systemOptions(selectionCount: number, bankerCount: number): SystemOption[] {
  const free = selectionCount - bankerCount;
  if (selectionCount < SYSTEM_MIN_SELECTIONS || free < SYSTEM_MIN_FREE) return [];
  const legs = Array.from({ length: selectionCount });
  const bankers = Array.from({ length: bankerCount }, (_, i) => i);
  const named: SystemOption[] =
    bankerCount > 0
      ? []
      : SPORTS_SYSTEM_NAMES.filter((name) => SPORTS_SYSTEMS[name].legs === selectionCount).map(
          (name) => ({
            id: name,
            name,
            sizes: SPORTS_SYSTEMS[name].sizes,
            free,
            lines: systemLinesOf({ selections: legs, name }),
          }),
        );
  const lowest = bankerCount > 0 ? 1 : 2;
  const kFromN: SystemOption[] = [];
  for (let k = lowest; k < free; k += 1) {
    const sizes = [k];
    kFromN.push({
      id: sizeId(k),
      name: null,
      sizes,
      free,
      lines: systemLinesOf({ selections: legs, sizes, bankers }),
    });
  }
  return [...named, ...kFromN].filter((option) => option.lines <= SPORTS_SYSTEM_MAX_LINES);
}

/** The player's choice when the slip still offers it, else the first system offered (a named one when there is one). */
export function chosenSystem(
  options: readonly SystemOption[],
  id: string | null,
): SystemOption | null {
  return options.find((option) => option.id === id) ?? options[0] ?? null;
}

/**
 * The bankers' places in the slip, in slip order: the marked keys that are still selections. Marks that would
 * leave fewer than two selections to combine (an old slip's) count as none.
 */
export function bankerIndexes(
  selections: readonly SlipSelection[],
  bankerKeys: readonly string[],
): number[] {
  const marked = new Set(bankerKeys);
  const indexes = selections.flatMap((s, index) => (marked.has(selectionKey(s)) ? [index] : []));
  return selections.length - indexes.length >= SYSTEM_MIN_FREE ? indexes : [];
}

/** Whether a selection's banker toggle can be pressed: unmarking always, marking while two others stay free. */
export function canToggleBanker(
  selections: readonly SlipSelection[],
  bankerKeys: readonly string[],
  key: string,
): boolean {
  const bankers = bankerIndexes(selections, bankerKeys);
  if (bankers.some((index) => selectionKey(selections[index]!) === key)) return true;
  return selections.length - bankers.length - 1 >= SYSTEM_MIN_FREE;
}

/** Marks a selection as a banker, or unmarks it; a mark that would leave fewer than two to combine is not made. */
export function toggleBanker(
  selections: readonly SlipSelection[],
  bankerKeys: readonly string[],
  key: string,
): string[] {
  const current = bankerIndexes(selections, bankerKeys).map((i) => selectionKey(selections[i]!));
  if (current.includes(key)) return current.filter((k) => k !== key);
  if (!canToggleBanker(selections, bankerKeys, key)) return current;
  return [...current, key];
}

/** Why the System tab cannot place a bet now, or null when it can. */
export function systemBlocker(selections: readonly SlipSelection[]): 'too_few' | 'related' | null {
  if (selections.length < SYSTEM_MIN_SELECTIONS) return 'too_few';
  if (relatedEventIds(selections).size > 0) return 'related';
  return null;
}

/** What the API takes for the chosen system: its name, or the sizes of its lines, and the bankers when there are some. */
export function systemRequest(
  option: Pick<SystemOption, 'name' | 'sizes'>,
  bankers: readonly number[],
): { name: SportsSystemName } | { sizes: number[]; bankers?: number[] } {
  if (option.name !== null) return { name: option.name };
  return bankers.length > 0
    ? { sizes: [...option.sizes], bankers: [...bankers] }
    : { sizes: [...option.sizes] };
}

/** The words for a system: its name ("Yankee") or "2 from 4" over the selections that are not bankers. */
export function systemLabel(
  system: { name: SportsSystemName | null; sizes: readonly number[] },
  free: number,
): { key: string; params: Record<string, string | number> } {
  return system.name === null
    ? { key: 'sports.system.fromN', params: { k: system.sizes.join('/'), n: free } }
    : { key: `sports.system.names.${system.name}`, params: {} };
}
