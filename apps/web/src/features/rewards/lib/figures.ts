/**
 * Figures the rewards screens show, computed from the API's strings without float drift in what
 * is compared: CP come as decimal strings ("12.40"), amounts in whole EUR.
 */

/** CP as the player's language writes numbers, with at most two decimals ("1,234.5"). */
export function formatCpNumber(cp: string | number, language: string): string {
  const value = typeof cp === 'number' ? cp : Number(cp);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** A whole-EUR figure (tier wager ranges, level rewards in the table) without cents. */
export function formatWholeEur(eur: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(eur);
}

/**
 * How far the player is from the current level's threshold to the next, in whole percent (0–100),
 * rounded down so the bar never shows full before the level is reached. Null at the top level.
 */
export function levelProgressPercent(
  totalCp: string,
  currentRequiredCp: number,
  nextRequiredCp: number | null,
): number | null {
  if (nextRequiredCp === null) return null;
  const span = nextRequiredCp - currentRequiredCp;
  if (span <= 0) return 100;
  const gained = Number(totalCp) - currentRequiredCp;
  if (!Number.isFinite(gained) || gained <= 0) return 0;
  return Math.min(100, Math.floor((gained / span) * 100));
}

/** Whether a decimal-string amount is above zero ("0.00" is not). */
export const isPositiveAmount = (amount: string): boolean =>
  /[1-9]/.test(amount) && !amount.trim().startsWith('-');

/** Hours and minutes from `nowMs` until `iso`, rounded up to the minute; zero once it has passed. */
export function timeUntil(iso: string, nowMs: number): { hours: number; minutes: number } {
  const remainingMs = Math.max(0, new Date(iso).getTime() - nowMs);
  const totalMinutes = Math.ceil(remainingMs / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** A moment as a date and time in UTC, which the cashback's day follows (the page says "(UTC)"). */
export function formatUtcDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
