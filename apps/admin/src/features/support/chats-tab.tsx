import { CHAT_STATUSES } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { chatsQuery } from './chat-api';
import { chatStrings as s } from './chat-strings';
import { ChatView } from './chat-view';
import { Who } from './chat-who';
import { useLiveChatInbox } from './use-live-chat-inbox';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The live chat inbox: the list updates as players write, the chosen chat beside it. */
export function ChatsTab() {
  const canReadPlayers = useCan('players.read');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const isLive = useLiveChatInbox();
  const chats = useQuery(chatsQuery(status));
  const now = useNow(10_000);

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
