import { EUR_EQUIVALENT, isCurrency } from '@orca/contracts';
import { z } from 'zod';
import type { RateSource } from './crypto.rates.ts';

/** A ticker price is used this long before it is asked for again: deposits arrive in bursts, prices move slowly. */
export const TICKER_MAX_AGE_MS = 60_000;
const TICKER_TIMEOUT_MS = 5_000;

/**
 * Kraken's public ticker (GET /0/public/Ticker?pair=ETHEUR), as its REST documentation gives it: `error`
 * lists what went wrong, `result` holds one entry per pair under Kraken's own pair name (XETHZEUR for
 * ETHEUR), each with the best ask `a`, the best bid `b` and the last trade `c`, prices first, as decimal strings.
 */
const TickerResponseSchema = z.object({
  error: z.array(z.string()),
  result: z
    .record(
      z.string(),
      z.object({
        a: z.array(z.string()).min(1),
        b: z.array(z.string()).min(1),
        c: z.array(z.string()).min(1),
      }),
    )
    .optional(),
});

const PRICE = /^(\d{1,12})(?:\.(\d{1,18}))?$/;

/** EUR cents in a decimal price, rounded down ("3012.459" → 301245). */
function eurMinorOf(price: string): bigint | null {
  const match = PRICE.exec(price);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').slice(0, 2).padEnd(2, '0'));
}

/**
 * Rates from an exchange's public ticker (Kraken's REST API at `url`), in EUR per unit and converted to
 * the player's currency at the site's fixed EUR equivalents. The best bid is taken: what the casino
 * would get selling the deposit at once. Produces null when the exchange has no such pair, answers an
 * error, or cannot be reached in time, so the next source (the operator's rates) is asked.
 */
export function createTickerRates(options: {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
}): RateSource {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { eurMinor: bigint; price: string; at: number }>();

  async function eurPrice(asset: string) {
    const cached = cache.get(asset);
    if (cached && now() - cached.at < TICKER_MAX_AGE_MS) return cached;
    const url = new URL('/0/public/Ticker', options.url);
    url.searchParams.set('pair', `${asset}EUR`);
    const response = await fetchFn(url, { signal: AbortSignal.timeout(TICKER_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = TickerResponseSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.error.length > 0) return null;
    const [pair, ...others] = Object.values(parsed.data.result ?? {});
    if (!pair || others.length > 0) return null;
    const price = pair.b[0]!;
    const eurMinor = eurMinorOf(price);
    if (eurMinor === null || eurMinor === 0n) return null;
    const entry = { eurMinor, price, at: now() };
    cache.set(asset, entry);
    return entry;
  }

  return {
    async rateOf(asset, currency) {
      if (!isCurrency(currency) || !/^[A-Z]{2,10}$/.test(asset)) return null;
      const eur = await eurPrice(asset).catch(() => null);
      if (!eur) return null;
      return {
        minorPerUnit: eur.eurMinor * BigInt(EUR_EQUIVALENT[currency]),
        source: `kraken:${asset}EUR bid ${eur.price} at ${new Date(eur.at).toISOString()}`,
      };
    },
  };
}
