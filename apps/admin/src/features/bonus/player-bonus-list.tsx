import type { PlayerBonus } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { playerBonusesQuery } from './api';
import { bonusStrings } from './strings';
import { GrantPanel } from './grant-panel';

const s = bonusStrings.grant;

/** Wagering progress as a bar and in money; free spins as spins left. */
function Progress({ bonus }: { bonus: PlayerBonus }) {
  if (
    bonus.freeSpinsTotal !== null &&
    bonus.freeSpinsLeft !== null &&
    bonus.status === 'free_spins'
  ) {
    return (
      <span className="whitespace-nowrap">
        {s.freeSpinsLeft(bonus.freeSpinsLeft, bonus.freeSpinsTotal)}
      </span>
    );
  }
  const needed = Number(bonus.pointsNeeded);
  // Drawing only: the figures beside the bar are the API's exact strings.
  const percent =
    needed > 0 ? Math.min(100, Math.round((Number(bonus.pointsGained) / needed) * 100)) : 100;
  const label = s.progressOf(
    formatMoney(bonus.pointsGained, bonus.currency),
    formatMoney(bonus.pointsNeeded, bonus.currency),
  );
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink-700"
        role="progressbar"
        aria-label={`${s.progress} ${bonus.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs tabular-nums text-slate-300">{label}</span>
    </div>
  );
}

const STATUS_TONES: Record<string, string> = {
  active: 'text-accent-400',
  free_spins: 'text-accent-400',
  queued: 'text-sky-300',
  pending: 'text-sky-300',
  completed: 'text-white',
};

const bonusFields: Field<PlayerBonus>[] = [
  {
    id: 'title',
    header: s.title,
    render: (row) => (
      <span className="flex flex-col">
        <span className="font-medium text-white">{row.title}</span>
        <span className="text-xs text-slate-400">{bonusStrings.kinds[row.kind] ?? row.kind}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: s.status,
    render: (row) => (
      <span className={`font-semibold ${STATUS_TONES[row.status] ?? 'text-slate-400'}`}>
        {bonusStrings.bonusStatuses[row.status] ?? row.status}
      </span>
    ),
  },
  {
    id: 'amount',
    header: s.amountGranted,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.amount, row.currency)}
      </span>
    ),
  },
  {
    id: 'balance',
    header: s.balance,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums text-white">
        {formatMoney(row.bonusBalance, row.currency)}
      </span>
    ),
  },
  { id: 'progress', header: s.progress, render: (row) => <Progress bonus={row} /> },
  {
    id: 'expiry',
    header: s.expiry,
    render: (row) => (row.expiry ? formatDateTime(row.expiry) : '—'),
  },
  {
    id: 'created',
    header: s.created,
    render: (row) => (
      <span className="flex flex-col">
        <span>{formatDateTime(row.createdAt)}</span>
        {row.endedAt ? (
          <span className="text-xs text-slate-400">{s.endedAt(formatDateTime(row.endedAt))}</span>
        ) : null}
      </span>
    ),
  },
];

/** One player's bonuses, newest first as the API lists them, beside the grant. */
export function PlayerBonuses({ playerId, username }: { playerId: string; username: string }) {
  // The history is part of the player's record: only a role that opens records reads it (issue 22).
  const canReadPlayer = useCan('players.read');
  const bonuses = useQuery({ ...playerBonusesQuery(playerId), enabled: canReadPlayer });
  return (
    <section className="flex flex-col gap-4" aria-label={s.selected(username)}>
      <h2 className="text-lg font-semibold text-white">{s.selected(username)}</h2>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {canReadPlayer ? null : <Notice tone="info">{s.noHistory}</Notice>}
          {canReadPlayer && bonuses.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {bonuses.isError ? <Notice tone="error">{bonuses.error.message}</Notice> : null}
          {bonuses.data ? (
            <CardTable
              label={s.bonuses}
              rows={bonuses.data.bonuses}
              fields={bonusFields}
              rowId={(row) => row.instanceId}
            />
          ) : null}
        </div>
        <GrantPanel key={playerId} playerId={playerId} username={username} />
      </div>
    </section>
  );
}
