import { CHAT_MESSAGE_MAX, ChatBodySchema, type ChatCurrent } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ApiError } from '../../lib/api-client';
import { chatApi, chatQueryKeys } from './chat-api';
import { Bubble } from './chat-bubble';
import { OfflineForm } from './chat-offline-form';
import { supportChat } from './chat-store';
import { CHAT_INPUT_CLASS, chatStatus, withSentMessage } from './chat-view';

const AVAILABILITY_REFRESH_MS = 30_000;

/** The in-house support chat: a floating panel on desktop, a full-screen sheet on phones. */
export function ChatPanel({ ownerKey }: { ownerKey: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hasChat = ownerKey !== 'none';
  const availability = useQuery({
    queryKey: chatQueryKeys.availability,
    queryFn: chatApi.availability,
    refetchInterval: AVAILABILITY_REFRESH_MS,
  });
  const current = useQuery({
    queryKey: chatQueryKeys.current(ownerKey),
    queryFn: chatApi.current,
    enabled: hasChat,
  });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const conversation = current.data?.conversation ?? null;
  const messages = conversation?.messages ?? [];
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && supportChat.close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const send = useMutation({
    mutationFn: async (body: string) => {
      // A visitor's first line opens the conversation, which gives this browser its token.
      if (!hasChat) await chatApi.open();
      return chatApi.send(body);
    },
    onSuccess: async (message) => {
      setDraft('');
      const key = chatQueryKeys.current(ownerKey);
      const appended = withSentMessage(queryClient.getQueryData<ChatCurrent>(key), message);
      if (appended) queryClient.setQueryData<ChatCurrent>(key, appended);
      // A visitor's first line changed who owns the chat (the new token): the host re-reads it.
      supportChat.tokenChanged();
      await queryClient.invalidateQueries({ queryKey: chatQueryKeys.currentAll });
    },
    onError: (failure) =>
      setError(failure instanceof ApiError ? failure.message : t('chat.errors.failed')),
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ChatBodySchema.safeParse(draft);
    if (!parsed.success)
      return setError(
        t(`chat.errors.${parsed.error.issues[0]?.message ?? 'chat_message_required'}`),
      );
    setError(null);
    send.mutate(parsed.data);
  };

  const isOnline = availability.data?.isOnline ?? false;
  const { isClosed, showComposer, operatorName } = chatStatus(conversation, isOnline);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-label={t('chat.title')}
      className="fixed inset-0 z-50 flex flex-col bg-ink-950 sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[560px] sm:max-h-[calc(100vh-6rem)] sm:w-[380px] sm:rounded-2xl sm:border sm:border-ink-700 sm:shadow-2xl"
    >
      <header className="flex items-center gap-3 border-b border-ink-800 px-4 py-3">
        <Icon name="chat" className="h-5 w-5 text-accent-400" />
        <div className="flex flex-1 flex-col">
          <h2 className="text-sm font-semibold text-white">{t('chat.title')}</h2>
          <p className="flex items-center gap-1.5 text-xs text-slate-400">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${isOnline ? 'bg-emerald-400' : 'bg-slate-500'}`}
            />
            {operatorName
              ? t('chat.with', { name: operatorName })
              : isOnline
                ? t('chat.online')
                : t('chat.offlineStatus')}
          </p>
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-300 hover:bg-ink-800"
          aria-label={t('chat.close')}
          onClick={() => supportChat.close()}
        >
          ✕
        </button>
      </header>
      <ol
        aria-label={t('chat.history')}
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
      >
        {messages.length === 0 ? (
          <li className="self-center py-6 text-center text-sm text-slate-400">
            {t('chat.welcome')}
          </li>
        ) : null}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} operatorFallback={t('chat.support')} />
        ))}
        {isClosed ? (
          <li className="self-center text-xs text-slate-500">{t('chat.closedNotice')}</li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      <div className="border-t border-ink-800 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {availability.isPending ? null : showComposer ? (
          <form onSubmit={submit} className="flex items-end gap-2">
            <label className="sr-only" htmlFor="support-chat-input">
              {t('chat.placeholder')}
            </label>
            <textarea
              id="support-chat-input"
              className={`${CHAT_INPUT_CLASS} max-h-32 min-h-10 flex-1 resize-none`}
              rows={1}
              placeholder={t('chat.placeholder')}
              maxLength={CHAT_MESSAGE_MAX}
              value={draft}
              onChange={(event) => (setDraft(event.target.value), setError(null))}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            <Button type="submit" disabled={send.isPending}>
              {t('chat.send')}
            </Button>
          </form>
        ) : (
          <OfflineForm ownerKey={ownerKey} />
        )}
        {error ? (
          <p role="alert" className="mt-1 text-xs text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
