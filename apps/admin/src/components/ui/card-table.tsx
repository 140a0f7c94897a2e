import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from './data-table';
import { strings } from '../../strings';

/** One column of the table and one line of a row's card. */
export interface Field<Row> {
  id: string;
  header: string;
  render: (row: Row) => ReactNode;
}

/**
 * The table on wide screens; on a phone one card per row, so no figure or control hides past a
 * sideways scroll.
 */
export function CardTable<Row>({
  label,
  rows,
  fields,
  rowId,
}: {
  label: string;
  rows: Row[];
  fields: Field<Row>[];
  rowId: (row: Row) => string;
}) {
  const columns = useMemo(() => {
    const column = createColumnHelper<Row>();
    return fields.map((field) =>
      column.display({
        id: field.id,
        header: () => <span className="whitespace-nowrap">{field.header}</span>,
        cell: ({ row }) => field.render(row.original),
      }),
    );
  }, [fields]);
  return (
    <>
      <div className="hidden md:block">
        <DataTable label={label} rows={rows} columns={columns} rowId={rowId} />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={label}>
        {rows.length === 0 ? (
          <li className="rounded-lg border border-ink-700 p-3 text-center text-sm text-slate-400">
            {strings.common.empty}
          </li>
        ) : null}
        {rows.map((row) => (
          <li key={rowId(row)} className="rounded-lg border border-ink-700 bg-ink-900 p-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
              {fields.map((field) => (
                <div key={field.id} className="contents">
                  <dt className="text-xs text-slate-400">{field.header}</dt>
                  <dd className="min-w-0 text-slate-200">{field.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
