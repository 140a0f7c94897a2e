import type { PlayerDocument } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/ui/data-table';
import { formatBytes, formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { playerDocumentsQuery } from './api';
import { Loading } from './tab-parts';

const s = playersStrings;

const documentColumn = createColumnHelper<PlayerDocument>();
const documentColumns = [
  documentColumn.display({
    id: 'type',
    header: s.documents.type,
    cell: ({ row }) => strings.labels.documentTypes[row.original.type] ?? row.original.type,
  }),
  documentColumn.display({
    id: 'file',
    header: s.documents.file,
    cell: ({ row }) => `${row.original.fileName} (${formatBytes(row.original.sizeBytes)})`,
  }),
  documentColumn.display({
    id: 'uploaded',
    header: s.documents.uploaded,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.uploadedAt)}</span>
    ),
  }),
  documentColumn.display({
    id: 'status',
    header: s.documents.status,
    cell: ({ row }) => row.original.status,
  }),
  documentColumn.display({
    id: 'reason',
    header: s.documents.reason,
    cell: ({ row }) => row.original.reason ?? '—',
  }),
];

export function DocumentsTab({ playerId }: { playerId: string }) {
  const documents = useQuery(playerDocumentsQuery(playerId));
  return (
    <div className="flex flex-col gap-3">
      <Loading query={documents} />
      {documents.data ? (
        <DataTable
          label={s.tabs.documents}
          rows={documents.data.documents}
          columns={documentColumns}
          rowId={(row) => row.id}
        />
      ) : null}
    </div>
  );
}
