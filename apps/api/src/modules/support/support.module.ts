import type { AppModule } from '../../platform/module.ts';
import { chatAdminRoutes, chatRoutes } from './chat.routes.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatDirectory } from './chat.views.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService, type ContactDeps } from './contact.service.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { tawkRoutes } from './tawk.routes.ts';
import { createTawkService, type PlayerFacts, type TawkSettings } from './tawk.service.ts';

/**
 * Support (decision 016): contact messages as tickets answered from the back office, the
 * in-house live chat, and Tawk.to's player details when it is configured.
 */
export function supportModule(
  deps: ContactDeps &
    Pick<ChatDirectory, 'usernamesOf' | 'operatorNamesOf' | 'verifiedEmailOf'> & {
      chat: ChatService;
      tawk: TawkSettings | null;
      facts: PlayerFacts;
    },
): AppModule {
  // The chat names players and operators through their services, never their tables.
  deps.chat.directory.bind({
    usernamesOf: deps.usernamesOf,
    operatorNamesOf: deps.operatorNamesOf,
    verifiedEmailOf: deps.verifiedEmailOf,
    identity: deps.facts.identity,
  });
  const contact = createContactService(deps);
  const tawk = createTawkService(deps.tawk, deps.facts);
  return {
    name: 'support',
    api: async (api) => {
      await api.register(contactRoutes, { contact });
      await api.register(supportAdminRoutes, { contact });
      await api.register(tawkRoutes, { tawk });
      await api.register(chatRoutes, { chat: deps.chat });
      await api.register(chatAdminRoutes, { chat: deps.chat });
    },
  };
}
