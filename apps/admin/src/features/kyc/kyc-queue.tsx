import { DOCUMENT_STATUSES } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { DecisionButtons } from '../../components/ui/decision-buttons';
import { Notice, TextArea } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { StatusFilter } from '../../components/ui/status-filter';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatBytes, formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { kycStrings } from './strings';
import { documentsQuery, reviewDocument, type QueuedDocument } from './api';
import { DocumentViewer } from './document-viewer';

const column = createColumnHelper<QueuedDocument>();
const columns = [
  column.display({
    id: 'uploadedAt',
    header: kycStrings.uploaded,
    cell: ({ row }) => formatDateTime(row.original.uploadedAt),
  }),
  column.display({
    id: 'playerId',
    header: kycStrings.player,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  column.display({
    id: 'type',
    header: kycStrings.type,
    cell: ({ row }) => strings.labels.documentTypes[row.original.type] ?? row.original.type,
  }),
  column.display({
    id: 'fileName',
    header: kycStrings.file,
    cell: ({ row }) => <span className="block max-w-48 truncate">{row.original.fileName}</span>,
  }),
  column.display({
    id: 'sizeBytes',
    header: kycStrings.size,
    cell: ({ row }) => formatBytes(row.original.sizeBytes),
  }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) => kycStrings.statuses[row.original.status] ?? row.original.status,
  }),
];

/** Compliance's queue: look at the document, approve it, or reject it with a reason the player reads. */
export function KycQueue() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const documents = useQuery(documentsQuery(status));
  const selected = documents.data?.find((row) => row.id === selectedId) ?? null;

  const review = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approved' | 'rejected' }) =>
      reviewDocument(id, verdict, reason.trim()),
    onSuccess: async (_data, { verdict }) => {
      setOutcome({
        tone: 'success',
        text: verdict === 'approved' ? kycStrings.approved : kycStrings.rejected,
      });
      setSelectedId(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.documentsAll });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });

  const handleReject = (id: string) => {
    if (reason.trim().length === 0) return setReasonError(kycStrings.reasonRequired);
    setReasonError(null);
    review.mutate({ id, verdict: 'rejected' });
  };

  return (
    <Page
      title={kycStrings.title}
      subtitle={kycStrings.subtitle}
      actions={
        <StatusFilter
          statuses={DOCUMENT_STATUSES}
          labels={kycStrings.statuses}
          value={status}
          onChange={(next) => (setStatus(next), setSelectedId(null))}
        />
      }
    >
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_480px]">
        <div>
          {documents.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {documents.isError ? <Notice tone="error">{documents.error.message}</Notice> : null}
          {documents.data ? (
            <DataTable
              label={kycStrings.title}
              rows={documents.data}
              columns={columns}
              rowId={(row) => row.id}
              selectedId={selectedId}
              onSelect={(row) => (setSelectedId(row.id), setOutcome(null), setReasonError(null))}
            />
          ) : null}
        </div>
        <Panel>
          {selected ? (
            <div className="flex flex-col gap-4">
              <DocumentViewer document={selected} />
              {selected.reason ? <Notice tone="info">{selected.reason}</Notice> : null}
              {selected.status === 'pending' ? (
                <>
                  <TextArea
                    label={kycStrings.reason}
                    placeholder={kycStrings.reasonPlaceholder}
                    maxLength={500}
                    value={reason}
                    error={reasonError}
                    onChange={(event) => (setReason(event.target.value), setReasonError(null))}
                  />
                  <DecisionButtons
                    isPending={review.isPending}
                    onApprove={() => review.mutate({ id: selected.id, verdict: 'approved' })}
                    onReject={() => handleReject(selected.id)}
                  />
                </>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-400">{strings.common.selectHint}</p>
          )}
        </Panel>
      </div>
    </Page>
  );
}
