import {
  CHAT_MESSAGE_MAX,
  CHAT_STATUSES,
  type AdminChatDetail,
  type AdminChatList,
  type AdminChatSummary,
  type AdminLiveMessage,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import {
  assignChat,
  chatQuery,
  chatsQuery,
  closeChat,
  connectChatInbox,
  replyToChat,
} from './chat-api';
import { chatStrings as s } from './chat-strings';
import { queryKeys } from '../../lib/query-keys';

/** Who the operator talks to: the player (one click to the card) or the visitor's own name and email. */
function Who({ chat, canReadPlayers }: { chat: AdminChatSummary; canReadPlayers: boolean }) {
  if (chat.playerId !== null && chat.username !== null)
    return canReadPlayers ? (
      <PlayerName username={chat.username} id={chat.playerId} />
    ) : (
      <span className="font-medium text-white">{chat.username}</span>
    );
  return (
    <span className="flex flex-col">
      <span className="font-medium text-white">
        {s.visitor}
        {chat.visitorName ? ` · ${chat.visitorName}` : ''}
      </span>
      {chat.visitorEmail ? (
        <span className="text-xs text-slate-400">{chat.visitorEmail}</span>
      ) : null}
    </span>
  );
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ChatView({ id, canReadPlayers }: { id: string; canReadPlayers: boolean }) {
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery(id));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = chat.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const action = useMutation({
    mutationFn: async (kind: 'send' | 'assign' | 'close') => {
      if (kind === 'send') await replyToChat(id, draft.trim());
      else if (kind === 'assign') await assignChat(id);
      else await closeChat(id);
      return kind;
    },
    onSuccess: async (kind) => {
      if (kind === 'send') setDraft('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.chats.all });
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  if (chat.isPending) return <p className="text-slate-400">{strings.common.loading}</p>;
  if (chat.isError) return <Notice tone="error">{chat.error.message}</Notice>;
  const { conversation, messages } = chat.data;
  const send = () => {
    if (draft.trim().length === 0) return setError(s.required);
    action.mutate('send');
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Who chat={conversation} canReadPlayers={canReadPlayers} />
        <span className="text-xs text-slate-400">
          <span className="uppercase">{conversation.language}</span> · {s.owner}:{' '}
          {conversation.assignedName ?? s.nobody}
        </span>
      </div>
      <section
        aria-label={s.conversation}
        className="flex max-h-[55vh] min-h-48 flex-col gap-2 overflow-y-auto rounded-lg border border-ink-700 bg-ink-950 p-3"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${message.sender === 'operator' ? 'self-end bg-accent-600/30 text-white' : 'self-start bg-ink-800 text-slate-100'}`}
          >
            <p className="mb-0.5 text-[11px] text-slate-400">
              {message.sender === 'operator'
                ? message.operatorName
                : message.sender === 'system'
                  ? s.system
                  : (conversation.username ?? conversation.visitorName ?? s.visitor)}{' '}
              · {formatDateTime(message.createdAt)}
            </p>
            {/* Text only: what the player typed shows as typed and never runs. */}
            <p className="whitespace-pre-wrap break-words">{message.body}</p>
          </div>
        ))}
        <div ref={end} />
      </section>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {conversation.status === 'open' ? (
        <>
          <TextArea
            label={s.compose}
            placeholder={s.composePlaceholder}
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            value={draft}
            onChange={(event) => (setDraft(event.target.value), setError(null))}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={action.isPending} onClick={send}>
              {s.send}
            </Button>
            {conversation.assignedTo === null ? (
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
        <Notice tone="info">{s.closed}</Notice>
      )}
    </div>
  );
}

/** Merges a pushed conversation into a cached list: updated in place, new ones on top, gone when its status moved. */
function mergeInto(
  list: AdminChatList | undefined,
  chat: AdminChatSummary,
  status: string,
): AdminChatList | undefined {
  if (!list) return list;
  const rest = list.conversations.filter((row) => row.id !== chat.id);
  return { conversations: chat.status === status ? [chat, ...rest] : rest };
}

/** The live chat inbox: the list updates as players write, the chosen chat beside it. */
export function ChatsTab() {
  const canReadPlayers = useCan('players.read');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isLive, setIsLive] = useState(false);
  const chats = useQuery(chatsQuery(status));
  const now = useNow(10_000);

  useEffect(
    () =>
      connectChatInbox((message: AdminLiveMessage) => {
        if (message.type === 'chat.conversation') {
          for (const listed of CHAT_STATUSES)
            queryClient.setQueryData<AdminChatList>(queryKeys.chats.list(listed), (list) =>
              mergeInto(list, message.conversation, listed),
            );
          queryClient.setQueryData<AdminChatDetail>(
            queryKeys.chats.one(message.conversation.id),
            (detail) => (detail ? { ...detail, conversation: message.conversation } : detail),
          );
        }
        if (message.type === 'chat.message') {
          queryClient.setQueryData<AdminChatDetail>(
            queryKeys.chats.one(message.message.conversationId),
            (detail) =>
              detail && !detail.messages.some((m) => m.id === message.message.id)
                ? { ...detail, messages: [...detail.messages, message.message] }
                : detail,
          );
        }
      }, setIsLive),
    [queryClient],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex flex-wrap gap-1" role="group" aria-label={strings.common.status}>
          {CHAT_STATUSES.map((value) => (
            <Button
              key={value}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => (setStatus(value), setSelectedId(null))}
            >
              {s.statuses[value]}
            </Button>
          ))}
        </div>
        <span
          role="status"
          className={`flex items-center gap-2 text-sm ${isLive ? 'text-emerald-400' : 'text-amber-400'}`}
        >
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${isLive ? 'bg-emerald-400' : 'bg-amber-400'}`}
          />
          {isLive ? s.live : s.offline}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_480px]">
        <div className="flex flex-col gap-2">
          {chats.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {chats.isError ? <Notice tone="error">{chats.error.message}</Notice> : null}
          {chats.data?.conversations.length === 0 ? (
            <p className="text-sm text-slate-400">{s.empty}</p>
          ) : null}
          <ul aria-label={s.table} className="flex flex-col gap-2">
            {chats.data?.conversations.map((chat) => (
              <li key={chat.id}>
                <div
                  role="button"
                  tabIndex={0}
                  aria-pressed={selectedId === chat.id}
                  onClick={() => setSelectedId(chat.id)}
                  onKeyDown={(event) =>
                    (event.key === 'Enter' || event.key === ' ') && setSelectedId(chat.id)
                  }
                  className={`flex cursor-pointer flex-col gap-1 rounded-xl border p-3 text-sm ${selectedId === chat.id ? 'border-accent-500 bg-ink-800' : 'border-ink-700 hover:bg-ink-800/60'}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Who chat={chat} canReadPlayers={canReadPlayers} />
                    <span className="text-xs text-slate-400">
                      <span className="uppercase">{chat.language}</span> ·{' '}
                      {chat.waitingSince ? (
                        <span className="font-medium text-amber-400">{`${s.waiting} ${s.waitingFor(now - Date.parse(chat.waitingSince))}`}</span>
                      ) : (
                        s.answered
                      )}
                    </span>
                  </div>
                  <p className="line-clamp-2 break-words text-slate-300">
                    {chat.lastMessage ?? '—'}
                  </p>
                  <p className="text-xs text-slate-500">
                    {s.owner}: {chat.assignedName ?? s.nobody} ·{' '}
                    {formatDateTime(chat.lastMessageAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <Panel>
          {selectedId ? (
            <ChatView key={selectedId} id={selectedId} canReadPlayers={canReadPlayers} />
          ) : (
            <p className="text-sm text-slate-400">{s.selectHint}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
