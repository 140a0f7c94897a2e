import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { SessionService } from '../session/session.service.ts';
import { liveRoutes, type LiveFeed } from './live.routes.ts';

/** The live socket; domains hand it their public feeds and reach players through the PlayerChannel. */
export function realtimeModule(deps: {
  feeds: readonly LiveFeed[];
  sessions: SessionService;
  channel: PlayerChannel;
  apiKey: string;
  sessionCheckMs?: number;
}): AppModule {
  return {
    name: 'realtime',
    api: (api) =>
      api.register(liveRoutes, {
        feeds: deps.feeds,
        sessions: deps.sessions,
        channel: deps.channel,
        apiKey: deps.apiKey,
        ...(deps.sessionCheckMs ? { intervalMs: deps.sessionCheckMs } : {}),
      }),
  };
}
