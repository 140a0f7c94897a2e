import type { AppModule } from '../../platform/module.ts';
import { skinRoutes } from './skin.routes.ts';
import type { SkinService } from './skin.service.ts';

export function skinModule(deps: { skin: SkinService }): AppModule {
  return { name: 'skin', api: (api) => api.register(skinRoutes, deps) };
}
