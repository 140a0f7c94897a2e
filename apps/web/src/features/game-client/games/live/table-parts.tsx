import type { LiveTableView } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../components/controls';
import { fromMinor } from '../../lib/money';
import { ChipRack } from './chip-rack';
import { LastResultsStrip } from './live-chrome';
import type { LiveSeatState } from './use-live-seat';

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
  if (!view) return null;
  return (
    <>
      <li>{t('live.limits', { min: money(view.minBet), max: money(view.maxBet) })}</li>
      {view.maxPayout !== null && (
        <li data-testid="max-payout">{t('live.maxPayout', { max: money(view.maxPayout) })}</li>
      )}
    </>
  );
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

/** The controls panel under the table, kept in reach at the bottom of a phone screen; `tint` its backdrop there. */
export function StickyControls({ tint, children }: { tint: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('gameClient.controls.label')}
      className={`sticky bottom-0 z-30 flex flex-col gap-2 rounded-2xl border border-white/10 ${tint} p-2 backdrop-blur sm:p-3 lg:static lg:bg-black/30`}
    >
      {children}
    </section>
  );
}

/** The chip rack beside my total stake and win. */
export function RackWithStats<Bet>({
  seat,
  win,
  money,
}: {
  seat: Pick<LiveSeatState<Bet>, 'rack' | 'chip' | 'setChosenChip' | 'totals'>;
  win: string | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <ChipRack
        values={seat.rack}
        selected={seat.chip}
        onSelect={seat.setChosenChip}
        money={money}
      />
      <StakeWinStats
        stakeLabel={t('live.totalStake')}
        stake={money(fromMinor(seat.totals.totalMinor))}
        win={win !== null ? money(win) : null}
      />
    </div>
  );
}
