import {
  ChatOfflineSchema,
  type ChatCurrent,
  type ChatMessage,
  type ChatOffline,
} from '@orca/contracts';

/** i18next's `t` as these helpers use it, so a test can pass its own. */
export type Translate = (key: string) => string;

/** The field classes every input of the chat shares. */
export const CHAT_INPUT_CLASS =
  'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none';

/**
 * The cached conversation with a message just sent appended, or null when the cache holds another
 * conversation or already has the message (the refetch that follows brings it either way).
 */
export function withSentMessage(
  cached: ChatCurrent | undefined,
  message: ChatMessage,
): ChatCurrent | null {
  const conversation = cached?.conversation;
  if (conversation?.id !== message.conversationId) return null;
  if (conversation.messages.some((m) => m.id === message.id)) return null;
  return { conversation: { ...conversation, messages: [...conversation.messages, message] } };
}

/** What the chat's header and composer show for a conversation and the support desk's availability. */
export function chatStatus(conversation: ChatCurrent['conversation'], isOnline: boolean) {
  const isClosed = conversation?.status === 'closed';
  return {
    isClosed,
    // An operator who took the conversation answers it even once the desk goes offline.
    showComposer:
      isOnline || (conversation !== null && conversation.operatorName !== null && !isClosed),
    operatorName: conversation && !isClosed ? conversation.operatorName : null,
  };
}

/**
 * Checks the offline form: a logged-in player sends only the message, a visitor also a name and
 * email. Errors are translated per field; `data` is what to send when there are none.
 */
export function checkOfflineMessage(
  fields: { name: string; email: string; body: string },
  isLoggedIn: boolean,
  t: Translate,
): { errors: Record<string, string>; data: ChatOffline | null } {
  const input = isLoggedIn ? { body: fields.body } : fields;
  const parsed = ChatOfflineSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0])] ??= t(`chat.errors.${issue.message}`);
  if (!isLoggedIn && !fields.name.trim()) errors.name ??= t('chat.errors.chat_name_length');
  if (!isLoggedIn && !fields.email.trim()) errors.email ??= t('chat.errors.chat_email_invalid');
  return {
    errors,
    data: Object.keys(errors).length > 0 || !parsed.success ? null : parsed.data,
  };
}
