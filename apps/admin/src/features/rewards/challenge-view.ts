import { formatMoney } from '../../lib/format';

export type Outcome = { tone: 'success' | 'error'; text: string } | null;

export const formatMultiplier = (multiplier: number) => `×${multiplier.toLocaleString('en-GB')}`;
// Whole euros without cents, so the option fits the panel: 1,500 EUR, 1.50 EUR.
export const eur = (amount: number) =>
  formatMoney(Number.isInteger(amount) ? String(amount) : amount.toFixed(2), 'EUR');

/** The colour of each challenge status in the table. */
export const STATUS_TONES: Record<string, string> = {
  open: 'text-accent-400',
  paused: 'text-amber-300',
  won: 'text-slate-300',
};
