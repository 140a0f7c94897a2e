import type { AdminSportEventDetail } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { decideResult, resultEvent, sportResultQuery } from './api';
import { ResultDialog } from './result-dialog';
import { sportsStrings } from './strings';

const r = sportsStrings.result;

/**
 * The event page's manual result: result by hand when the feed failed, resettle a settled event, and a result
 * held for a second operator, whom it offers approve and reject (the API refuses the requester's own approval).
 */
export function ResultPanel({ event }: { event: AdminSportEventDetail }) {
  const queryClient = useQueryClient();
  const canManage = useCan('sports.manage');
  const state = useQuery(sportResultQuery(event.id));
  const [asking, setAsking] = useState<'result' | 'resettle' | null>(null);
  const refresh = async () => queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
  const submit = useMutation({
    mutationFn: (input: { home: number; away: number; reason: string }) =>
      resultEvent(event.id, asking ?? 'result', input),
    onSuccess: async (outcome) => {
      queryClient.setQueryData(queryKeys.sports.event(event.id), outcome.event);
      setAsking(null);
      await refresh();
    },
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      decideResult(id, decision),
    onSuccess: async (outcome) => {
      queryClient.setQueryData(queryKeys.sports.event(event.id), outcome.event);
      await refresh();
    },
  });
  const data = state.data;
  if (!data) return state.isError ? <Notice tone="error">{messageOf(state.error)}</Notice> : null;
  const pending = data.pending;
  if (!canManage && !pending && !data.isManual) return null;
  const approvalNote = data.needsApproval
    ? r.needsApproval(data.fourEyesEur)
    : r.applies(data.fourEyesEur);
  return (
    <Panel>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold text-white">{r.title}</h3>
          <p className="text-sm text-slate-400">{r.value(data.valueEur)}</p>
          {data.isManual ? <p className="text-sm text-amber-300">{r.manual}</p> : null}
        </div>
        {canManage && !pending ? (
          <div className="flex flex-wrap gap-2">
            {data.canResult ? (
              <Button variant="danger" onClick={() => setAsking('result')}>
                {r.resultByHand}
              </Button>
            ) : null}
            {data.canResettle ? (
              <Button variant="secondary" onClick={() => setAsking('resettle')}>
                {r.resettle}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {pending ? (
        <div className="mt-3 flex flex-col gap-2">
          <Notice tone="info">
            {r.pending(pending.title ?? '', pending.requestedBy, pending.reason)}
          </Notice>
          {canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: pending.id, decision: 'approve' })}
              >
                {r.approve}
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: pending.id, decision: 'reject' })}
              >
                {r.reject}
              </Button>
            </div>
          ) : null}
          {decide.isError ? <Notice tone="error">{messageOf(decide.error)}</Notice> : null}
        </div>
      ) : null}
      {submit.data?.approval && !asking ? (
        <div className="mt-3">
          <Notice tone="info">{r.held}</Notice>
        </div>
      ) : null}
      {asking ? (
        <ResultDialog
          action={asking}
          home={event.home}
          away={event.away}
          approvalNote={approvalNote}
          isPending={submit.isPending}
          error={submit.isError ? submit.error : null}
          onConfirm={(input) => submit.mutate(input)}
          onCancel={() => {
            submit.reset();
            setAsking(null);
          }}
        />
      ) : null}
    </Panel>
  );
}
