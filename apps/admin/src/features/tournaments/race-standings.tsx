import type { AdminTournament } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { leaderboardQuery, payoutsQuery, type AdminLeaderboard, type AdminPayouts } from './api';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.races;

type Entry = AdminLeaderboard['entries'][number];
type Payout = AdminPayouts['payouts'][number];

/** A race's leaderboard (kept fresh while it runs) and what it paid, rank by rank. */
export function RaceStandings({ race }: { race: AdminTournament }) {
  const canReadPlayers = useCan('players.read');
  const board = useQuery({
    ...leaderboardQuery(race.id),
    refetchInterval: race.status === 'running' ? 10_000 : false,
  });
  const paid = useQuery(payoutsQuery(race.id));
  const who = (username: string, id: string) =>
    canReadPlayers ? (
      <PlayerName username={username} id={id} />
    ) : (
      <span className="text-white">{username}</span>
    );
  const entryFields: Field<Entry>[] = [
    { id: 'rank', header: s.rank, render: (e) => <span className="tabular-nums">{e.rank}</span> },
    { id: 'player', header: s.player, render: (e) => who(e.username, e.playerId) },
    {
      id: 'score',
      header: s.score,
      render: (e) => <span className="tabular-nums">{e.score}</span>,
    },
    {
      id: 'bets',
      header: s.bets,
      render: (e) => <span className="tabular-nums">{e.qualifyingBets}</span>,
    },
    {
      id: 'reachedAt',
      header: s.reachedAt,
      render: (e) => (e.reachedAt ? formatDateTime(e.reachedAt) : '—'),
    },
  ];
  const payoutFields: Field<Payout>[] = [
    { id: 'rank', header: s.rank, render: (p) => <span className="tabular-nums">{p.rank}</span> },
    { id: 'player', header: s.player, render: (p) => who(p.username, p.playerId) },
    {
      id: 'prize',
      header: s.prize,
      render: (p) => (
        <span className="whitespace-nowrap tabular-nums">
          {p.kind === 'cash'
            ? formatMoney(p.amount, p.currency)
            : p.kind === 'free_spins'
              ? s.freeSpinsPaid(p.freeSpins ?? 0)
              : s.bonusPaid(formatMoney(p.amount, p.currency))}
          {p.campaignId ? (
            <span className="text-slate-500"> · {s.campaignRef(p.campaignId)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: s.payoutStatus,
      // A skipped rank names the bonus engine's reason (a self-excluded winner, a campaign out of budget): it is not retried.
      render: (p) =>
        p.status === 'skipped' ? (
          <span className="text-amber-300">{`${s.payoutStatuses.skipped} · ${p.reason ?? ''}`}</span>
        ) : (
          <span className="text-emerald-300">{s.payoutStatuses.paid}</span>
        ),
    },
    { id: 'paidAt', header: s.paidAt, render: (p) => formatDateTime(p.paidAt) },
  ];
  return (
    <>
      <Panel title={s.leaderboard}>
        {board.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
        {board.isError ? <Notice tone="error">{board.error.message}</Notice> : null}
        {board.data ? (
          <CardTable
            label={`${race.title} ${s.leaderboard}`}
            rows={board.data.entries}
            fields={entryFields}
            rowId={(e) => e.playerId}
          />
        ) : null}
      </Panel>
      <Panel title={s.payouts}>
        {paid.isError ? <Notice tone="error">{paid.error.message}</Notice> : null}
        {paid.data && paid.data.payouts.length === 0 ? (
          <p className="text-sm text-slate-400">{s.noPayouts}</p>
        ) : null}
        {paid.data && paid.data.payouts.length > 0 ? (
          <CardTable
            label={`${race.title} ${s.payouts}`}
            rows={paid.data.payouts}
            fields={payoutFields}
            rowId={(p) => String(p.rank)}
          />
        ) : null}
      </Panel>
    </>
  );
}
