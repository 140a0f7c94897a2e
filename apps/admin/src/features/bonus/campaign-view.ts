import type { Campaign, CampaignStatus } from '@orca/contracts';
import { formatMoney } from '../../lib/format';
import { bonusStrings } from './strings';

const s = bonusStrings.campaigns;
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The colour of each campaign status in the table. */
export const STATUS_TONES: Record<string, string> = {
  draft: 'text-slate-300',
  active: 'text-accent-400',
  paused: 'text-amber-300',
  ended: 'text-slate-500',
};

/** A campaign as operators know it: its English title, else its address. */
export const titleOf = (campaign: Campaign) => campaign.texts.en?.title ?? campaign.url;

/** Which status changes a campaign offers: an ended campaign is history and offers none. */
export function nextStatuses(status: CampaignStatus): { status: CampaignStatus; label: string }[] {
  if (status === 'ended') return [];
  const first =
    status === 'active'
      ? { status: 'paused' as const, label: s.pause }
      : { status: 'active' as const, label: s.activate };
  return [first, { status: 'ended', label: s.end }];
}

export const eur = (amount: string) => formatMoney(amount, 'EUR');

/** The share of the budget spent, for reading only (the amounts themselves stay exact strings). */
export function budgetUsed(campaign: Campaign): string {
  if (campaign.budgetEur === null) return `${eur(campaign.grantedEur)} · ${s.noLimit}`;
  const budget = Number(campaign.budgetEur);
  const share = budget > 0 ? Math.round((Number(campaign.grantedEur) / budget) * 100) : 0;
  return `${share} % of ${eur(campaign.budgetEur)}`;
}
