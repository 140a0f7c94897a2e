import { ADJUSTMENT_STATUSES, type PlayerOverview } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { StatusFilter } from '../../components/ui/status-filter';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { adjustmentsQuery, decideAdjustment, playerAdjustmentsQuery, useCan } from './api';
import { AdjustForm } from './adjust-form';
import { playerColumns, queueColumns } from './adjustment-columns';
import { AdjustmentDecision } from './adjustment-decision';

const a = playersStrings.adjust;

/** The card's adjustments: the form for who may adjust, and the player's adjustments so far. */
export function AdjustmentsTab({ player }: { player: PlayerOverview }) {
  const canAdjust = useCan('players.adjust_balance');
  const history = useQuery(playerAdjustmentsQuery(player.id));
  return (
    <div className={`grid gap-4 ${canAdjust ? 'lg:grid-cols-[minmax(0,1fr)_360px]' : ''}`}>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
          {a.history}
        </h2>
        {history.isError ? <Notice tone="error">{history.error.message}</Notice> : null}
        {history.data ? (
          <DataTable
            label={a.history}
            rows={history.data}
            columns={playerColumns}
            rowId={(row) => row.id}
          />
        ) : null}
      </div>
      {canAdjust ? <AdjustForm player={player} /> : null}
    </div>
  );
}
/** Adjustments waiting for a second operator (four-eyes): a different operator approves or rejects each. */
export function AdjustmentQueue() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const adjustments = useQuery(adjustmentsQuery(status));
  const selected = adjustments.data?.find((row) => row.id === selectedId) ?? null;
  const me = queryClient.getQueryData<{ username: string }>(queryKeys.me)?.username;

  const decision = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      decideAdjustment(id, verdict, note.trim()),
    onSuccess: async (_data, { verdict }) => {
      setOutcome({
        tone: 'success',
        text:
          verdict === 'approve'
            ? playersStrings.adjustmentQueue.approved
            : playersStrings.adjustmentQueue.rejected,
      });
      setSelectedId(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.adjustmentsAll });
      await queryClient.invalidateQueries({ queryKey: queryKeys.playersAll });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });

  return (
    <Page
      title={playersStrings.adjustmentQueue.title}
      subtitle={playersStrings.adjustmentQueue.subtitle}
      actions={
        <StatusFilter
          statuses={ADJUSTMENT_STATUSES}
          labels={a.statuses}
          value={status}
          onChange={(next) => (setStatus(next), setSelectedId(null))}
        />
      }
    >
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {adjustments.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {adjustments.isError ? <Notice tone="error">{adjustments.error.message}</Notice> : null}
          {adjustments.data ? (
            <DataTable
              label={playersStrings.adjustmentQueue.title}
              rows={adjustments.data}
              columns={queueColumns}
              rowId={(row) => row.id}
              selectedId={selectedId}
              onSelect={(row) => (setSelectedId(row.id), setOutcome(null))}
            />
          ) : null}
        </div>
        <Panel>
          {selected ? (
            <AdjustmentDecision
              selected={selected}
              me={me}
              note={note}
              onNote={setNote}
              isPending={decision.isPending}
              onDecide={(verdict) => decision.mutate({ id: selected.id, verdict })}
            />
          ) : (
            <p className="text-sm text-slate-400">{strings.common.selectHint}</p>
          )}
        </Panel>
      </div>
    </Page>
  );
}
