import type { CpHistory } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { playerCpQuery } from './api';
import { AdjustPanel } from './cp-adjust-panel';
import { rewardsStrings } from './strings';

const s = rewardsStrings.cp;
type Day = CpHistory['days'][number];
type Adjustment = CpHistory['adjustments'][number];

const dayFields: Field<Day>[] = [
  {
    id: 'day',
    header: s.day,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  {
    id: 'cp',
    header: s.cp,
    render: (row) => <span className="tabular-nums text-white">{row.cp}</span>,
  },
  {
    id: 'wagered',
    header: s.wagered,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.wagered, row.currency)}
      </span>
    ),
  },
];

const adjustmentFields: Field<Adjustment>[] = [
  {
    id: 'when',
    header: s.when,
    render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>,
  },
  {
    id: 'cp',
    header: s.cp,
    render: (row) => (
      <span className="whitespace-nowrap font-semibold tabular-nums text-white">
        {row.cp.startsWith('-') ? row.cp : `+${row.cp}`}
      </span>
    ),
  },
  {
    id: 'reason',
    header: s.reason,
    render: (row) => <span className="block break-words md:min-w-48">{row.reason}</span>,
  },
  { id: 'operator', header: s.operator, render: (row) => row.operator },
];

/** One player's CP: total and level, CP by day of play, adjustments so far, and a new adjustment. */
export function PlayerCp({ playerId, username }: { playerId: string; username: string }) {
  // The history is part of the player's record: only a role that opens records reads it (issue 22).
  const canReadPlayer = useCan('players.read');
  const history = useQuery({ ...playerCpQuery(playerId), enabled: canReadPlayer });
  return (
    <section className="flex flex-col gap-4" aria-label={s.selected(username)}>
      <h2 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-white">
        <span className="break-all">{s.selected(username)}</span>
        <span className="font-mono text-sm text-slate-400">#{playerId}</span>
      </h2>
      {canReadPlayer ? null : (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
          <Notice tone="info">{s.noHistory}</Notice>
          <AdjustPanel key={playerId} playerId={playerId} username={username} />
        </div>
      )}
      {canReadPlayer && history.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
      {history.isError ? <Notice tone="error">{history.error.message}</Notice> : null}
      {history.data ? (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
          <div className="flex min-w-0 flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
              <div className="rounded-xl border border-ink-700 bg-ink-900 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-400">{s.total}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-white">
                  {history.data.totalCP}
                </dd>
              </div>
              <div className="rounded-xl border border-ink-700 bg-ink-900 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-400">{s.level}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-white">
                  {history.data.level}
                </dd>
              </div>
            </dl>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
              {s.days}
            </h3>
            <CardTable
              label={s.days}
              rows={history.data.days}
              fields={dayFields}
              rowId={(row) => `${row.day}\u0000${row.currency}`}
            />
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
              {s.adjustments}
            </h3>
            <CardTable
              label={s.adjustments}
              rows={history.data.adjustments}
              fields={adjustmentFields}
              rowId={(row) => row.id}
            />
          </div>
          <AdjustPanel key={playerId} playerId={playerId} username={username} />
        </div>
      ) : null}
    </section>
  );
}
