import type { TournamentStatus } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<TournamentStatus, string> = {
  running: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  scheduled: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  finished: 'bg-slate-500/15 text-slate-300 ring-slate-500/40',
  paid: 'bg-slate-500/15 text-slate-300 ring-slate-500/40',
  cancelled: 'bg-rose-500/15 text-rose-300 ring-rose-500/40',
};

export function StatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {status === 'running' && (
        <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-400" />
      )}
      {t(`tournaments.status.${status}`)}
    </span>
  );
}
