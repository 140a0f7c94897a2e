import {
  formatSpecifiers,
  MARKET,
  MARKET_STATUS,
  type MarketId,
  type SportsEventMessage,
} from '@orca/contracts';
import { devigMultiplicative } from '@orca/games/sports/margins';
import type { Pricer } from '../virtual-producer.ts';
import type { OddsApiEvent } from './odds-api.client.ts';

/*
 * Bookmakers' prices of one Odds API event turned into Orca's lines (research A2's mapping):
 *   h2h     → 1x2 (market 1: home 1, draw 2, away 3) in football, else the two-way winner (219: 4, 5);
 *   spreads → handicap (16) with `hcp=` the home side's point (1714 home, 1715 away);
 *   totals  → total (18) with `total=` the point (12 over, 13 under);
 * and, once a trader mapped them in the back office (odds-api.markets.ts):
 *   btts        → both teams to score (29: yes 74, no 76);
 *   draw_no_bet → draw no bet (11: home 4, away 5).
 *
 * Pricing. For each line, the price of each outcome is the median over the bookmakers quoting that line
 * (robust to one book out of line, which a mean is not); the medians are de-vigged multiplicatively into
 * probabilities, and those are priced with Orca's own margin for the market (the operator's sport_margins, as
 * the virtual league uses), so Orca never passes on one book's margin nor offers a price above the market's
 * consensus by accident. Quotes older than the stale age are left out. Bookmakers quote several spreads and
 * totals; Orca offers one line per market: the one most bookmakers quote (the consensus main line), ties to
 * the line nearest zero.
 */

type OddsMarket = Extract<SportsEventMessage, { type: 'odds_change' }>['markets'][number];

export interface PricedEvent {
  /** Active lines with Orca's prices. */
  lines: OddsMarket[];
  /** The market ids that have a priced line (a market id missing here had no fresh quote). */
  marketIds: Set<MarketId>;
  /** The oldest quote a price was taken from (epoch ms), null when nothing was priced. */
  oldestQuote: number | null;
}

interface Quote {
  at: number;
  /** Decimal prices in the order of the line's outcomes. */
  prices: number[];
}

interface Line {
  id: MarketId;
  line: number | null;
  outcomes: number[];
  quotes: Quote[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Whether a line value can be a specifier (a multiple of 0.25 within the catalogue's range). */
function validLine(key: 'hcp' | 'total', value: number): boolean {
  try {
    formatSpecifiers({ [key]: value });
    return true;
  } catch {
    return false;
  }
}

type Outcome = OddsApiEvent['bookmakers'][number]['markets'][number]['outcomes'][number];

/** One bookmaker's market read as an Orca line and its prices, or null when its shape does not fit. */
function readQuote(
  key: string,
  outcomes: readonly Outcome[],
  event: OddsApiEvent,
  football: boolean,
  mapped: ReadonlyMap<string, MarketId>,
): { id: MarketId; line: number | null; outcomes: number[]; prices: number[] } | null {
  const find = (name: string) => outcomes.find((outcome) => outcome.name === name);
  const home = find(event.home_team);
  const away = find(event.away_team);
  const target = mapped.get(key);
  if (target === MARKET.bothTeamsToScore) {
    const yes = find('Yes');
    const no = find('No');
    if (!yes || !no || outcomes.length !== 2) return null;
    return { id: target, line: null, outcomes: [74, 76], prices: [yes.price, no.price] };
  }
  if (target === MARKET.drawNoBet) {
    if (!home || !away || outcomes.length !== 2) return null;
    return { id: target, line: null, outcomes: [4, 5], prices: [home.price, away.price] };
  }
  if (key === 'h2h') {
    if (!home || !away) return null;
    if (football) {
      const draw = find('Draw');
      if (!draw || outcomes.length !== 3) return null;
      return {
        id: MARKET.matchResult,
        line: null,
        outcomes: [1, 2, 3],
        prices: [home.price, draw.price, away.price],
      };
    }
    if (outcomes.length !== 2) return null;
    return { id: MARKET.winner, line: null, outcomes: [4, 5], prices: [home.price, away.price] };
  }
  if (key === 'spreads') {
    if (!home || !away || outcomes.length !== 2) return null;
    if (home.point === undefined || away.point !== -home.point || !validLine('hcp', home.point))
      return null;
    return {
      id: MARKET.handicap,
      line: home.point === 0 ? 0 : home.point,
      outcomes: [1714, 1715],
      prices: [home.price, away.price],
    };
  }
  if (key === 'totals') {
    const over = find('Over');
    const under = find('Under');
    if (!over || !under || outcomes.length !== 2) return null;
    if (over.point === undefined || under.point !== over.point || !validLine('total', over.point))
      return null;
    return {
      id: MARKET.total,
      line: over.point,
      outcomes: [12, 13],
      prices: [over.price, under.price],
    };
  }
  return null;
}

function specifiersOf(line: Line): string {
  if (line.id === MARKET.handicap) return formatSpecifiers({ hcp: line.line ?? 0 });
  if (line.id === MARKET.total) return formatSpecifiers({ total: line.line ?? 0 });
  return '';
}

/**
 * The event's lines priced at `at`: quotes last updated more than `staleAfterMs` before are ignored, and a
 * line whose prices Orca's margin cannot carry (pricer answers null) is not offered.
 */
export function priceEvent(
  event: OddsApiEvent,
  options: {
    football: boolean;
    at: number;
    staleAfterMs: number;
    pricer: (marketId: MarketId) => Pricer;
    /** Additional market keys a trader mapped, to the catalogue market each is translated to. */
    mapped?: ReadonlyMap<string, MarketId>;
  },
): PricedEvent {
  const mapped = options.mapped ?? new Map<string, MarketId>();
  const lines = new Map<string, Line>();
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      const at = Date.parse(market.last_update ?? bookmaker.last_update);
      if (!(options.at - at <= options.staleAfterMs)) continue;
      const quote = readQuote(market.key, market.outcomes, event, options.football, mapped);
      // A price at or below 1 is no price (the API has sent 1.0 for a suspended selection).
      if (!quote || quote.prices.some((price) => !(price > 1))) continue;
      const key = `${quote.id}/${quote.line ?? ''}`;
      const line = lines.get(key) ?? {
        id: quote.id,
        line: quote.line,
        outcomes: quote.outcomes,
        quotes: [],
      };
      line.quotes.push({ at, prices: quote.prices });
      lines.set(key, line);
    }
  }
  // The main line per market: most quotes, then nearest zero, then the lower.
  const main = new Map<MarketId, Line>();
  for (const line of lines.values()) {
    const best = main.get(line.id);
    const better =
      !best ||
      line.quotes.length > best.quotes.length ||
      (line.quotes.length === best.quotes.length &&
        (Math.abs(line.line ?? 0) < Math.abs(best.line ?? 0) ||
          (Math.abs(line.line ?? 0) === Math.abs(best.line ?? 0) &&
            (line.line ?? 0) < (best.line ?? 0))));
    if (better) main.set(line.id, line);
  }
  const priced: OddsMarket[] = [];
  const marketIds = new Set<MarketId>();
  let oldestQuote: number | null = null;
  for (const line of [...main.values()].sort((a, b) => a.id - b.id)) {
    const medians = line.outcomes.map((_, index) =>
      median(line.quotes.map((quote) => quote.prices[index] ?? 0)),
    );
    if (!medians.every((price) => Number.isFinite(price) && price > 1)) continue;
    const odds = options.pricer(line.id)(devigMultiplicative(medians));
    if (!odds) continue;
    priced.push({
      id: line.id,
      specifiers: specifiersOf(line),
      status: MARKET_STATUS.active,
      outcomes: line.outcomes.map((id, index) => ({ id, odds: odds[index], active: true })),
    });
    marketIds.add(line.id);
    for (const quote of line.quotes)
      oldestQuote = oldestQuote === null ? quote.at : Math.min(oldestQuote, quote.at);
  }
  return { lines: priced, marketIds, oldestQuote };
}
