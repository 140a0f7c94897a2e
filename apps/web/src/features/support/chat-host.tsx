import type { ChatCurrent, ChatUnread, LiveMessage } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { supportChat, useSupportChat } from './chat-store';
import { loadSections } from '../../lib/i18n';
import { setChatToken, subscribeLive } from '../../lib/live-socket';
import { useSession } from '../../lib/session';
import { chatApi, chatQueryKeys, chatToken } from './chat-api';

/** The panel and its strings are fetched when the chat is first opened, not with every page. */
const ChatPanel = lazy(async () => {
  const sections = loadSections(['chat']);
  const { ChatPanel } = await import('./chat-panel');
  await sections;
  return { default: ChatPanel };
});

/** Whose chat this browser shows: the logged-in player's, or the visitor's token's. */
export function useChatOwner(): { key: string; hasChat: boolean } {
  const { isLoggedIn } = useSession();
  const { token } = useSupportChat();
  return isLoggedIn
    ? { key: 'player', hasChat: true }
    : { key: token ?? 'none', hasChat: token !== null };
}

/**
 * Always mounted in the layout: follows the chat's live pushes (a player's come on their private
 * channel, a visitor's with their chat token), keeps the cached history current, lights the unread
 * dot, and shows the panel when the drawer's Live Chat or the footer's Chat opens it.
 */
export function SupportChatHost() {
  const queryClient = useQueryClient();
  const { isOpen } = useSupportChat();
  const { isLoggedIn } = useSession();
  const owner = useChatOwner();

  useEffect(() => {
    setChatToken(isLoggedIn ? null : chatToken.get());
  }, [isLoggedIn, owner.key]);

  // An answer that came while the player was away (and was mailed to them) lights the mark on the next page.
  const unread = useQuery({
    queryKey: chatQueryKeys.unread(owner.key),
    queryFn: chatApi.unread,
    enabled: owner.hasChat,
    staleTime: 60_000,
  });
  const unreadCount = unread.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unreadCount > 0) supportChat.markUnread();
  }, [unreadCount]);

  // Opening the chat shows every answer: the server forgets them as unread, so no other page marks them again.
  useEffect(() => {
    if (!isOpen || !owner.hasChat) return;
    void chatApi
      .read()
      .then((data) => queryClient.setQueryData<ChatUnread>(chatQueryKeys.unread(owner.key), data))
      // A failed read only brings the mark back on a later page; nothing the player must be told.
      .catch(() => undefined);
  }, [isOpen, owner.hasChat, owner.key, queryClient]);

  useEffect(() => {
    if (!owner.hasChat) return;
    return subscribeLive((message: LiveMessage) => {
      if (message.type !== 'chat.message' && message.type !== 'chat.status') return;
      queryClient.setQueryData<ChatCurrent>(chatQueryKeys.current(owner.key), (current) => {
        if (!current?.conversation) return current;
        const conversation = current.conversation;
        if (message.type === 'chat.status') {
          return conversation.id === message.conversationId
            ? {
                conversation: {
                  ...conversation,
                  status: message.status,
                  operatorName: message.operatorName ?? conversation.operatorName,
                },
              }
            : current;
        }
        if (
          conversation.id !== message.message.conversationId ||
          conversation.messages.some((m) => m.id === message.message.id)
        )
          return current;
        return {
          conversation: { ...conversation, messages: [...conversation.messages, message.message] },
        };
      });
      if (message.type === 'chat.message' && message.message.sender === 'operator') {
        supportChat.markUnread();
        // Seen at once when the panel is open; otherwise it stays unread on the server for the next page too.
        if (supportChat.get().isOpen) void chatApi.read().catch(() => undefined);
        else
          queryClient.setQueryData<ChatUnread>(chatQueryKeys.unread(owner.key), (data) => ({
            unreadCount: (data?.unreadCount ?? 0) + 1,
          }));
        // A new conversation (the first after a closed one) is not in the cache yet: read it.
        void queryClient.invalidateQueries({ queryKey: chatQueryKeys.current(owner.key) });
      }
    });
  }, [owner.hasChat, owner.key, queryClient]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel ownerKey={owner.key} />
    </Suspense>
  );
}
