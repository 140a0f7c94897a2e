import {
  EUR_EQUIVALENT,
  formatMinor,
  isMarketId,
  MARKETS,
  type Currency,
  type Liability,
} from '@orca/contracts';

/* How the back office names markets and outcomes, and sums liabilities per currency into EUR. */

interface Sides {
  home: string;
  away: string;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** Fills UOF's name template with the sides and the line's specifiers. */
function fill(template: string, sides: Sides, specifiers: string): string {
  // The raw text's values, as the line was named (a name never throws on a line the feed sent).
  const values: Record<string, string> = Object.fromEntries(
    specifiers
      .split('|')
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const hcp = Number(values.hcp ?? '0');
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  return template
    .replaceAll('{$competitor1}', sides.home)
    .replaceAll('{$competitor2}', sides.away)
    .replaceAll('{!goalnr}', ordinal(Number(values.goalnr ?? '1')))
    .replaceAll('{+hcp}', signed(hcp))
    .replaceAll('{-hcp}', signed(-hcp))
    .replace(/\{(\w+)\}/g, (_all, key: string) => values[key] ?? key);
}

export function marketName(marketId: number, specifiers: string, sides: Sides): string {
  if (!isMarketId(marketId)) return `Market ${marketId}`;
  return fill(MARKETS[marketId].name, sides, specifiers);
}

export function outcomeName(
  marketId: number,
  specifiers: string,
  outcomeId: number,
  sides: Sides,
): string {
  const template = isMarketId(marketId) ? MARKETS[marketId].outcomes[outcomeId] : undefined;
  return template ? fill(template, sides, specifiers) : `#${outcomeId}`;
}

/** Minor units of `currency` as EUR minor units at the contracts' equivalents. */
export function eurMinorOf(amountMinor: bigint, currency: string): bigint {
  const perEur = EUR_EQUIVALENT[currency as Currency] ?? 1;
  return amountMinor / BigInt(perEur);
}

/** Per-currency amounts as a liability: each currency's figure and the EUR total. */
export function liabilityOf(amounts: Map<string, bigint> | undefined): Liability {
  const entries = [...(amounts ?? new Map<string, bigint>()).entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => a.localeCompare(b));
  const eur = entries.reduce((sum, [currency, amount]) => sum + eurMinorOf(amount, currency), 0n);
  return {
    eur: formatMinor(eur),
    byCurrency: entries.map(([currency, amount]) => ({ currency, amount: formatMinor(amount) })),
  };
}

export function eurOfLiability(amounts: Map<string, bigint> | undefined): bigint {
  let eur = 0n;
  for (const [currency, amount] of amounts ?? []) eur += eurMinorOf(amount, currency);
  return eur;
}

export const NO_LIABILITY: Liability = { eur: '0.00', byCurrency: [] };
