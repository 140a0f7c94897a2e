import type { PlayerLedgerEntry } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { formatDateTime } from '../../lib/format';
import { playersStrings } from './strings';
import { playerTransactionsQuery } from './api';
import { labelOf } from '../../lib/labels';
import { Loading, Pager } from './tab-parts';

const s = playersStrings;

const ledgerColumn = createColumnHelper<PlayerLedgerEntry>();
const ledgerColumns = [
  ledgerColumn.display({
    id: 'at',
    header: s.transactions.when,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  }),
  ledgerColumn.display({
    id: 'operation',
    header: s.transactions.operation,
    cell: ({ row }) =>
      row.original.operationKind === row.original.transferKind
        ? labelOf(playersStrings.labels.transferKinds, row.original.operationKind)
        : `${labelOf(playersStrings.labels.transferKinds, row.original.operationKind)} · ${labelOf(playersStrings.labels.transferKinds, row.original.transferKind)}`,
  }),
  ledgerColumn.display({
    id: 'account',
    header: s.transactions.account,
    cell: ({ row }) => labelOf(playersStrings.labels.accountKinds, row.original.accountKind),
  }),
  ledgerColumn.display({
    id: 'amount',
    header: s.transactions.amount,
    cell: ({ row }) => (
      <span
        className={`whitespace-nowrap font-semibold ${row.original.amount.startsWith('-') ? 'text-rose-300' : 'text-accent-400'}`}
      >{`${row.original.amount} ${row.original.currency}`}</span>
    ),
  }),
  ledgerColumn.display({
    id: 'reference',
    header: s.transactions.reference,
    cell: ({ row }) => (
      <span className="break-all font-mono text-xs text-slate-400">
        {row.original.reference ?? '—'}
      </span>
    ),
  }),
];

export function TransactionsTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const entries = useQuery({
    ...playerTransactionsQuery(playerId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-3">
      <Loading query={entries} />
      {entries.data ? (
        <>
          <DataTable
            label={s.tabs.transactions}
            rows={entries.data.entries}
            columns={ledgerColumns}
            rowId={(row) => `${row.transferId}-${row.accountKind}`}
          />
          <Pager page={page} hasMore={entries.data.hasMore} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
