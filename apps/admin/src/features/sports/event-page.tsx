import { WHOLE_EVENT_KEY, type AdminSportMarket } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { resumeMarket, sportEventQuery, suspendMarket } from './api';
import { LiabilityFigure } from './liability';
import { ReasonDialog } from './reason-dialog';
import { ResultPanel } from './result-panel';
import { sportsStrings } from './strings';

const s = sportsStrings.event;

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'active'
      ? 'bg-accent-500/15 text-accent-400'
      : status === 'suspended'
        ? 'bg-rose-500/20 text-rose-300'
        : 'bg-ink-700 text-slate-300';
  return (
    <span className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs ${tone}`}>
      {sportsStrings.marketStatuses[status] ?? status}
    </span>
  );
}

/** One event: its markets with the feed's and the players' statuses, liabilities, and suspend or resume. */
export function EventPage({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const canManage = useCan('sports.manage');
  const event = useQuery(sportEventQuery(id));
  /** The market key the reason dialog is open for (`*` for the whole event). */
  const [asking, setAsking] = useState<{ key: string; name: string } | null>(null);
  const refresh = async () => queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
  const suspend = useMutation({
    mutationFn: ({ key, reason }: { key: string; reason: string }) =>
      suspendMarket(id, key, reason),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.sports.event(id), detail);
      setAsking(null);
      await refresh();
    },
  });
  const resume = useMutation({
    mutationFn: (key: string) => resumeMarket(id, key),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.sports.event(id), detail);
      await refresh();
    },
  });
  const fields = useMemo<Field<AdminSportMarket>[]>(
    () => [
      {
        id: 'market',
        header: s.market,
        render: (row) => (
          <div className="md:min-w-36">
            <p className="font-medium text-white">{row.name}</p>
            <p className="text-xs text-slate-500">{row.key}</p>
          </div>
        ),
      },
      {
        id: 'feed',
        header: s.feedStatus,
        render: (row) => <StatusBadge status={row.feedStatus} />,
      },
      {
        id: 'status',
        header: s.status,
        render: (row) => (
          <div className="flex flex-col items-start gap-1">
            <StatusBadge status={row.status} />
            {row.block ? (
              <p className="max-w-48 text-xs text-slate-400">
                {s.blockedBy(row.block.operator, row.block.reason)}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'outcomes',
        header: s.outcomes,
        render: (row) => (
          <ul className="flex flex-col gap-0.5 text-xs md:min-w-52">
            {row.outcomes.map((outcome) => (
              <li key={outcome.id} className="flex justify-between gap-3">
                <span className={outcome.active ? 'text-slate-200' : 'text-slate-500'}>
                  {outcome.name}
                </span>
                <span className="flex gap-3 tabular-nums">
                  <span className="text-slate-300">{outcome.odds ?? '–'}</span>
                  <span className="w-20 text-right">
                    <LiabilityFigure liability={outcome.liability} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'liability',
        header: s.marketLiability,
        render: (row) => <LiabilityFigure liability={row.liability} />,
      },
      ...(canManage
        ? [
            {
              id: 'action',
              header: s.action,
              render: (row: AdminSportMarket) =>
                row.block ? (
                  <Button
                    variant="secondary"
                    aria-label={`${s.resume} ${row.name}`}
                    disabled={resume.isPending}
                    onClick={() => resume.mutate(row.key)}
                  >
                    {s.resume}
                  </Button>
                ) : (
                  <Button
                    variant="danger"
                    aria-label={`${s.suspend} ${row.name}`}
                    onClick={() => setAsking({ key: row.key, name: row.name })}
                  >
                    {s.suspend}
                  </Button>
                ),
            } satisfies Field<AdminSportMarket>,
          ]
        : []),
    ],
    [canManage, resume],
  );
  const data = event.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" className="-ml-3" onClick={onBack}>
          ← {s.back}
        </Button>
      </div>
      {event.isError ? <Notice tone="error">{messageOf(event.error)}</Notice> : null}
      {data ? (
        <>
          <Panel>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-xs uppercase tracking-wide text-slate-400">
                  {data.league.name} · {formatDateTime(data.startTime)}
                </p>
                <h2 className="mt-1 text-xl font-semibold text-white">
                  {data.home} – {data.away}
                  {data.phase === 'not_started' ? null : (
                    <span className="ml-3 tabular-nums text-accent-400">
                      {data.score.home}:{data.score.away}
                    </span>
                  )}
                </h2>
                <p className="mt-1 text-sm text-slate-400">
                  {sportsStrings.phases[data.phase] ?? data.phase} · {sportsStrings.events.bets}{' '}
                  {data.betCount} · {sportsStrings.events.liability}{' '}
                  <LiabilityFigure liability={data.liability} />
                </p>
                <Link
                  className="mt-1 inline-block text-sm text-accent-400 hover:underline"
                  to={`/sportsbook/bets?eventId=${encodeURIComponent(data.id)}`}
                >
                  {s.betsLink}
                </Link>
              </div>
              {canManage ? (
                data.block ? (
                  <Button
                    variant="secondary"
                    disabled={resume.isPending}
                    onClick={() => resume.mutate(WHOLE_EVENT_KEY)}
                  >
                    {s.resumeEvent}
                  </Button>
                ) : (
                  <Button
                    variant="danger"
                    onClick={() => setAsking({ key: WHOLE_EVENT_KEY, name: '' })}
                  >
                    {s.suspendEvent}
                  </Button>
                )
              ) : null}
            </div>
            {data.block ? (
              <div className="mt-3">
                <Notice tone="error">
                  {s.eventSuspended(data.block.reason, data.block.operator)}
                </Notice>
              </div>
            ) : null}
          </Panel>
          <ResultPanel event={data} />
          {resume.isError ? <Notice tone="error">{messageOf(resume.error)}</Notice> : null}
          {data.markets.length === 0 ? (
            <Notice tone="info">{s.noMarkets}</Notice>
          ) : (
            <CardTable
              rows={data.markets}
              fields={fields}
              rowId={(row) => row.key}
              label={s.markets}
            />
          )}
          <p className="text-xs text-slate-500">{sportsStrings.liabilityNote}</p>
        </>
      ) : event.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
      {asking ? (
        <ReasonDialog
          title={
            asking.key === WHOLE_EVENT_KEY
              ? sportsStrings.dialog.suspendEvent
              : sportsStrings.dialog.suspendMarket(asking.name)
          }
          isPending={suspend.isPending}
          error={suspend.isError ? messageOf(suspend.error) : null}
          onConfirm={(reason) => suspend.mutate({ key: asking.key, reason })}
          onCancel={() => {
            suspend.reset();
            setAsking(null);
          }}
        />
      ) : null}
    </div>
  );
}
