/** Whole seconds an offer has left at `nowMs` (0 once it has run out); rounded up so "1 s" shows until the end. */
export function offerSecondsLeft(expiresAt: string, nowMs: number): number {
  const expiresMs = Date.parse(expiresAt);
  if (!Number.isFinite(expiresMs)) return 0;
  return Math.max(0, Math.ceil((expiresMs - nowMs) / 1000));
}

export type PartAmountCheck =
  { ok: true; amount: string } | { ok: false; reason: 'format' | 'zero' | 'above_offer' };

/** An amount typed as "2.50" or "2,50" in whole cents; null when it is not one. */
function toCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The part of an offer the player typed, checked before it is sent: a positive amount with at most two
 * decimals and no more than the offer. The result is the amount as the API takes it ("2.50").
 */
export function checkPartAmount(text: string, offerAmount: string): PartAmountCheck {
  const cents = toCents(text);
  if (cents === null) return { ok: false, reason: 'format' };
  if (cents === 0) return { ok: false, reason: 'zero' };
  const offerCents = toCents(offerAmount);
  if (offerCents === null || cents > offerCents) return { ok: false, reason: 'above_offer' };
  return { ok: true, amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

/** The bet types the API cashes out: a bet builder's joint price is not the product its legs would give. */
const CASHABLE_TYPES: readonly string[] = ['single', 'multiple', 'system'];

/** Whether a bet may be offered a cash-out at all: an open single, multiple or system bet. */
export function canCashOut(bet: { status: string; type: string; promo?: unknown }): boolean {
  // A free bet or a boosted bet is not cashed out (the API refuses it: issue 24).
  return bet.status === 'open' && CASHABLE_TYPES.includes(bet.type) && !bet.promo;
}

/** The shares of an offer the panel offers beside all of it, as the API takes them. */
export const CASH_OUT_SHARES = ['0.25', '0.5', '0.75'] as const;

/** What a share of an offer pays: rounded down to the cent, as the API rounds it ("0.5" of 9.41 is 4.70). */
export function shareAmount(offerAmount: string, share: string): string | null {
  const offerCents = toCents(offerAmount);
  const shareMatch = /^0\.(\d{1,4})$/.exec(share);
  if (offerCents === null || !shareMatch) return null;
  const digits = shareMatch[1] ?? '';
  const cents = Math.floor((offerCents * Number(digits)) / 10 ** digits.length);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type ThresholdCheck =
  { ok: true; threshold: string } | { ok: false; reason: 'format' | 'zero' | 'above_return' };

/**
 * An automatic cash-out threshold the player typed, checked before it is sent: a positive amount with at most
 * two decimals, no more than the bet's potential return (the API refuses the same, in the player's language).
 */
export function checkThreshold(text: string, potentialReturn: string): ThresholdCheck {
  const cents = toCents(text);
  if (cents === null) return { ok: false, reason: 'format' };
  if (cents === 0) return { ok: false, reason: 'zero' };
  const returnCents = toCents(potentialReturn);
  if (returnCents === null || cents > returnCents) return { ok: false, reason: 'above_return' };
  return {
    ok: true,
    threshold: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}
