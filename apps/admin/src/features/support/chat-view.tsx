import { CHAT_MESSAGE_MAX } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Notice, TextArea } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { assignChat, chatQuery, closeChat, replyToChat } from './chat-api';
import { chatStrings as s } from './chat-strings';
import { Who } from './chat-who';
import { ReplyActions } from './reply-actions';

/** One chat: the conversation as it grows, and the reply, take and close actions while it is open. */
export function ChatView({ id, canReadPlayers }: { id: string; canReadPlayers: boolean }) {
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
          <ReplyActions
            isPending={action.isPending}
            isAssigned={conversation.assignedTo !== null}
            onSend={send}
            onAssign={() => action.mutate('assign')}
            onClose={() => action.mutate('close')}
            labels={s}
          />
        </>
      ) : (
        <Notice tone="info">{s.closed}</Notice>
      )}
    </div>
  );
}
