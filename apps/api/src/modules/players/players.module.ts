import type { AppModule } from '../../platform/module.ts';
import { playersRoutes } from './players.routes.ts';
import { createPlayersAdminService } from './players.service.ts';

/** The back office's players (search, card, account actions, balance adjustments with four-eyes). */
export function playersModule(deps: Parameters<typeof createPlayersAdminService>[0]): AppModule {
  const playersAdmin = createPlayersAdminService(deps);
  return { name: 'players', api: (api) => api.register(playersRoutes, { playersAdmin }) };
}
