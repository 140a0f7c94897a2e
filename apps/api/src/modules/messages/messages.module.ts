import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { messagesInboxConsumer } from './messages.consumer.ts';
import { messagesRoutes } from './messages.routes.ts';
import type { MessagesService } from './messages.service.ts';

export function messagesModule(deps: {
  messages: MessagesService;
  channel: PlayerChannel;
}): AppModule {
  return {
    name: 'messages',
    api: (api) => api.register(messagesRoutes, deps),
    consumers: [messagesInboxConsumer(deps)],
  };
}
