import { SUPPORT_REPLY_MAX, type SupportTicket } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea } from '../../components/ui/field';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { answerTicket, assignTicket, setTicketStatus, ticketQuery } from './contact-api';
import { supportStrings } from './strings';
import { ReplyActions } from './reply-actions';

const s = supportStrings.contact;
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** One message: what was written (as text, never markup), who sent it, the answers, and what the operator can do. */
export function TicketView({
  id,
  canReadPlayers,
  onOutcome,
}: {
  id: string;
  canReadPlayers: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const ticket = useQuery(ticketQuery(id));
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const refresh = async (updated: SupportTicket) => {
    queryClient.setQueryData(queryKeys.tickets.one(id), updated);
    await queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
  };
  const action = useMutation({
    mutationFn: async (kind: 'assign' | 'answer' | 'close' | 'reopen') => {
      if (kind === 'assign') return { kind, ticket: await assignTicket(id) };
      if (kind === 'answer') return { kind, ticket: await answerTicket(id, answer.trim()) };
      return { kind, ticket: await setTicketStatus(id, kind === 'close' ? 'closed' : 'open') };
    },
    onSuccess: async ({ kind, ticket: updated }) => {
      const texts = {
        assign: s.taken,
        answer: s.sent(updated.email),
        close: s.closed,
        reopen: s.reopened,
      };
      onOutcome({ tone: 'success', text: texts[kind] });
      if (kind === 'answer') setAnswer('');
      await refresh(updated);
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });

  if (ticket.isPending) return <p className="text-slate-400">{strings.common.loading}</p>;
  if (ticket.isError) return <Notice tone="error">{ticket.error.message}</Notice>;
  const t = ticket.data;
  const handleAnswer = () => {
    if (answer.trim().length === 0) return setAnswerError(s.required);
    setAnswerError(null);
    action.mutate('answer');
  };
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{s.from}</dt>
        <dd>
          <span className="font-medium text-white">{t.name}</span>{' '}
          <span className="break-all text-slate-400">&lt;{t.email}&gt;</span>
        </dd>
        <dt className="text-slate-400">{s.player}</dt>
        <dd>
          {t.player ? (
            canReadPlayers ? (
              <PlayerName username={t.player.username} id={t.player.id} />
            ) : (
              t.player.username
            )
          ) : (
            s.visitor
          )}
        </dd>
        <dt className="text-slate-400">{s.received}</dt>
        <dd>{formatDateTime(t.createdAt)}</dd>
        <dt className="text-slate-400">{s.language}</dt>
        <dd className="uppercase">{t.language}</dd>
        <dt className="text-slate-400">{strings.common.status}</dt>
        <dd>{s.statuses[t.status]}</dd>
        <dt className="text-slate-400">{s.owner}</dt>
        <dd>{t.assignedTo?.username ?? s.nobody}</dd>
      </dl>
      <section aria-label={s.message}>
        <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {s.message}
        </h3>
        {/* Text only: whatever the sender typed, markup included, shows as typed and never runs. */}
        <p className="whitespace-pre-wrap break-words rounded-lg border border-ink-700 bg-ink-950 p-3 text-sm text-slate-100">
          {t.message}
        </p>
      </section>
      {t.replies.length > 0 ? (
        <section aria-label={s.replies} className="flex flex-col gap-2">
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-400">
            {s.replies}
          </h3>
          {t.replies.map((reply) => (
            <div key={reply.id} className="rounded-lg border border-ink-700 p-3">
              <p className="mb-1 text-xs text-slate-400">
                {s.answeredBy(reply.operator, formatDateTime(reply.createdAt))}
              </p>
              <p className="whitespace-pre-wrap break-words text-sm text-slate-100">{reply.body}</p>
            </div>
          ))}
        </section>
      ) : null}
      {t.status !== 'closed' ? (
        <>
          <TextArea
            label={s.answer}
            placeholder={s.answerPlaceholder}
            rows={5}
            maxLength={SUPPORT_REPLY_MAX}
            value={answer}
            error={answerError}
            onChange={(event) => (setAnswer(event.target.value), setAnswerError(null))}
          />
          <ReplyActions
            isPending={action.isPending}
            isAssigned={t.assignedTo !== null}
            onSend={handleAnswer}
            onAssign={() => action.mutate('assign')}
            onClose={() => action.mutate('close')}
            labels={s}
          />
        </>
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() => action.mutate('reopen')}
          >
            {s.reopen}
          </Button>
        </div>
      )}
    </div>
  );
}
