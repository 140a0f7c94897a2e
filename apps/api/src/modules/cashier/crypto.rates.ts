import { EUR_EQUIVALENT, isCurrency } from '@orca/contracts';

/** What one whole unit of an asset is worth in a player's currency, and who said so. */
export interface Rate {
  /** Minor units of the currency per whole unit of the asset (cents per ETH). */
  minorPerUnit: bigint;
  source: string;
}

/**
 * Where deposit rates come from. The watcher asks at the moment it detects a deposit and keeps
 * the answer with it, so the credit confirmations later is at that rate, whatever the market did.
 */
export interface RateSource {
  /** Produces null when the source has no rate for the asset. */
  rateOf(asset: string, currency: string): Promise<Rate | null>;
}

/**
 * The operator's own rates in EUR per unit (config CRYPTO_RATES_EUR), converted to the player's
 * currency at the site's fixed EUR equivalents (spec section 9), as every other EUR amount is.
 */
export function createOperatorRates(eurPerUnit: Readonly<Record<string, string>>): RateSource {
  return {
    rateOf: (asset, currency) =>
      Promise.resolve(eurRate(asset, eurPerUnit[asset], currency, 'operator')),
  };
}

/**
 * The rates an operator set in the back office's Treasury (table crypto_rates), read at each ask:
 * a deposit or payout is valued at the rate of that moment, and a change applies to the next one.
 */
export function createStoredRates(
  read: () => Promise<Readonly<Record<string, string>>>,
): RateSource {
  return {
    async rateOf(asset, currency) {
      return eurRate(asset, (await read())[asset], currency, 'back office');
    },
  };
}

/** `eur` per unit ("3000.50") converted to the currency at the site's fixed EUR equivalents. */
function eurRate(
  asset: string,
  eur: string | undefined,
  currency: string,
  who: string,
): Rate | null {
  if (eur === undefined || !isCurrency(currency)) return null;
  const [whole = '0', cents = ''] = eur.split('.');
  const eurMinor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
  return {
    minorPerUnit: eurMinor * BigInt(EUR_EQUIVALENT[currency]),
    source: `${who}:${asset}=${eur} EUR`,
  };
}

/** The first source that has a rate: the exchange's, and the operator's when the exchange has none. */
export function firstRate(...sources: RateSource[]): RateSource {
  return {
    async rateOf(asset, currency) {
      for (const source of sources) {
        const rate = await source.rateOf(asset, currency);
        if (rate) return rate;
      }
      return null;
    },
  };
}

/** The player's credit for `amountBase` of an asset with `decimals`, rounded down to the minor unit. */
export function creditMinorOf(amountBase: bigint, decimals: number, rate: Rate): bigint {
  return (amountBase * rate.minorPerUnit) / 10n ** BigInt(decimals);
}
