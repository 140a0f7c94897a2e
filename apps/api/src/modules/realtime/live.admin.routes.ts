import {
  AdminLiveClientMessageSchema,
  ADMIN_LIVE_SOCKET_PATH,
  type AdminLiveMessage,
} from '@orca/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { Operator, OperatorService } from '../admin/operator.service.ts';

/** What the back office's socket carries: the live chat's inbox for now. */
export interface AdminLiveChat {
  subscribeOperators(send: (message: AdminLiveMessage) => void): () => void;
  touchPresence(operatorId: bigint): Promise<void>;
  clearPresence(operatorId: bigint): Promise<void>;
}

/** Well inside SUPPORT_PRESENCE_WINDOW_MS, so an open inbox never lapses between two refreshes. */
const PRESENCE_REFRESH_MS = 20_000;
const AUTH_MESSAGES_PER_MINUTE = 10;

/** A browser sends its page's origin; the back office's page is served by the listener the socket reached. */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The back office's live socket (on ADMIN_PORT, like the rest of /api/v1/admin): the operator's
 * session comes in the first message, as a browser cannot set x-operator-session on a WebSocket.
 * While it is open the operator counts as on line for the live chat, and receives new
 * conversations and messages. A socket from another origin is refused: the session is in the
 * message, but a page elsewhere has no business listening to the inbox.
 */
export const adminLiveRoutes: FastifyPluginAsync<{
  operators: OperatorService;
  chat: AdminLiveChat;
  refreshMs?: number;
}> = async (app, deps) => {
  app.get(
    ADMIN_LIVE_SOCKET_PATH.replace('/api/v1', ''),
    { websocket: true, schema: { hide: true }, config: { access: 'public' } },
    (socket, request) => {
      if (!isSameOrigin(request)) {
        socket.close(4403, 'origin_not_allowed');
        return;
      }
      const send = (message: AdminLiveMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let current: { operator: Operator; token: string; stop: () => void } | null = null;
      let chain = Promise.resolve();

      // The operator guard reads the session from the request's header; the socket's upgrade request
      // is done with, so it carries the session the message brought.
      const authorize = async (token: string, options: { touch: boolean }) => {
        request.headers['x-operator-session'] = token;
        return deps.operators.authorize(request, 'support.answer', options);
      };
      const end = (reason: 'session_expired' | 'forbidden') => {
        const ended = current;
        current = null;
        ended?.stop();
        if (ended)
          void deps.chat
            .clearPresence(ended.operator.id)
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'support presence clear failed'),
            );
        send({ type: 'admin.closed', reason });
      };
      const authenticate = async (token: string) => {
        current?.stop();
        current = null;
        let operator: Operator;
        try {
          operator = await authorize(token, { touch: true });
        } catch (error) {
          send({
            type: 'admin.closed',
            reason:
              error instanceof AppError && error.code === 'forbidden'
                ? 'forbidden'
                : 'session_expired',
          });
          return;
        }
        await deps.chat.touchPresence(operator.id);
        current = { operator, token, stop: deps.chat.subscribeOperators(send) };
        send({ type: 'admin.open', username: operator.username });
      };

      const recent: number[] = [];
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now();
        while (recent.length > 0 && now - recent[0]! > 60_000) recent.shift();
        recent.push(now);
        if (recent.length > AUTH_MESSAGES_PER_MINUTE) {
          socket.close(4429, 'too_many_messages');
          return;
        }
        let parsed: ReturnType<typeof AdminLiveClientMessageSchema.safeParse> | null = null;
        try {
          parsed = isBinary
            ? null
            : AdminLiveClientMessageSchema.safeParse(JSON.parse(data.toString()));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          socket.close(4400, 'bad_message');
          return;
        }
        const token = parsed.data.operatorSession;
        chain = chain
          .then(() => authenticate(token))
          .catch((error: unknown) => request.log.warn({ err: error }, 'admin socket auth failed'));
      });

      // Each refresh checks the session again (ended, idle, disabled, role changed) and keeps the operator on line.
      const refresh = setInterval(() => {
        socket.ping();
        const held = current;
        if (!held) return;
        chain = chain
          .then(async () => {
            if (current !== held) return;
            try {
              // The socket's own check does not count as activity: the session still idles out.
              await authorize(held.token, { touch: false });
            } catch (error) {
              if (current === held)
                end(
                  error instanceof AppError && error.code === 'forbidden'
                    ? 'forbidden'
                    : 'session_expired',
                );
              return;
            }
            await deps.chat.touchPresence(held.operator.id);
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'admin socket refresh failed'),
          );
      }, deps.refreshMs ?? PRESENCE_REFRESH_MS);

      socket.on('close', () => {
        clearInterval(refresh);
        const held = current;
        current = null;
        held?.stop();
        // Off line at once; another open inbox of the same operator puts them back at its next refresh.
        if (held)
          void deps.chat
            .clearPresence(held.operator.id)
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'support presence clear failed'),
            );
      });
    },
  );
};
