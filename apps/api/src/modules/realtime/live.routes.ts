import { randomUUID } from 'node:crypto';
import { LiveClientMessageSchema, type ChatPush, type LiveMessage } from '@orca/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { safeEqual } from '../../platform/tokens.ts';
import type { SessionService } from '../session/session.service.ts';

/**
 * Auth messages one socket may send a minute: a log-in and log-out now and then. Each costs a
 * session lookup, and a socket is no way around the HTTP API's rate limits for guessing tokens.
 */
export const LIVE_AUTH_MESSAGES_PER_MINUTE = 10;

/** Pings keep proxies from closing quiet sockets and find dead clients; a private channel's session is checked as often. */
const PING_MS = 25_000;

/**
 * A public feed a domain contributes (crash rounds, winners, later tables and leaderboards):
 * `subscribe` forwards its messages to one socket and returns how to stop; `greet` sends what a
 * new socket needs at once (the crash round in flight).
 */
export interface LiveFeed {
  subscribe(send: (message: LiveMessage) => void): () => void;
  greet?(send: (message: LiveMessage) => void): Promise<void>;
}

/**
 * The live chat's deliveries (decision 016): a player's follow their session, a visitor's their chat
 * token. Each socket also reports whom it follows the chat for, so an operator's answer to someone
 * with no live socket is mailed to them.
 */
export interface LiveChat {
  subscribePlayer(playerId: bigint, send: (push: ChatPush) => void): () => void;
  subscribeVisitor(token: string, send: (push: ChatPush) => void): () => void;
  present?(
    socketId: string,
    owner: { playerId: bigint | null; visitorToken: string | null },
  ): Promise<void>;
  absent?(socketId: string): Promise<void>;
}

/**
 * The one live socket: every public feed, and the player's private channel once the socket sends
 * `{ type: 'auth', playerSession }` (balance now; messages and bonus progress as their domains
 * come). Browsers cannot set headers on a WebSocket, so the skin's public key comes in the query;
 * the session comes in a message, never the address, which access logs keep.
 */
export const liveRoutes: FastifyPluginAsync<{
  feeds: readonly LiveFeed[];
  sessions: SessionService;
  channel: PlayerChannel;
  apiKey: string;
  intervalMs?: number;
  chat?: LiveChat;
}> = async (app, deps) => {
  app.get(
    '/live',
    { websocket: true, schema: { hide: true }, config: { access: 'public' } },
    (socket, request) => {
      const key = (request.query as { apiKey?: unknown }).apiKey;
      if (typeof key !== 'string' || !safeEqual(key, deps.apiKey)) {
        socket.close(4401, 'invalid_api_key');
        return;
      }
      const send = (message: LiveMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = deps.feeds.map((feed) => feed.subscribe(send));
      const socketId = randomUUID();
      let chatOwner: { playerId: bigint | null; visitorToken: string | null } = {
        playerId: null,
        visitorToken: null,
      };
      // One write after another, so a log-out's clearing never lands after the next log-in's row.
      let presenceChain = Promise.resolve();
      const reportPresence = (owner = chatOwner) => {
        const chat = deps.chat;
        if (!chat?.present) return;
        presenceChain = presenceChain
          .then(() => chat.present?.(socketId, owner))
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'chat presence update failed'),
          );
      };

      // The private channel: at most one player at a time, replaced by each auth message.
      let priv: { token: string; stop: () => void } | null = null;
      let authChain = Promise.resolve();
      const closePrivate = (reason: 'session_expired' | 'logged_out') => {
        if (!priv) return;
        priv.stop();
        priv = null;
        if (chatOwner.playerId !== null) {
          chatOwner = { ...chatOwner, playerId: null };
          reportPresence();
        }
        send({ type: 'private.closed', reason });
      };
      const authenticate = async (token: string | null) => {
        closePrivate('logged_out');
        if (token === null) return;
        const resolved = await deps.sessions.resolve(token, 'player', { touch: false });
        if (!resolved.session?.playerId) {
          send({ type: 'private.closed', reason: 'session_expired' });
          return;
        }
        const stopChannel = deps.channel.subscribe(resolved.session.playerId, send);
        const stopChat = deps.chat?.subscribePlayer(resolved.session.playerId, send);
        priv = {
          token,
          stop: () => {
            stopChannel();
            stopChat?.();
          },
        };
        chatOwner = { ...chatOwner, playerId: resolved.session.playerId };
        reportPresence();
        // Once the channel says open, the player counts as present: an answer from now on is not mailed.
        await presenceChain;
        send({ type: 'private.open' });
      };
      let stopVisitorChat: (() => void) | null = null;
      const recentAuths: number[] = [];
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now();
        while (recentAuths.length > 0 && now - recentAuths[0]! > 60_000) recentAuths.shift();
        recentAuths.push(now);
        if (recentAuths.length > LIVE_AUTH_MESSAGES_PER_MINUTE) {
          socket.close(4429, 'too_many_messages');
          return;
        }
        let parsed: ReturnType<typeof LiveClientMessageSchema.safeParse> | null = null;
        try {
          parsed = isBinary ? null : LiveClientMessageSchema.safeParse(JSON.parse(data.toString()));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          socket.close(4400, 'bad_message');
          return;
        }
        if (parsed.data.type === 'chat') {
          // A visitor's chat: only the holder of the token the server gave them hears its answers.
          stopVisitorChat?.();
          stopVisitorChat =
            parsed.data.chatToken === null
              ? null
              : (deps.chat?.subscribeVisitor(parsed.data.chatToken, send) ?? null);
          chatOwner = { ...chatOwner, visitorToken: parsed.data.chatToken };
          reportPresence();
          return;
        }
        const token = parsed.data.playerSession;
        // One after another, so a log-out sent right after a log-in is not overtaken by it.
        authChain = authChain
          .then(() => authenticate(token))
          .catch((error: unknown) => request.log.warn({ err: error }, 'live socket auth failed'));
      });

      // A session that ended (log-out elsewhere, a block, idle expiry) stops its private messages.
      const check = setInterval(() => {
        socket.ping();
        if (chatOwner.playerId !== null || chatOwner.visitorToken !== null) reportPresence();
        const current = priv;
        if (!current) return;
        authChain = authChain
          .then(async () => {
            if (priv !== current) return;
            const resolved = await deps.sessions.resolve(current.token, 'player', { touch: false });
            if (!resolved.session && priv === current) closePrivate('session_expired');
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'live socket session check failed'),
          );
      }, deps.intervalMs ?? PING_MS);
      socket.on('close', () => {
        clearInterval(check);
        priv?.stop();
        priv = null;
        stopVisitorChat?.();
        for (const stop of unsubscribe) stop();
        const chat = deps.chat;
        presenceChain = presenceChain
          .then(() => chat?.absent?.(socketId))
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'chat presence clear failed'),
          );
      });
      for (const feed of deps.feeds) {
        void feed
          .greet?.(send)
          .catch((error: unknown) => request.log.warn({ err: error }, 'live greeting failed'));
      }
    },
  );
};
