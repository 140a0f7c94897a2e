import type { AdminTournament } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { GrantApprovalsPanel } from '../../components/ui/grant-approvals';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import {
  cancelTournament,
  decidePrizeApproval,
  leaderboardQuery,
  payoutsQuery,
  prizeApprovals,
  tournamentsQuery,
  type AdminLeaderboard,
  type AdminPayouts,
} from './api';
import { RaceForm } from './race-form';
import { tournamentsStrings } from './strings';
import { queryKeys } from '../../lib/query-keys';

const s = tournamentsStrings.races;
type Outcome = { tone: 'success' | 'error'; text: string } | null;
const STATUS_TONES: Record<string, string> = {
  pending_approval: 'text-amber-300',
  scheduled: 'text-sky-300',
  running: 'text-accent-400',
  finished: 'text-amber-300',
  paid: 'text-slate-300',
  cancelled: 'text-rose-300',
};
/** The window as the form takes it: UTC minutes. */
const utc = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const isEditable = (race: AdminTournament) =>
  (race.status === 'scheduled' || race.status === 'pending_approval') &&
  new Date(race.startsAt) > new Date();

type Entry = AdminLeaderboard['entries'][number];
type Payout = AdminPayouts['payouts'][number];

function RaceDetail({
  race,
  onOutcome,
  onClose,
}: {
  race: AdminTournament;
  onOutcome: (outcome: Outcome) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const canReadPlayers = useCan('players.read');
  const board = useQuery({
    ...leaderboardQuery(race.id),
    refetchInterval: race.status === 'running' ? 10_000 : false,
  });
  const paid = useQuery(payoutsQuery(race.id));
  const [isEditing, setEditing] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTournament(race.id),
    onSuccess: async (cancelled) => {
      onOutcome({ tone: 'success', text: s.cancelled(cancelled.title) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
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
    <div className="flex flex-col gap-4">
      <Panel title={race.title}>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
          <span className={`font-semibold ${STATUS_TONES[race.status] ?? ''}`}>
            {s.statuses[race.status] ?? race.status}
          </span>
          <span>
            {utc(race.startsAt)} → {utc(race.endsAt)} UTC
          </span>
          <span className="ml-auto flex flex-wrap gap-2">
            {isEditable(race) ? (
              <>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  onClick={() => setEditing((v) => !v)}
                >
                  {s.edit}
                </Button>
                <Button
                  variant="danger"
                  className="px-3 py-1"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate()}
                >
                  {s.cancel}
                </Button>
              </>
            ) : null}
            <Button variant="ghost" className="px-3 py-1" onClick={onClose}>
              {s.close}
            </Button>
          </span>
        </div>
        {!isEditable(race) && race.status !== 'cancelled' ? (
          <p className="mt-2 text-xs text-slate-400">{s.locked}</p>
        ) : null}
      </Panel>
      {isEditing ? (
        <RaceForm
          race={race}
          onDone={(text) => {
            setEditing(false);
            onOutcome({ tone: 'success', text });
          }}
        />
      ) : null}
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
    </div>
  );
}

/** Every slot race, newest first; opening one shows its leaderboard, payouts, and (while scheduled) edit and cancel. */
export function RacesTab() {
  const queryClient = useQueryClient();
  const races = useQuery(tournamentsQuery());
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fields = useMemo<Field<AdminTournament>[]>(
    () => [
      {
        id: 'race',
        header: s.race,
        render: (r) => <span className="font-medium text-white">{r.title}</span>,
      },
      {
        id: 'window',
        header: s.window,
        render: (r) => (
          <span className="whitespace-nowrap text-xs tabular-nums">
            {utc(r.startsAt)} → {utc(r.endsAt)}
          </span>
        ),
      },
      {
        id: 'scoring',
        header: s.scoring,
        render: (r) => tournamentsStrings.form.scorings[r.scoring] ?? r.scoring,
      },
      {
        id: 'enrolment',
        header: s.enrolment,
        render: (r) => (r.enrolment === 'auto' ? 'Auto' : 'Join'),
      },
      {
        id: 'entries',
        header: s.entries,
        render: (r) => <span className="tabular-nums">{r.entries}</span>,
      },
      {
        id: 'status',
        header: s.status,
        render: (r) => (
          <span className={`font-semibold ${STATUS_TONES[r.status] ?? ''}`}>
            {s.statuses[r.status] ?? r.status}
          </span>
        ),
      },
      {
        id: 'action',
        header: s.action,
        render: (r) => (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={s.openNamed(r.title)}
            onClick={() => setSelected(r.id)}
          >
            {s.open}
          </Button>
        ),
      },
    ],
    [],
  );
  const race = races.data?.tournaments.find((r) => r.id === selected) ?? null;
  return (
    <div className="flex flex-col gap-4">
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <GrantApprovalsPanel
        queryKey={queryKeys.tournaments.prizeApprovals}
        load={prizeApprovals}
        decide={decidePrizeApproval}
        describe={(approval) =>
          s.approvalOf(
            approval.title ?? approval.targetId ?? '',
            approval.amount ?? approval.valueEur,
          )
        }
        onDecided={() => queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.list })}
      />
      {race ? (
        <RaceDetail
          key={race.id}
          race={race}
          onOutcome={setOutcome}
          onClose={() => setSelected(null)}
        />
      ) : null}
      {races.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {races.isError ? <Notice tone="error">{races.error.message}</Notice> : null}
      {races.data ? (
        <CardTable
          label={s.table}
          rows={races.data.tournaments}
          fields={fields}
          rowId={(r) => r.id}
        />
      ) : null}
    </div>
  );
}

/** The create form on a tab of its own, with the outcome above it. */
export function CreateRaceTab() {
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <RaceForm onDone={setOutcome} />
    </div>
  );
}
