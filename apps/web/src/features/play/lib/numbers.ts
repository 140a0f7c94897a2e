/** Numbers on the fairness screens, in the interface language. */
export function formatFixed(value: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Hundredths of a multiplier (245) → "2.45×". */
export function formatMultiplierHundredths(hundredths: number, language: string): string {
  return `${formatFixed(hundredths / 100, language)}×`;
}

/** "5de41d68…2468": enough of a long hex string to recognise it. */
export function shortHex(value: string): string {
  return value.length > 20 ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
}
