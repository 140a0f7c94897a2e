import {
  ADMIN_LIVE_SOCKET_PATH,
  type AdminChatDetail,
  type AdminChatList,
  type AdminLiveMessage,
  type ChatMessage,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../lib/api-client';
import { operatorSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';

export const chatsQuery = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: queryKeys.chats.list(status),
    queryFn: () => apiRequest<AdminChatList>('GET', `/admin/support/chats${query({ status })}`),
    staleTime: 5_000,
  });

export const chatQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.chats.one(id),
    queryFn: () =>
      apiRequest<AdminChatDetail>('GET', `/admin/support/chats/${encodeURIComponent(id)}`),
    staleTime: 5_000,
  });

export const replyToChat = (id: string, body: string) =>
  apiRequest<ChatMessage>('POST', `/admin/support/chats/${encodeURIComponent(id)}/messages`, {
    body,
  });
export const assignChat = (id: string) =>
  apiRequest<AdminChatDetail>('POST', `/admin/support/chats/${encodeURIComponent(id)}/assign`);
export const closeChat = (id: string) =>
  apiRequest<AdminChatDetail>('POST', `/admin/support/chats/${encodeURIComponent(id)}/close`);

const RECONNECT_MS = 3_000;

/**
 * The back office's live socket while the chats tab is open: it keeps the operator on line for
 * players (presence) and brings new conversations and messages. Reconnects while mounted.
 */
export function connectChatInbox(
  onMessage: (message: AdminLiveMessage) => void,
  onState: (isLive: boolean) => void,
): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;
  const connect = () => {
    const token = operatorSession.get();
    if (isStopped || !token) return;
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${protocol}//${window.location.host}${ADMIN_LIVE_SOCKET_PATH}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', operatorSession: token }));
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as AdminLiveMessage;
      if (message.type === 'admin.open') onState(true);
      if (message.type === 'admin.closed') onState(false);
      onMessage(message);
    };
    ws.onclose = () => {
      onState(false);
      if (socket === ws) socket = null;
      if (!isStopped) timer = setTimeout(connect, RECONNECT_MS);
    };
  };
  connect();
  return () => {
    isStopped = true;
    if (timer) clearTimeout(timer);
    socket?.close(1000, 'left');
  };
}
