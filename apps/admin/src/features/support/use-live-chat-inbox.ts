import {
  CHAT_STATUSES,
  type AdminChatDetail,
  type AdminChatList,
  type AdminChatSummary,
  type AdminLiveMessage,
} from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { connectChatInbox } from './chat-api';

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

/** Keeps the cached chat lists and open chats current from the inbox socket; answers whether it is connected. */
export function useLiveChatInbox(): boolean {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);
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
  return isLive;
}
