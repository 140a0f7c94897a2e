import type { EventConsumerStatusView, JobStatusView } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { strings } from '../../strings';
import { platformStrings } from './strings';
import { platformStatusQuery } from './api';

const text = platformStrings;
const timeOfDay = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** "12 s ago" against the moment the figures arrived (not the render), so it does not drift between refreshes. */
const ago = (iso: string | null, now: number) =>
  iso === null ? text.never : text.secondsAgo(Math.max(0, (now - Date.parse(iso)) / 1_000));

/** One figure of a row: a table column on wide screens, a line of a card on a phone. */
interface Field<Row> {
  id: string;
  header: string;
  render: (row: Row, now: number) => ReactNode;
}

const badge = (tone: string, label: string) => (
  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
);

function jobState(job: JobStatusView): ReactNode {
  if (job.failures > 0) return badge('bg-rose-500/15 text-rose-300', text.failing(job.failures));
  if (job.isRunning) return badge('bg-sky-500/15 text-sky-300', text.running);
  return badge('bg-accent-500/15 text-accent-400', text.idle);
}

const mono = (value: string) => <span className="font-mono text-xs text-white">{value}</span>;
const number = (value: number | string, tone = '') => (
  <span className={`tabular-nums ${tone}`}>{value}</span>
);

const JOB_FIELDS: Field<JobStatusView>[] = [
  { id: 'name', header: text.job, render: (job) => mono(job.name) },
  { id: 'scope', header: text.scope, render: (job) => text.scopes[job.scope] },
  {
    id: 'here',
    header: text.here,
    render: (job) =>
      !job.isHere ? (
        <span className="text-slate-500">
          {job.lockCheckedAt === null ? text.firstTurn : text.follower}
        </span>
      ) : job.scope === 'cluster' ? (
        text.leader
      ) : (
        text.everywhere
      ),
  },
  { id: 'state', header: text.state, render: jobState },
  {
    id: 'lastRun',
    header: text.lastRun,
    render: (job, now) => <span className="whitespace-nowrap">{ago(job.lastFinishedAt, now)}</span>,
  },
  {
    id: 'duration',
    header: text.lastDuration,
    render: (job) =>
      number(job.lastDurationMs === null ? '—' : text.milliseconds(job.lastDurationMs)),
  },
  { id: 'runs', header: text.runs, render: (job) => number(job.runs) },
  {
    id: 'failedRuns',
    header: text.failedRuns,
    render: (job) => number(job.failedRuns, job.failedRuns > 0 ? 'text-rose-300' : ''),
  },
  {
    id: 'error',
    header: text.lastError,
    render: (job) =>
      job.lastError ? (
        <span className="block max-w-72 break-words text-xs text-rose-300">{job.lastError}</span>
      ) : (
        '—'
      ),
  },
];

const CONSUMER_FIELDS: Field<EventConsumerStatusView>[] = [
  { id: 'consumer', header: text.consumer, render: (c) => mono(c.consumer) },
  { id: 'source', header: text.source, render: (c) => mono(c.source) },
  { id: 'handled', header: text.handled, render: (c) => number(c.handledCount) },
  {
    id: 'behind',
    header: text.behind,
    render: (c) => number(c.pendingCount, c.pendingCount > 0 ? 'text-amber-300' : ''),
  },
  { id: 'lag', header: text.lag, render: (c) => number(text.seconds(c.lagSeconds)) },
  {
    id: 'delay',
    header: text.delay,
    render: (c) => number(c.lastDelaySeconds === null ? '—' : text.seconds(c.lastDelaySeconds)),
  },
  {
    id: 'rate',
    header: text.rate,
    render: (c) =>
      c.eventsPerSecond === null ? (
        <span className="text-slate-500">{text.measuring}</span>
      ) : (
        number(c.eventsPerSecond.toFixed(1))
      ),
  },
  {
    id: 'lastEvent',
    header: text.lastEvent,
    render: (c, now) => <span className="whitespace-nowrap">{ago(c.lastEventAt, now)}</span>,
  },
  {
    id: 'moved',
    header: text.cursorMoved,
    render: (c, now) => <span className="whitespace-nowrap">{ago(c.updatedAt, now)}</span>,
  },
];

function columnsOf<Row>(fields: Field<Row>[], now: number): ColumnDef<Row, unknown>[] {
  const column = createColumnHelper<Row>();
  return fields.map((field) =>
    column.display({
      id: field.id,
      header: field.header,
      cell: ({ row }) => field.render(row.original, now),
    }),
  );
}

/** The table on wide screens; on a phone one card per row, so no figure hides past a sideways scroll. */
function Figures<Row>({
  label,
  rows,
  fields,
  rowId,
  now,
}: {
  label: string;
  rows: Row[];
  fields: Field<Row>[];
  rowId: (row: Row) => string;
  now: number;
}) {
  return (
    <>
      <div className="hidden md:block">
        <DataTable label={label} rows={rows} columns={columnsOf(fields, now)} rowId={rowId} />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={rowId(row)} className="rounded-lg border border-ink-700 bg-ink-900 p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {fields.map((field) => (
                <div key={field.id} className="contents">
                  <dt className="text-xs text-slate-400">{field.header}</dt>
                  <dd className="text-slate-200">{field.render(row, now)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Jobs and event consumers as the platform reports them, asked again every few seconds. */
export function PlatformPage() {
  const status = useQuery(platformStatusQuery());
  const now = status.dataUpdatedAt;
  return (
    <Page
      title={text.title}
      subtitle={text.subtitle}
      actions={
        status.data ? (
          <p className="text-xs text-slate-400">{text.updatedAt(timeOfDay.format(now))}</p>
        ) : null
      }
    >
      {status.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {status.isError ? <Notice tone="error">{status.error.message}</Notice> : null}
      {status.data ? (
        <>
          <Panel title={text.consumers}>
            <Figures
              label={text.consumers}
              rows={status.data.consumers}
              fields={CONSUMER_FIELDS}
              rowId={(c) => `${c.consumer}/${c.source}`}
              now={now}
            />
          </Panel>
          <Panel title={text.jobs}>
            <Figures
              label={text.jobs}
              rows={[...status.data.jobs].sort((a, b) => a.name.localeCompare(b.name))}
              fields={JOB_FIELDS}
              rowId={(job) => job.name}
              now={now}
            />
          </Panel>
        </>
      ) : null}
    </Page>
  );
}
