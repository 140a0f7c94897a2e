import type { AuditEntryView } from '@orca/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { auditStrings } from './strings';
import { auditQuery } from './api';

const FILTERS = ['actor', 'action', 'target_kind', 'target_id', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { actor: '', action: '', target_kind: '', target_id: '', from: '', to: '' };

const compact = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

const column = createColumnHelper<AuditEntryView>();
const columns = [
  column.display({
    id: 'at',
    header: auditStrings.when,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  }),
  column.display({
    id: 'who',
    header: auditStrings.who,
    cell: ({ row }) =>
      row.original.actorName ?? `${row.original.actorKind} #${row.original.actorId}`,
  }),
  column.display({
    id: 'action',
    header: auditStrings.what,
    cell: ({ row }) => <span className="font-mono text-accent-400">{row.original.action}</span>,
  }),
  column.display({
    id: 'target',
    header: auditStrings.target,
    cell: ({ row }) => (
      <span
        className="block max-w-56 truncate font-mono text-xs"
        title={`${row.original.targetKind} ${row.original.targetId}`}
      >{`${row.original.targetKind} ${row.original.targetId}`}</span>
    ),
  }),
  column.display({
    id: 'change',
    header: auditStrings.change,
    cell: ({ row }) => (
      <span className="block max-w-md break-all font-mono text-xs text-slate-300">{`${compact(row.original.before)} → ${compact(row.original.after)}`}</span>
    ),
  }),
  column.display({
    id: 'ip',
    header: auditStrings.where,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip ?? '—'}</span>,
  }),
];

/** Dates from the form (local days) as the API's instants: from the start of the first day to the end of the last. */
function toQuery(filters: Filters): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of FILTERS) {
    const value = filters[key].trim();
    if (!value) continue;
    if (key === 'from') result.from = new Date(`${value}T00:00:00`).toISOString();
    else if (key === 'to') result.to = new Date(`${value}T23:59:59.999`).toISOString();
    else result[key] = value;
  }
  return result;
}

/** Searching the append-only audit log: who did what to what, before and after, when, from where. */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const entries = useInfiniteQuery(auditQuery(filters));
  const rows = entries.data?.pages.flat() ?? [];

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters(toQuery(draft));
  };
  const field = (key: (typeof FILTERS)[number], label: string, type = 'text') => (
    <TextField
      label={label}
      name={key}
      type={type}
      maxLength={128}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  return (
    <Page title={auditStrings.title} subtitle={auditStrings.subtitle}>
      <form role="search" onSubmit={handleSearch} className="grid grid-cols-6 items-end gap-3">
        {field('actor', auditStrings.actor)}
        {field('action', auditStrings.action)}
        {field('target_kind', auditStrings.targetKind)}
        {field('target_id', auditStrings.targetId)}
        {field('from', auditStrings.from, 'date')}
        {field('to', auditStrings.to, 'date')}
        <div className="col-span-6 flex gap-2">
          <Button type="submit">{auditStrings.search}</Button>
          <Button variant="ghost" onClick={() => (setDraft(EMPTY), setFilters({}))}>
            {auditStrings.clear}
          </Button>
        </div>
      </form>
      {entries.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {entries.isError ? <Notice tone="error">{entries.error.message}</Notice> : null}
      {entries.data ? (
        <DataTable
          label={auditStrings.title}
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
        />
      ) : null}
      {entries.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {strings.common.loadOlder}
        </Button>
      ) : null}
    </Page>
  );
}
