import { type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { strings } from '../../strings';
import { playersStrings } from './strings';

const s = playersStrings;

/** Label and value pairs, as the overview and a round's detail show them. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="break-words text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A tab's query while it loads or when it failed; nothing once it has data. */
export function Loading({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
}) {
  if (query.isError) return <Notice tone="error">{query.error?.message}</Notice>;
  return query.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null;
}

/** Previous and next page of a tab's list. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-400">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </Button>
      <span>{s.pageOf(page)}</span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {s.next}
      </Button>
    </div>
  );
}
