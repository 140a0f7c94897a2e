// The module, not the package index: the index brings every zod schema along.
import { formatMinor, parseMinor } from '@orca/contracts/wallet/wallet.constants';

/** Amounts stay decimal strings on the wire and integer minor units here; never floats. */
export const toMinor = (amount: string): bigint | null => parseMinor(amount);
export const fromMinor = (minor: bigint): string => formatMinor(minor);

/** bet × numerator / denominator, rounded down like the server pays. */
export function scaleMinor(minor: bigint, numerator: number, denominator = 1): bigint {
  return (minor * BigInt(Math.round(numerator))) / BigInt(Math.round(denominator));
}

/**
 * The bets a stepper walks through: 1, 2, 2.5, 5 × powers of ten between the game's limits, the
 * limits themselves included.
 */
export function betLadder(minBet: string, maxBet: string): string[] {
  const min = toMinor(minBet) ?? 1n;
  const max = toMinor(maxBet) ?? min;
  const steps = new Set<bigint>([min, max]);
  for (let power = 1n; power <= max; power *= 10n) {
    for (const factor of [10n, 20n, 25n, 50n]) {
      const value = power * factor;
      if (value > min && value < max) steps.add(value);
    }
  }
  return [...steps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(fromMinor);
}

/** The starting bet: 1.00 when the limits allow it, else the nearest limit. */
export function defaultBet(minBet: string, maxBet: string): string {
  const min = toMinor(minBet) ?? 100n;
  const max = toMinor(maxBet) ?? min;
  const value = 100n < min ? min : 100n > max ? max : 100n;
  return fromMinor(value);
}

/** Keeps a typed amount inside the limits, with two decimals; null when it is not an amount. */
export function clampBet(amount: string, minBet: string, maxBet: string): string | null {
  const value = toMinor(amount.replace(',', '.'));
  if (value === null) return null;
  const min = toMinor(minBet) ?? value;
  const max = toMinor(maxBet) ?? value;
  return fromMinor(value < min ? min : value > max ? max : value);
}

/** An amount as the player types it in their language ("2,50" in German), from the wire's "2.50". */
export function localizeAmount(amount: string, language: string): string {
  const decimal =
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return amount.replace('.', decimal);
}
