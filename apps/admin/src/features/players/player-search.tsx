import type { PlayerSummary } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { playerSearchQuery } from './api';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<PlayerSummary>();
const columns = [
  column.display({
    id: 'player',
    header: playersStrings.username,
    cell: ({ row }) => <PlayerName username={row.original.username} id={row.original.id} />,
  }),
  column.display({
    id: 'email',
    header: playersStrings.email,
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.email}</span>,
  }),
  column.display({
    id: 'name',
    header: playersStrings.name,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {`${row.original.firstName} ${row.original.lastName}`.trim() || '—'}
      </span>
    ),
  }),
  column.display({
    id: 'country',
    header: playersStrings.country,
    cell: ({ row }) => row.original.country,
  }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'registered',
    header: playersStrings.registered,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.registeredAt)}</span>
    ),
  }),
];

/** Search by username, email, id or name; the query and page live in the address, so a result can be shared and returned to. */
export function PlayerSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState(text);
  const results = useQuery({ ...playerSearchQuery(text, page), placeholderData: keepPreviousData });

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };
  const goTo = (next: number) =>
    setParams({ ...(text ? { query: text } : {}), page: String(next) });

  return (
    <Page title={playersStrings.title} subtitle={playersStrings.subtitle}>
      <form role="search" onSubmit={handleSearch} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label={playersStrings.search}
            placeholder={playersStrings.searchPlaceholder}
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{playersStrings.searchButton}</Button>
      </form>
      {results.isError ? <Notice tone="error">{results.error.message}</Notice> : null}
      {results.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {results.data ? (
        <>
          <DataTable
            label={playersStrings.title}
            rows={results.data.players}
            columns={columns}
            rowId={(row) => row.id}
            onSelect={(row) => void navigate(`/players/${row.id}`)}
          />
          <nav
            aria-label={playersStrings.pageOf(page)}
            className="flex items-center gap-3 text-sm text-slate-400"
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {playersStrings.previous}
            </Button>
            <span>{playersStrings.pageOf(page)}</span>
            <Button
              variant="secondary"
              disabled={!results.data.hasMore}
              onClick={() => goTo(page + 1)}
            >
              {playersStrings.next}
            </Button>
          </nav>
        </>
      ) : null}
    </Page>
  );
}
