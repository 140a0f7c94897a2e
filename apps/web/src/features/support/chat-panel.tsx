import {
  CHAT_MESSAGE_MAX,
  ChatBodySchema,
  ChatOfflineSchema,
  type ChatCurrent,
  type ChatMessage,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportChat } from './chat-store';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { chatApi, chatQueryKeys } from './chat-api';

const AVAILABILITY_REFRESH_MS = 30_000;
const INPUT =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none';

function Bubble({ message, operatorFallback }: { message: ChatMessage; operatorFallback: string }) {
  const { t, i18n } = useTranslation();
  const isMine = message.sender === 'player' || message.sender === 'visitor';
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(message.createdAt));
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2 text-sm ${isMine ? 'self-end bg-accent-500 text-ink-950' : 'self-start bg-ink-800 text-slate-100'}`}
    >
      {!isMine ? (
        <span className="text-[11px] font-medium text-accent-300">
          {message.operatorName ?? operatorFallback}
        </span>
      ) : null}
      {/* Text only: nothing anyone typed is read as markup. */}
      <span className="whitespace-pre-wrap break-words">{message.body}</span>
      <span className={`self-end text-[10px] ${isMine ? 'text-ink-900/70' : 'text-slate-400'}`}>
        {isMine ? t('chat.you') : ''} {time}
      </span>
    </li>
  );
}

/** What the player can do while nobody is on line: leave a message that support answers by email. */
function OfflineForm({ ownerKey }: { ownerKey: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSent, setIsSent] = useState(false);
  const leave = useMutation({
    mutationFn: chatApi.leaveMessage,
    onSuccess: async (opened) => {
      setIsSent(true);
      setBody('');
      queryClient.setQueryData<ChatCurrent>(
        chatQueryKeys.current(isLoggedIn ? 'player' : (opened.token ?? ownerKey)),
        { conversation: opened.conversation },
      );
      supportChat.tokenChanged();
      await queryClient.invalidateQueries({ queryKey: chatQueryKeys.all });
    },
    onError: (error) =>
      setErrors({ form: error instanceof ApiError ? error.message : t('chat.errors.failed') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = isLoggedIn ? { body } : { name, email, body };
    const parsed = ChatOfflineSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= t(`chat.errors.${issue.message}`);
    if (!isLoggedIn && !name.trim()) found.name ??= t('chat.errors.chat_name_length');
    if (!isLoggedIn && !email.trim()) found.email ??= t('chat.errors.chat_email_invalid');
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    leave.mutate(parsed.data);
  };
  if (isSent)
    return (
      <p role="status" className="rounded-lg bg-ink-800 p-3 text-sm text-slate-200">
        {t('chat.offline.sent')}
      </p>
    );
  const field = (key: string) =>
    errors[key] ? <span className="text-xs text-red-400">{errors[key]}</span> : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-label={t('chat.offline.title')}
    >
      <p className="text-sm text-slate-300">{t('chat.offline.intro')}</p>
      {!isLoggedIn ? (
        <>
          <label className="flex flex-col gap-1 text-xs text-slate-400">
            {t('chat.offline.name')}
            <input
              className={INPUT}
              value={name}
              maxLength={25}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
            />
            {field('name')}
          </label>
          <label className="flex flex-col gap-1 text-xs text-slate-400">
            {t('chat.offline.email')}
            <input
              className={INPUT}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
            />
            {field('email')}
          </label>
        </>
      ) : null}
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        {t('chat.offline.message')}
        <textarea
          className={INPUT}
          rows={4}
          value={body}
          maxLength={CHAT_MESSAGE_MAX}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
        />
        {field('body')}
      </label>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-400">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={leave.isPending}>
        {t('chat.offline.send')}
      </Button>
    </form>
  );
}

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
      const cached = queryClient.getQueryData<ChatCurrent>(key);
      if (
        cached?.conversation?.id === message.conversationId &&
        !cached.conversation.messages.some((m) => m.id === message.id)
      ) {
        queryClient.setQueryData<ChatCurrent>(key, {
          conversation: {
            ...cached.conversation,
            messages: [...cached.conversation.messages, message],
          },
        });
      }
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
  const isClosed = conversation?.status === 'closed';
  const showComposer =
    isOnline || (conversation !== null && conversation.operatorName !== null && !isClosed);
  const operatorName = conversation && !isClosed ? conversation.operatorName : null;

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
              className={`${INPUT} max-h-32 min-h-10 flex-1 resize-none`}
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
