import type { InboxMessage, MessageType } from '@orca/contracts';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useDeleteAllMessages, useDeleteMessage } from '../api/delete-messages';

const TYPE_ICONS: Record<MessageType, string> = {
  cashier: 'wallet',
  kyc: 'shield',
  rewards: 'trophy',
  vip: 'crown',
  cashback: 'gift',
  challenge: 'target',
  limits: 'shield',
  bonus: 'gift',
};

/**
 * The header's notifications (spec section 2: the list, clear, clear all): a sheet under the header
 * at the right, the width of the screen on a phone. A modal dialog rather than a popover, so focus
 * stays in it and Escape or a click outside closes it; above the toasts (z-[100], top-right from
 * 600 px), which would otherwise cover its title row, and which a modal makes inert meanwhile.
 */
export function MessagesPanel({
  isOpen,
  onOpenChange,
  messages,
  hasFailed,
  onRetry,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  messages: readonly InboxMessage[] | undefined;
  hasFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const deleteAll = useDeleteAllMessages();

  function handleClearAll() {
    deleteAll.mutate(undefined, {
      onError: (error) => toast({ title: error.message, variant: 'error' }),
    });
  }

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[110] bg-black/40" />
        <DialogPrimitive.Content className="fixed top-[4.25rem] right-2 left-2 z-[110] flex max-h-[calc(100dvh-5rem)] flex-col rounded-xl border border-ink-600 bg-ink-900 shadow-2xl sm:right-4 sm:left-auto sm:w-[26rem]">
          <div className="flex items-center gap-2 border-b border-ink-700 px-4 py-3">
            <DialogPrimitive.Title className="flex-1 text-base font-bold text-white">
              {t('messages.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {t('messages.description')}
            </DialogPrimitive.Description>
            {messages && messages.length > 0 && (
              <button
                type="button"
                onClick={handleClearAll}
                disabled={deleteAll.isPending}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-accent-400 hover:bg-ink-800 disabled:opacity-50"
              >
                {t('messages.clearAll')}
              </button>
            )}
            <DialogPrimitive.Close
              aria-label={t('messages.close')}
              className="rounded p-1 text-2xl leading-none text-slate-400 hover:text-white"
            >
              ×
            </DialogPrimitive.Close>
          </div>
          {messages === undefined && hasFailed ? (
            <div role="alert" className="flex items-center gap-3 px-4 py-6 text-sm text-slate-300">
              <p className="flex-1">{t('messages.loadFailed')}</p>
              <button
                type="button"
                onClick={onRetry}
                className="rounded-lg bg-ink-700 px-3 py-1.5 font-semibold text-white hover:bg-ink-600"
              >
                {t('messages.retry')}
              </button>
            </div>
          ) : messages === undefined ? (
            <p className="px-4 py-6 text-sm text-slate-400">{t('messages.loading')}</p>
          ) : messages.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-400">
              <Icon name="bell" className="h-8 w-8 text-slate-500" />
              <p>{t('messages.empty')}</p>
            </div>
          ) : (
            <ul
              className="divide-y divide-ink-700 overflow-y-auto"
              aria-label={t('messages.title')}
            >
              {messages.map((message) => (
                <MessageItem key={message.index} message={message} />
              ))}
            </ul>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** One message: its lines as text (whitespace-pre-line keeps the merge's line breaks; nothing is read as HTML). */
function MessageItem({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const remove = useDeleteMessage();

  function handleClear() {
    remove.mutate(message.index, {
      onError: (error) => toast({ title: error.message, variant: 'error' }),
    });
  }

  return (
    <li className="flex gap-3 px-4 py-3">
      <span
        className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink-800 text-accent-400"
        title={t(`messages.types.${message.type}`)}
      >
        <Icon name={TYPE_ICONS[message.type]} className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <time dateTime={message.date} className="block text-xs text-slate-400">
          <span className="sr-only">{t(`messages.types.${message.type}`)}, </span>
          {formatDateTime(message.date, i18n.language)}
        </time>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-100">
          {message.message}
        </p>
      </div>
      <button
        type="button"
        onClick={handleClear}
        disabled={remove.isPending}
        className="self-start rounded-lg px-2 py-1 text-xs text-slate-300 hover:bg-ink-800 hover:text-white disabled:opacity-50"
      >
        {t('messages.clear')}
      </button>
    </li>
  );
}
