import type { Database } from '../../db/client.ts';
import type { AppModule } from '../../platform/module.ts';
import { skinAdminRoutes } from './skin.admin.routes.ts';
import { createSkinAdminService } from './skin.admin.service.ts';
import { skinRoutes } from './skin.routes.ts';
import type { SkinService } from './skin.service.ts';

export function skinModule(deps: { skin: SkinService; db: Database }): AppModule {
  const skinAdmin = createSkinAdminService(deps.db);
  return {
    name: 'skin',
    api: async (api) => {
      await api.register(skinRoutes, deps);
      await api.register(skinAdminRoutes, { skinAdmin });
    },
  };
}
