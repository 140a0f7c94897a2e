import type { AppModule } from '../../platform/module.ts';
import { contentAdminRoutes } from './content.admin.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { seedDemoContent } from './content.seed.ts';
import type { ContentService } from './content.service.ts';

/** News, info pages and the home carousel (decision 016): written in the back office, read by players in their language. */
export function contentModule(deps: { content: ContentService; seedDemo: boolean }): AppModule {
  const { content } = deps;
  return {
    name: 'content',
    api: async (api) => {
      await api.register(contentRoutes, { content });
      await api.register(contentAdminRoutes, { content });
    },
    start: async () => {
      if (deps.seedDemo) await seedDemoContent(content);
    },
  };
}
