import type { InboxMessage } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Inbox = { messages: InboxMessage[] };

/** Deletes one (merged) message; answers the messages left. */
export const deleteMessage = (index: string) =>
  api<Inbox>('DELETE', `/player/messages/${encodeURIComponent(index)}`);
/** Deletes every message of the player; answers the (empty) list. */
export const deleteAllMessages = () => api<Inbox>('DELETE', '/player/messages');

/** Both deletes answer the list as it now stands, which replaces the cached one without another request. */
function useReplaceInbox() {
  const queryClient = useQueryClient();
  return (inbox: Inbox) => queryClient.setQueryData<Inbox>(queryKeys.player.messages, inbox);
}

export function useDeleteMessage() {
  const replaceInbox = useReplaceInbox();
  return useMutation({ mutationFn: deleteMessage, onSuccess: replaceInbox });
}

export function useDeleteAllMessages() {
  const replaceInbox = useReplaceInbox();
  return useMutation({ mutationFn: deleteAllMessages, onSuccess: replaceInbox });
}
