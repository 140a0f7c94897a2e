import type { GrantApproval, GrantApprovals } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { DecisionButtons } from './decision-buttons';
import { Notice, TextArea } from './field';
import { Panel } from './page';

const a = strings.grantApprovals;

/**
 * Grants held for a second operator (decision 019) where the operator acts: a bonus grant, a CP
 * adjustment or a race's cash prizes above the four-eyes amount. Each shows what it gives and who
 * asked; another operator approves it (the requester's own approval is barred, as for
 * withdrawals and adjustments) or either rejects it. Nothing shows while none waits.
 */
export function GrantApprovalsPanel({
  queryKey,
  load,
  decide,
  describe,
  onDecided,
}: {
  queryKey: QueryKey;
  load: () => Promise<GrantApprovals>;
  decide: (id: string, decision: 'approve' | 'reject', note: string) => Promise<unknown>;
  describe: (approval: GrantApproval) => string;
  onDecided?: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey, queryFn: load, staleTime: 5_000 });
  const me = queryClient.getQueryData<{ username: string }>(queryKeys.me)?.username;
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const decision = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      decide(id, verdict, (notes[id] ?? '').trim()),
    onSuccess: async (_data, { verdict }) => {
      setOutcome({ tone: 'success', text: verdict === 'approve' ? a.approved : a.rejected });
      await queryClient.invalidateQueries({ queryKey });
      await onDecided?.();
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });
  const approvals = pending.data?.approvals ?? [];
  if (approvals.length === 0 && !outcome) return null;
  return (
    <Panel title={a.title(approvals.length)}>
      <div className="flex flex-col gap-3">
        {pending.data ? (
          <p className="text-xs text-slate-400">{a.help(pending.data.fourEyesEur)}</p>
        ) : null}
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <ul className="flex flex-col gap-3" aria-label={a.list}>
          {approvals.map((approval) => {
            const isOwn = approval.requestedBy === me;
            return (
              <li
                key={approval.id}
                className="flex flex-col gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3"
                aria-label={describe(approval)}
              >
                <p className="font-semibold text-white">{describe(approval)}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-400">{a.value}</dt>
                  <dd className="tabular-nums text-white">{`${approval.valueEur} EUR`}</dd>
                  <dt className="text-slate-400">{a.requestedBy}</dt>
                  <dd>{`${approval.requestedBy}, ${formatDateTime(approval.requestedAt)}`}</dd>
                  <dt className="text-slate-400">{a.reason}</dt>
                  <dd className="break-words">{approval.reason}</dd>
                </dl>
                {isOwn ? <Notice tone="info">{a.ownRequest}</Notice> : null}
                <TextArea
                  label={a.note}
                  maxLength={500}
                  value={notes[approval.id] ?? ''}
                  onChange={(event) => setNotes({ ...notes, [approval.id]: event.target.value })}
                />
                <DecisionButtons
                  isPending={decision.isPending}
                  isApproveBarred={isOwn}
                  onApprove={() => decision.mutate({ id: approval.id, verdict: 'approve' })}
                  onReject={() => decision.mutate({ id: approval.id, verdict: 'reject' })}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </Panel>
  );
}
