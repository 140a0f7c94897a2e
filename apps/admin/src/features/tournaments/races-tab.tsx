import type { AdminTournament } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { GrantApprovalsPanel } from '../../components/ui/grant-approvals';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { decidePrizeApproval, prizeApprovals, tournamentsQuery } from './api';
import { RaceDetail, type Outcome } from './race-detail';
import { RaceForm } from './race-form';
import { STATUS_TONES, utc } from './race-view';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.races;

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
        render: (r) => (r.enrolment === 'auto' ? s.enrolments.auto : s.enrolments.join),
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
