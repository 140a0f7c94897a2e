/**
 * The bonus a player chose for a payment, remembered for this tab only: the provider's page sends
 * the player back to the result page, which then says the bonus comes with the credited deposit.
 */
const keyOf = (paymentId: string) => `orca-deposit-bonus:${paymentId}`;

export function rememberDepositBonus(paymentId: string, title: string): void {
  try {
    window.sessionStorage.setItem(keyOf(paymentId), title);
  } catch {
    // Private mode: the result page simply does not mention the bonus; the bonus list still shows it.
  }
}

export function depositBonusOf(paymentId: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(paymentId));
  } catch {
    return null;
  }
}
