import { WITHDRAWAL_STATUSES, type QueuedWithdrawal } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { DecisionButtons } from '../../components/ui/decision-buttons';
import { DownloadButton } from '../../components/ui/download-button';
import { Notice, TextArea } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { StatusFilter } from '../../components/ui/status-filter';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { paymentsStrings } from './strings';
import { meQuery } from '../../lib/me';
import { decideWithdrawal, withdrawalsQuery } from './api';
import { labelOf } from '../../lib/labels';

/** A withdrawal waiting for the second of its two approvals. */
const isAwaitingSecond = (row: QueuedWithdrawal) =>
  row.status === 'pending_approval' && row.firstApprovedBy !== null;

const column = createColumnHelper<QueuedWithdrawal>();
const columns = [
  column.display({
    id: 'requestedAt',
    header: paymentsStrings.withdrawals.requested,
    cell: ({ row }) => formatDateTime(row.original.requestedAt),
  }),
  column.display({
    id: 'playerId',
    header: paymentsStrings.withdrawals.player,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  column.display({
    id: 'method',
    header: paymentsStrings.withdrawals.method,
    cell: ({ row }) => labelOf(paymentsStrings.paymentMethods, row.original.method),
  }),
  column.display({
    id: 'amount',
    header: paymentsStrings.withdrawals.amount,
    cell: ({ row }) => (
      <span className="font-semibold text-white">{`${row.original.amount} ${row.original.currency}`}</span>
    ),
  }),
  column.display({
    id: 'fee',
    header: paymentsStrings.withdrawals.fee,
    cell: ({ row }) => row.original.fee,
  }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) =>
      isAwaitingSecond(row.original) ? (
        <span className="font-semibold text-amber-300">
          {paymentsStrings.withdrawals.needsSecondApproval}
        </span>
      ) : (
        labelOf(paymentsStrings.withdrawals.statuses, row.original.status)
      ),
  }),
];

/**
 * The payments desk's queue: pick a withdrawal, note why, approve or reject. Above the four-eyes
 * amount a first approval leaves it waiting for a second operator's.
 */
export function WithdrawalQueue() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending_approval');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const withdrawals = useQuery(withdrawalsQuery(status));
  const me = useQuery(meQuery());
  const selected = withdrawals.data?.find((row) => row.trans_id === selectedId) ?? null;
  const isOwnFirstApproval =
    selected !== null && me.data !== undefined && selected.firstApprovedBy === me.data.username;

  const decision = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      decideWithdrawal(id, verdict, note.trim()),
    onSuccess: async (decided, { verdict }) => {
      setOutcome({
        tone: 'success',
        text:
          verdict === 'reject'
            ? paymentsStrings.withdrawals.rejected
            : isAwaitingSecond(decided)
              ? paymentsStrings.withdrawals.firstApproved
              : paymentsStrings.withdrawals.approved,
      });
      setSelectedId(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.withdrawalsAll });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });

  return (
    <Page
      title={paymentsStrings.withdrawals.title}
      subtitle={paymentsStrings.withdrawals.subtitle}
      actions={
        <div className="flex flex-wrap items-start gap-3">
          <StatusFilter
            statuses={WITHDRAWAL_STATUSES}
            labels={paymentsStrings.withdrawals.statuses}
            value={status}
            onChange={(next) => (setStatus(next), setSelectedId(null))}
          />
          <DownloadButton
            path={`/admin/withdrawals.csv?status=${status}`}
            fallbackName="withdrawals.csv"
          />
        </div>
      }
    >
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {withdrawals.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {withdrawals.isError ? <Notice tone="error">{withdrawals.error.message}</Notice> : null}
          {withdrawals.data ? (
            <DataTable
              label={paymentsStrings.withdrawals.title}
              rows={withdrawals.data}
              columns={columns}
              rowId={(row) => row.trans_id}
              selectedId={selectedId}
              onSelect={(row) => (setSelectedId(row.trans_id), setOutcome(null))}
            />
          ) : null}
        </div>
        <Panel>
          {selected ? (
            <div className="flex flex-col gap-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-400">{paymentsStrings.withdrawals.amount}</dt>
                <dd className="font-semibold text-white">
                  {selected.amount} {selected.currency}
                </dd>
                <dt className="text-slate-400">{paymentsStrings.withdrawals.fee}</dt>
                <dd>{selected.fee}</dd>
                <dt className="text-slate-400">{paymentsStrings.withdrawals.player}</dt>
                <dd>
                  <PlayerName username={selected.playerUsername} id={selected.playerId} />
                </dd>
                <dt className="text-slate-400">{paymentsStrings.withdrawals.method}</dt>
                <dd>{selected.method}</dd>
                <dt className="text-slate-400">{paymentsStrings.withdrawals.address}</dt>
                <dd className="break-all font-mono text-xs">{selected.address ?? '—'}</dd>
                <dt className="text-slate-400">{paymentsStrings.withdrawals.requested}</dt>
                <dd>{formatDateTime(selected.requestedAt)}</dd>
                {selected.needsTwoApprovals ? (
                  <>
                    <dt className="text-slate-400">{paymentsStrings.withdrawals.twoApprovals}</dt>
                    <dd data-testid="approvals">
                      {selected.firstApprovedBy && selected.firstApprovedAt
                        ? paymentsStrings.withdrawals.firstApprovedBy(
                            selected.firstApprovedBy,
                            formatDateTime(selected.firstApprovedAt),
                          )
                        : paymentsStrings.withdrawals.twoApprovalsNeeded}
                    </dd>
                  </>
                ) : null}
              </dl>
              {selected.status === 'pending_approval' ? (
                <>
                  {isOwnFirstApproval ? (
                    <Notice tone="info">{paymentsStrings.withdrawals.yourFirstApproval}</Notice>
                  ) : null}
                  <TextArea
                    label={paymentsStrings.withdrawals.note}
                    placeholder={paymentsStrings.withdrawals.notePlaceholder}
                    maxLength={500}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                  <DecisionButtons
                    isPending={decision.isPending}
                    isApproveBarred={isOwnFirstApproval}
                    onApprove={() => decision.mutate({ id: selected.trans_id, verdict: 'approve' })}
                    onReject={() => decision.mutate({ id: selected.trans_id, verdict: 'reject' })}
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
