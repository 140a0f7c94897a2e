import websocket from '@fastify/websocket';
import { type LiveMessage } from '@orca/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import { safeEqual } from '../../platform/tokens.ts';
import { CRASH_BET_TOPIC, CRASH_CASHOUT_TOPIC, type CrashService } from './crash/crash.service.ts';
import { WINNERS_TOPIC } from './rounds/rounds.service.ts';

/** Pings keep proxies from closing quiet sockets and find dead clients. */
const PING_MS = 25_000;

/**
 * The live socket: crash rounds and winners, pushed as they happen. Browsers cannot set headers
 * on a WebSocket, so the skin's public key comes in the query.
 */
export const liveRoutes: FastifyPluginAsync<{ crash: CrashService; events: EventBus; apiKey: string }> = async (app, { crash, events, apiKey }) => {
  await app.register(websocket, { options: { maxPayload: 1024 } });

  app.get('/live', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const key = (request.query as { apiKey?: unknown }).apiKey;
    if (typeof key !== 'string' || !safeEqual(key, apiKey)) {
      socket.close(4401, 'invalid_api_key');
      return;
    }
    const send = (message: LiveMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const unsubscribe = [
      crash.onState((state) => send({ type: 'crash.state', state })),
      events.subscribe(CRASH_BET_TOPIC, (payload) => send({ type: 'crash.bet', ...(payload as Omit<Extract<LiveMessage, { type: 'crash.bet' }>, 'type'>) })),
      events.subscribe(CRASH_CASHOUT_TOPIC, (payload) => send({ type: 'crash.cashout', ...(payload as Omit<Extract<LiveMessage, { type: 'crash.cashout' }>, 'type'>) })),
      events.subscribe(WINNERS_TOPIC, (payload) => send({ type: 'winner', winner: payload as Extract<LiveMessage, { type: 'winner' }>['winner'] })),
    ];
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearInterval(ping);
      for (const stop of unsubscribe) stop();
    });
    void crash.state().then(
      (state) => send({ type: 'crash.state', state }),
      (error: unknown) => request.log.warn({ err: error }, 'crash state for a new socket failed'),
    );
  });
};
