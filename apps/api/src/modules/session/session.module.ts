import type { AppModule } from '../../platform/module.ts';
import { sessionRoutes } from './session.routes.ts';
import type { SessionService } from './session.service.ts';

export function sessionModule(deps: { sessions: SessionService }): AppModule {
  return { name: 'session', api: (api) => api.register(sessionRoutes, deps) };
}
