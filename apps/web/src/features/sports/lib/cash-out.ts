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

/** Whether a bet may be offered a cash-out at all: open, and not a system bet (the API refuses those). */
export function canCashOut(bet: { status: string; type: string; promo?: unknown }): boolean {
  // A free bet or a boosted bet is not cashed out (the API refuses it: issue 24).
  return bet.status === 'open' && bet.type !== 'system' && !bet.promo;
}
