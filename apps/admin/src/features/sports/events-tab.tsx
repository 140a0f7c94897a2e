import { SPORT_EVENT_PHASES, type AdminSportEvent } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { sportEventsQuery } from './api';
import { EventPage } from './event-page';
import { LiabilityFigure } from './liability';
import { sportsStrings } from './strings';

const s = sportsStrings.events;
const PAGE = 50;

/** The events list, or one event's page when the address names it (`?event=…`). */
export function EventsTab() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  if (eventId) return <EventPage id={eventId} onBack={() => setParams({}, { replace: false })} />;
  return <EventsList onOpen={(id) => setParams({ event: id })} />;
}

function EventsList({ onOpen }: { onOpen: (id: string) => void }) {
  const [phase, setPhase] = useState('');
  const [league, setLeague] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const filters = { phase, league, from, to, limit: PAGE, offset };
  const events = useQuery({ ...sportEventsQuery(filters), placeholderData: keepPreviousData });
  const fields = useMemo<Field<AdminSportEvent>[]>(
    () => [
      { id: 'kickOff', header: s.kickOff, render: (row) => formatDateTime(row.startTime) },
      { id: 'league', header: s.league, render: (row) => row.league.name },
      {
        id: 'teams',
        header: s.teams,
        render: (row) => (
          <button
            type="button"
            className="text-left font-medium text-accent-400 hover:underline"
            aria-label={s.open(`${row.home} – ${row.away}`)}
            onClick={() => onOpen(row.id)}
          >
            {row.home} – {row.away}
          </button>
        ),
      },
      {
        id: 'phase',
        header: s.phase,
        render: (row) => (
          <span className="whitespace-nowrap">
            {sportsStrings.phases[row.phase] ?? row.phase}
            {row.block ? (
              <span className="ml-2 rounded bg-rose-500/20 px-1.5 py-0.5 text-xs text-rose-300">
                {s.suspendedBadge}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'score',
        header: s.score,
        render: (row) =>
          row.phase === 'not_started' ? '–' : `${row.score.home}:${row.score.away}`,
      },
      { id: 'bets', header: s.bets, render: (row) => row.betCount },
      {
        id: 'liability',
        header: s.liability,
        render: (row) => <LiabilityFigure liability={row.liability} />,
      },
    ],
    [onOpen],
  );
  const reset = () => setOffset(0);
  const data = events.data;
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label={s.filters}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={s.phase}
          value={phase}
          onChange={(event) => {
            setPhase(event.target.value);
            reset();
          }}
          options={[
            { value: '', label: s.anyPhase },
            ...SPORT_EVENT_PHASES.map((p) => ({ value: p, label: sportsStrings.phases[p] ?? p })),
          ]}
        />
        <SelectField
          label={s.league}
          value={league}
          onChange={(event) => {
            setLeague(event.target.value);
            reset();
          }}
          options={[
            { value: '', label: s.anyLeague },
            ...(data?.leagues ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
        <TextField
          label={s.from}
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            reset();
          }}
        />
        <TextField
          label={s.to}
          type="date"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            reset();
          }}
        />
      </form>
      {events.isError ? <Notice tone="error">{messageOf(events.error)}</Notice> : null}
      {data ? (
        <>
          <CardTable rows={data.events} fields={fields} rowId={(row) => row.id} label={s.table} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-400">
            <span>{s.total(data.events.length, data.total)}</span>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {s.previous}
              </Button>
              <Button
                variant="secondary"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {s.next}
              </Button>
            </div>
          </div>
          <p className="text-xs text-slate-500">{sportsStrings.liabilityNote}</p>
        </>
      ) : events.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
    </div>
  );
}
