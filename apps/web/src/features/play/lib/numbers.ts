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
