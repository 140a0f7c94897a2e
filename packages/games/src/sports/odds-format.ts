import { add, compare, div, ONE, parseDecimal, rational, type Rational, sub } from './rational.ts';

/**
 * Odds are settled as exact decimal odds (a Rational, the stake multiplier including the stake); the other
 * formats are views a player chooses. Showing never changes what is paid: where a view has to round, it
 * rounds against the player (shows a slightly lower price), so a shown price is never better than the one
 * settled.
 */
export type OddsFormat = 'decimal' | 'fractional' | 'american';

const HUNDRED = rational(100n);

/** UK prices spelt out of lowest terms by tradition; every other ladder price (11/10, 8/13, …) is reduced. */
const TRADITIONAL_SPELLING: Record<string, string> = {
  '2/3': '4/6',
  '3/2': '6/4',
  '10/3': '100/30',
};

function assertOdds(odds: Rational): Rational {
  if (compare(odds, ONE) <= 0) throw new RangeError('decimal odds must be above 1');
  return odds;
}

/**
 * Two places, or three where the price needs them (3.175, 1.001: two would show 3.17 and an impossible 1.00);
 * anything finer (4/3) is rounded down to the thousandth.
 */
function toDecimalText(odds: Rational): string {
  const thousandths = (odds.num * 1000n) / odds.den;
  const places = thousandths % 10n === 0n ? 2 : 3;
  const scaled = places === 2 ? thousandths / 10n : thousandths;
  const unit = places === 2 ? 100n : 1000n;
  return `${scaled / unit}.${(scaled % unit).toString().padStart(places, '0')}`;
}

/** The profit per unit staked as a fraction, exact: 2.5 is 6/4, 2.1 is 11/10, 1.91 is 91/100. */
function toFractionalText(odds: Rational): string {
  const profit = sub(odds, ONE);
  const reduced = `${profit.num}/${profit.den}`;
  return TRADITIONAL_SPELLING[reduced] ?? reduced;
}

/**
 * Moneyline: +100·(d − 1) from evens up, −100/(d − 1) below, in whole units rounded down (1.91 is −110,
 * not −109.89), which is how American prices are quoted.
 */
function toAmericanText(odds: Rational): string {
  const profit = sub(odds, ONE);
  if (compare(profit, ONE) >= 0) return `+${(profit.num * 100n) / profit.den}`;
  const risk = div(HUNDRED, profit);
  return `-${(risk.num + risk.den - 1n) / risk.den}`;
}

export function formatOdds(odds: Rational, format: OddsFormat): string {
  assertOdds(odds);
  if (format === 'decimal') return toDecimalText(odds);
  if (format === 'fractional') return toFractionalText(odds);
  return toAmericanText(odds);
}

/** Reads a price typed or stored in a player's format back into exact decimal odds. */
export function parseOdds(text: string, format: OddsFormat): Rational {
  const trimmed = text.trim();
  if (format === 'decimal') return assertOdds(parseDecimal(trimmed));
  if (format === 'fractional') {
    if (/^(evens|evs)$/i.test(trimmed)) return rational(2n);
    const match = /^(\d+)\/(\d+)$/.exec(trimmed);
    if (!match || BigInt(match[2] ?? '0') === 0n)
      throw new RangeError(`not a fractional price: ${JSON.stringify(text)}`);
    return assertOdds(add(ONE, rational(BigInt(match[1] ?? '0'), BigInt(match[2] ?? '1'))));
  }
  const match = /^([+-]?)(\d+(?:\.\d+)?)$/.exec(trimmed);
  if (!match) throw new RangeError(`not an American price: ${JSON.stringify(text)}`);
  const magnitude = parseDecimal(match[2] ?? '');
  if (compare(magnitude, HUNDRED) < 0)
    throw new RangeError('an American price is at least 100 either way');
  return match[1] === '-' ? add(ONE, div(HUNDRED, magnitude)) : add(ONE, div(magnitude, HUNDRED));
}
