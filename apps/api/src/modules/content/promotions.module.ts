import type { AppModule } from '../../platform/module.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService, type PromotionsDeps } from './promotions.service.ts';

export type { PromotionSource } from './promotions.service.ts';

/** The promotions hub (decision 016): offers other domains own, composed from the sources app.ts hands it. */
export function promotionsModule(
  deps: PromotionsDeps & { players: Pick<PlayerService, 'get'> },
): AppModule {
  const promotions = createPromotionsService(deps);
  return {
    name: 'promotions',
    api: async (api) => {
      await api.register(promotionsRoutes, { promotions, players: deps.players });
    },
  };
}
