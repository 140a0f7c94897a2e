/** "1.9800×" style multipliers and "49.50%" chances in the player's language. */
export function formatMultiplier(value: number, language: string, digits = 2): string {
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}×`;
}

/** "2.2×", "13×": as short as the value allows, for tight paytables. */
export function compactMultiplier(value: number, language: string): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: value >= 100 ? 0 : 2 }).format(value)}×`;
}

export function formatPercent(value: number, language: string, digits = 2): string {
  return `${new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}%`;
}

export function formatNumber(value: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Reads a number typed in either decimal style ("1,5" or "1.5"); NaN when it is not one. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Waits, for animations between server answers; resolves at once when reduced motion is asked for. */
export function pause(ms: number): Promise<void> {
  const isReduced =
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => setTimeout(resolve, isReduced ? Math.min(ms, 60) : ms));
}

/** A number to edit in an input: the language's decimal sign, no grouping, so it reads back as typed. */
export function formatInput(value: number, language: string, digits = 2): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
