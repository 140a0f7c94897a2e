import { parseMinor } from '@orca/contracts';

/**
 * Wagering progress in whole percent, rounded down so the bar never shows 100 % before the
 * requirement is met; amounts are decimal strings, compared in minor units to stay exact.
 */
export function wageringPercent(pointsGained: string, requirement: string): number {
  const gained = parseMinor(pointsGained) ?? 0n;
  const needed = parseMinor(requirement) ?? 0n;
  if (needed <= 0n) return 100;
  if (gained <= 0n) return 0;
  if (gained >= needed) return 100;
  return Number((gained * 100n) / needed);
}
