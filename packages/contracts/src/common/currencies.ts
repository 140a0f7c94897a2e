/** Player currencies (spec section 3) and how many of each equal 1 EUR (spec section 9). */
export const CURRENCIES = ['EUR', 'USD', 'CHF', 'AUD', 'CAD', 'PLN', 'BRL', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const EUR_EQUIVALENT: Record<Currency, number> = {
  EUR: 1,
  USD: 1,
  CHF: 1,
  AUD: 1,
  CAD: 1,
  PLN: 5,
  BRL: 5,
  NOK: 10,
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
