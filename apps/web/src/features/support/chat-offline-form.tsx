import { CHAT_MESSAGE_MAX, type ChatCurrent } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { chatApi, chatQueryKeys } from './chat-api';
import { supportChat } from './chat-store';
import { CHAT_INPUT_CLASS, checkOfflineMessage } from './chat-view';

/** What the player can do while nobody is on line: leave a message that support answers by email. */
export function OfflineForm({ ownerKey }: { ownerKey: string }) {
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
    const checked = checkOfflineMessage({ name, email, body }, isLoggedIn, t);
    setErrors(checked.errors);
    if (checked.data) leave.mutate(checked.data);
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
              className={CHAT_INPUT_CLASS}
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
              className={CHAT_INPUT_CLASS}
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
          className={CHAT_INPUT_CLASS}
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
