import type { SportsMarket } from '@orca/contracts';
import { MARKET_ORDER } from './market-names';

export interface MarketGroup {
  marketId: number;
  /** The group's lines in the order of their specifiers (total 1.5, 2.5, 3.5; handicap -1, +1). */
  markets: SportsMarket[];
}

const HIDDEN: ReadonlySet<string> = new Set(['deactivated', 'settled', 'cancelled']);

const orderOf = (marketId: number) => {
  const index = MARKET_ORDER.indexOf(marketId);
  return index === -1 ? MARKET_ORDER.length + marketId : index;
};

/** A numeric line of a specifier string (`total=2.5` → 2.5, `hcp=-1` → -1), for sorting; 0 when it has none. */
function lineOf(specifiers: string): number {
  const match = /(?:total|hcp|goalnr)=(-?[\d.]+)/.exec(specifiers);
  return match ? Number(match[1]) : 0;
}

/**
 * The event page's market groups: every line of one market id together, the groups in the catalogue's
 * order of interest. Deactivated lines are left out (UOF: hidden, bets refused), and so are settled and cancelled
 * ones: they take no bets again, and My bets shows how they ended.
 */
export function groupMarkets(markets: readonly SportsMarket[]): MarketGroup[] {
  const groups = new Map<number, SportsMarket[]>();
  for (const market of markets) {
    if (HIDDEN.has(market.status)) continue;
    const list = groups.get(market.marketId) ?? [];
    list.push(market);
    groups.set(market.marketId, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([marketId, list]) => ({
      marketId,
      markets: list.sort((a, b) => lineOf(a.specifiers) - lineOf(b.specifiers)),
    }));
}

/** Whether an outcome can take a bet now: its market is active, it has a price and the event is not stopped. */
export function isBettable(
  market: Pick<SportsMarket, 'status'>,
  outcome: { odds: string | null; active: boolean },
  betStop: boolean,
): boolean {
  return !betStop && market.status === 'active' && outcome.active && outcome.odds !== null;
}
