import type { Campaign } from '@orca/contracts';
import { useMemo } from 'react';
import type { Field } from '../../components/ui/card-table';
import { StatusActions } from './campaign-status-actions';
import { budgetUsed, eur, STATUS_TONES, titleOf, type Outcome } from './campaign-view';
import { bonusStrings } from './strings';

const s = bonusStrings.campaigns;

/** The campaigns table's columns, the status actions last. */
export function useCampaignFields(
  onEdit: (campaign: Campaign) => void,
  onOutcome: (outcome: Outcome) => void,
): Field<Campaign>[] {
  return useMemo(
    () => [
      {
        id: 'title',
        header: s.title,
        render: (row) => (
          <span className="flex flex-col">
            <span className="font-medium text-white">{titleOf(row)}</span>
            <span className="font-mono text-xs text-slate-400">{row.url}</span>
          </span>
        ),
      },
      {
        id: 'kind',
        header: s.kind,
        render: (row) => (
          <span className="whitespace-nowrap">{bonusStrings.kinds[row.kind] ?? row.kind}</span>
        ),
      },
      {
        id: 'status',
        header: s.status,
        render: (row) => (
          <span className={`font-semibold ${STATUS_TONES[row.status] ?? ''}`}>
            {bonusStrings.campaignStatuses[row.status] ?? row.status}
          </span>
        ),
      },
      {
        id: 'code',
        header: s.code,
        render: (row) =>
          row.promoCode ? (
            <span className="flex flex-col">
              <span className="font-mono text-white">{row.promoCode}</span>
              <span className="whitespace-nowrap text-xs text-slate-400">
                {s.uses(row.promoCodeUses, row.promoCodeMaxUses)}
              </span>
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'grants',
        header: s.grants,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">{`${row.grantedCount} / ${row.totalGrantsLimit ?? '∞'}`}</span>
        ),
      },
      {
        id: 'budget',
        header: s.budgetUsed,
        render: (row) => <span className="whitespace-nowrap tabular-nums">{budgetUsed(row)}</span>,
      },
      {
        id: 'granted',
        header: s.granted,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">{eur(row.grantedEur)}</span>
        ),
      },
      {
        id: 'actions',
        header: s.actions,
        render: (row) => <StatusActions campaign={row} onEdit={onEdit} onOutcome={onOutcome} />,
      },
    ],
    [onEdit, onOutcome],
  );
}
