import type { AppModule } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PlayerService } from './player.service.ts';
import { profileRoutes } from './profile.routes.ts';

export function profileModule(deps: { players: PlayerService; auth: AuthService }): AppModule {
  return { name: 'profile', api: (api) => api.register(profileRoutes, deps) };
}
