import websocket from '@fastify/websocket';
import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { adminLiveRoutes, type AdminLiveChat } from './live.admin.routes.ts';
import { liveRoutes, type LiveChat, type LiveFeed } from './live.routes.ts';

/**
 * The live sockets: the player site's (domains hand it their public feeds and reach players through
 * the PlayerChannel; the live chat reaches players and visitors) and the back office's.
 */
export function realtimeModule(deps: {
  feeds: readonly LiveFeed[];
  sessions: SessionService;
  channel: PlayerChannel;
  apiKey: string;
  sessionCheckMs?: number;
  chat?: LiveChat & AdminLiveChat;
  operators?: OperatorService;
}): AppModule {
  return {
    name: 'realtime',
    api: (api) =>
      api.register(async (scope) => {
        await scope.register(websocket, { options: { maxPayload: 1024 } });
        await scope.register(liveRoutes, {
          feeds: deps.feeds,
          sessions: deps.sessions,
          channel: deps.channel,
          apiKey: deps.apiKey,
          ...(deps.sessionCheckMs ? { intervalMs: deps.sessionCheckMs } : {}),
          ...(deps.chat ? { chat: deps.chat } : {}),
        });
        if (deps.chat && deps.operators)
          await scope.register(adminLiveRoutes, { operators: deps.operators, chat: deps.chat });
      }),
  };
}
