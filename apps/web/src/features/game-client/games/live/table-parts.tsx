import type { LiveTableView } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../components/controls';
import { LastResultsStrip } from './live-chrome';

/** The table the session's game names is not in the lobby. */
export function TableMissing() {
  const { t } = useTranslation();
  return <p className="p-6 text-center text-slate-300">{t('live.missing')}</p>;
}

/** The round's result and my outcome, read out as it changes; green when I won. */
export function ResultLine({
  text,
  isWin,
  idleTone = 'text-slate-200',
}: {
  text: string;
  isWin: boolean;
  idleTone?: string;
}) {
  return (
    <p
      aria-live="polite"
      role="status"
      className={`min-h-6 text-center text-sm font-bold ${isWin ? 'text-emerald-300' : idleTone}`}
      data-testid="live-result"
    >
      {text}
    </p>
  );
}

/** My stake on the table and my win (a dash until settled). */
export function StakeWinStats({
  stakeLabel,
  stake,
  win,
}: {
  stakeLabel: string;
  stake: string;
  win: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      <Stat label={stakeLabel} value={<span data-testid="live-total">{stake}</span>} />
      <Stat label={t('live.win')} value={win ?? '—'} tone="good" />
    </div>
  );
}

/** The table's limits as a rules line, once the table is read. */
export function LimitsItem({
  view,
  money,
}: {
  view: LiveTableView | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return view ? (
    <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>
  ) : null;
}

/** The last results under their heading, newest first. */
export function LastResults<T>({
  items,
  render,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
        {t('live.lastResults')}
      </h2>
      <LastResultsStrip label={t('live.lastResults')} items={items} render={render} />
    </div>
  );
}
