import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { strings } from '../../strings';

/**
 * The back office's grid (TanStack Table): headless, so it takes the app's own styles; rows can be
 * selected for the detail panel beside the grid.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowId,
  selectedId,
  onSelect,
  label,
}: {
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  selectedId?: string | null;
  onSelect?: (row: Row) => void;
  label: string;
}) {
  // TanStack Table's instance is mutable by design; the React compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-700">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-ink-800 text-xs uppercase tracking-wide text-slate-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-400">
                {strings.common.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => {
              const isSelected = row.id === selectedId;
              return (
                <tr
                  key={row.id}
                  aria-selected={onSelect ? isSelected : undefined}
                  tabIndex={onSelect ? 0 : undefined}
                  onClick={onSelect ? () => onSelect(row.original) : undefined}
                  onKeyDown={
                    onSelect
                      ? (event) =>
                          (event.key === 'Enter' || event.key === ' ') && onSelect(row.original)
                      : undefined
                  }
                  className={`border-t border-ink-800 ${onSelect ? 'cursor-pointer hover:bg-ink-800/60' : ''} ${isSelected ? 'bg-ink-800' : ''}`}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top text-slate-200">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
