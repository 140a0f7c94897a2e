import type { ChatMessage } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/** One message of the conversation: the player's own on the right, support's on the left with its sender. */
export function Bubble({
  message,
  operatorFallback,
}: {
  message: ChatMessage;
  operatorFallback: string;
}) {
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
