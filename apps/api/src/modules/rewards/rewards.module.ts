import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { rewardsAdminRoutes } from './rewards.admin.routes.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { rewardsPointsConsumer, type GameTermsOf } from './rewards.consumer.ts';
import { createRewardsService, type RewardsDeps } from './rewards.service.ts';

/** The loyalty programme (decision 014): CP, levels, VIP, level rewards and daily cashback kept from the ledger. */
export function rewardsModule(deps: RewardsDeps & { termsOf: GameTermsOf; channel: PlayerChannel }): AppModule {
  const rewards = createRewardsService(deps);
  return {
    name: 'rewards',
    api: async (api) => {
      await api.register(rewardsRoutes, { rewards });
      await api.register(rewardsAdminRoutes, { rewards });
    },
    consumers: [rewardsPointsConsumer(deps)],
  };
}
