import {
  SUPPORT_REPLY_MAX,
  SUPPORT_TICKET_STATUSES,
  type SupportTicket,
  type SupportTicketSummary,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import {
  answerTicket,
  assignTicket,
  setTicketStatus,
  ticketQuery,
  ticketsQuery,
  TICKETS_PAGE_SIZE,
} from './contact-api';
import { supportStrings } from './strings';
import { queryKeys } from '../../lib/query-keys';

const s = supportStrings.contact;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The sender as a player link when they were logged in (one click to the card), else their name. */
function Sender({
  ticket,
  canReadPlayers,
}: {
  ticket: SupportTicketSummary;
  canReadPlayers: boolean;
}) {
  return (
    <div className="flex min-w-44 flex-col">
      <span className="font-medium text-white">{ticket.name}</span>
      <span className="break-all text-xs text-slate-400">{ticket.email}</span>
      {ticket.player ? (
        canReadPlayers ? (
          <PlayerName username={ticket.player.username} id={ticket.player.id} />
        ) : (
          <span className="text-xs">{ticket.player.username}</span>
        )
      ) : null}
    </div>
  );
}

/** One message: what was written (as text, never markup), who sent it, the answers, and what the operator can do. */
function TicketView({
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
          <div className="flex flex-wrap gap-2">
            <Button disabled={action.isPending} onClick={handleAnswer}>
              {s.send}
            </Button>
            {t.assignedTo === null ? (
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => action.mutate('assign')}
              >
                {s.assignToMe}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              disabled={action.isPending}
              onClick={() => action.mutate('close')}
            >
              {s.close}
            </Button>
          </div>
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

/** The contact inbox: messages by status, searched and filtered by owner, with the chosen one beside the list. */
export function ContactMessagesTab() {
  const canReadPlayers = useCan('players.read');
  const [status, setStatus] = useState<string>('open');
  const [q, setQ] = useState('');
  const [assigned, setAssigned] = useState('anyone');
  const [offset, setOffset] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const tickets = useQuery(ticketsQuery({ status, q: q.trim(), assigned, offset }));

  const columns = useMemo<ColumnDef<SupportTicketSummary, unknown>[]>(
    () => [
      {
        id: 'from',
        header: s.from,
        cell: ({ row }) => <Sender ticket={row.original} canReadPlayers={canReadPlayers} />,
      },
      {
        id: 'preview',
        header: s.preview,
        cell: ({ row }) => <span className="line-clamp-2 break-words">{row.original.preview}</span>,
      },
      { id: 'owner', header: s.owner, cell: ({ row }) => row.original.assignedTo?.username ?? '—' },
      {
        id: 'received',
        header: s.received,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
        ),
      },
    ],
    [canReadPlayers],
  );
  const counts = tickets.data?.counts;
  const total = tickets.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="flex flex-wrap gap-1" role="group" aria-label={strings.common.status}>
          {SUPPORT_TICKET_STATUSES.map((value) => (
            <Button
              key={value}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => (setStatus(value), setOffset(0), setSelectedId(null))}
            >
              {s.countOf(s.statuses[value] ?? value, counts?.[value] ?? 0)}
            </Button>
          ))}
        </div>
        <div className="min-w-56 flex-1">
          <TextField
            label={s.search}
            placeholder={s.searchPlaceholder}
            maxLength={100}
            value={q}
            onChange={(event) => (setQ(event.target.value), setOffset(0))}
          />
        </div>
        <SelectField
          label={s.assigned}
          options={s.assignedOptions}
          value={assigned}
          onChange={(event) => (setAssigned(event.target.value), setOffset(0))}
        />
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_440px]">
        <div className="flex min-w-0 flex-col gap-2">
          {tickets.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {tickets.isError ? <Notice tone="error">{tickets.error.message}</Notice> : null}
          {tickets.data ? (
            <>
              <DataTable
                label={s.table}
                rows={tickets.data.items}
                columns={columns}
                rowId={(row) => row.id}
                selectedId={selectedId}
                onSelect={(row) => (setSelectedId(row.id), setOutcome(null))}
              />
              {total > TICKETS_PAGE_SIZE ? (
                <div className="flex items-center justify-end gap-2 text-sm text-slate-400">
                  <span>
                    {s.pageOf(offset + 1, Math.min(offset + TICKETS_PAGE_SIZE, total), total)}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - TICKETS_PAGE_SIZE))}
                  >
                    {s.previous}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={offset + TICKETS_PAGE_SIZE >= total}
                    onClick={() => setOffset(offset + TICKETS_PAGE_SIZE)}
                  >
                    {s.next}
                  </Button>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="min-w-0">
          <Panel>
            {selectedId ? (
              <TicketView
                key={selectedId}
                id={selectedId}
                canReadPlayers={canReadPlayers}
                onOutcome={setOutcome}
              />
            ) : (
              <p className="text-sm text-slate-400">{s.selectHint}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
