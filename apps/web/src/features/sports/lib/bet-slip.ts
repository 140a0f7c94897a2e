import { floorMinor, mul, ONE, parseDecimal, type Rational } from '@orca/games/sports/rational';

/** One pick in the slip: what the API needs to place it, and what the slip shows of it. */
export interface SlipSelection {
  eventId: string;
  /** "Home v Away", as the slip and My bets show it. */
  eventName: string;
  home: string;
  away: string;
  marketId: number;
  specifiers: string;
  outcomeId: number;
  /** The price the player last saw (and accepted): what the bet is placed at. */
  odds: string;
  /** A newer price the page or the API reported, waiting for the player's acceptance. */
  newOdds: string | null;
  isLive: boolean;
}

export type SlipTab = 'single' | 'multiple' | 'system';

/** The key of one outcome in one market of one event: a slip holds each at most once. */
export const selectionKey = (
  s: Pick<SlipSelection, 'eventId' | 'marketId' | 'specifiers' | 'outcomeId'>,
) => `${s.eventId}|${s.marketId}|${s.specifiers}|${s.outcomeId}`;

/** Clicking an outcome: adds it, or removes it when it is already in the slip. */
export function toggleSelection(
  selections: readonly SlipSelection[],
  selection: SlipSelection,
  legsMax: number,
): SlipSelection[] {
  const key = selectionKey(selection);
  if (selections.some((s) => selectionKey(s) === key))
    return selections.filter((s) => selectionKey(s) !== key);
  if (selections.length >= legsMax) return [...selections];
  return [...selections, selection];
}

/** The events that have more than one selection in the slip: a multiple cannot combine them (related contingencies). */
export function relatedEventIds(selections: readonly SlipSelection[]): Set<string> {
  const seen = new Set<string>();
  const related = new Set<string>();
  for (const s of selections) {
    if (seen.has(s.eventId)) related.add(s.eventId);
    seen.add(s.eventId);
  }
  return related;
}

/** A stake as typed ("10", "10.5", "10.50"), in minor units; null when it is not an amount. */
export function parseStakeMinor(text: string): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the API's two-decimal amount ("10.50"). */
export function minorToAmount(minor: bigint): string {
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/** The product of the selections' odds, exact. */
export function totalOdds(selections: readonly Pick<SlipSelection, 'odds'>[]): Rational {
  return selections.reduce((acc, s) => mul(acc, parseDecimal(s.odds)), ONE);
}

/** What a stake returns at these odds if it wins, rounded down to the cent as the API settles it; null for no stake. */
export function potentialReturn(stake: string, odds: Rational): string | null {
  const stakeMinor = parseStakeMinor(stake);
  if (stakeMinor === null || stakeMinor === 0n) return null;
  return minorToAmount(floorMinor(stakeMinor, odds));
}

/** Singles: the sum of every single's stake and of their returns (those without a stake count nothing). */
export function singlesTotals(
  selections: readonly SlipSelection[],
  stakes: Readonly<Record<string, string>>,
): { stake: string; potentialReturn: string } {
  let stakeMinor = 0n;
  let returnMinor = 0n;
  for (const s of selections) {
    const minor = parseStakeMinor(stakes[selectionKey(s)] ?? '');
    if (minor === null) continue;
    stakeMinor += minor;
    returnMinor += floorMinor(minor, parseDecimal(s.odds));
  }
  return { stake: minorToAmount(stakeMinor), potentialReturn: minorToAmount(returnMinor) };
}

/** Why the Multiple tab cannot place a bet now, or null when it can. */
export function multipleBlocker(
  selections: readonly SlipSelection[],
): 'too_few' | 'related' | null {
  if (selections.length < 2) return 'too_few';
  if (relatedEventIds(selections).size > 0) return 'related';
  return null;
}

/** A price the page now shows differs from the slip's: the slip keeps the old one until the player accepts. */
export function withLatestOdds(
  selections: readonly SlipSelection[],
  latest: (s: SlipSelection) => string | null | undefined,
): SlipSelection[] {
  let changed = false;
  const next = selections.map((s) => {
    const odds = latest(s);
    if (odds === undefined || odds === null) return s;
    const newOdds = odds === s.odds ? null : odds;
    if (newOdds === s.newOdds) return s;
    changed = true;
    return { ...s, newOdds };
  });
  return changed ? next : (selections as SlipSelection[]);
}

/** "Accept changes": every new price becomes the one the bet is placed at. */
export function acceptChanges(selections: readonly SlipSelection[]): SlipSelection[] {
  return selections.map((s) => (s.newOdds === null ? s : { ...s, odds: s.newOdds, newOdds: null }));
}

export const hasChanges = (selections: readonly SlipSelection[]) =>
  selections.some((s) => s.newOdds !== null);
