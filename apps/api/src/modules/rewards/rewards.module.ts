import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { challengesAdminRoutes } from './challenges.admin.routes.ts';
import { challengesConsumer, type FreeSpinRounds } from './challenges.consumer.ts';
import { challengesRoutes } from './challenges.routes.ts';
import { seedDemoChallenges } from './challenges.seed.ts';
import type { ChallengesDeps, ChallengesService } from './challenges.service.ts';
import { rewardsAdminRoutes } from './rewards.admin.routes.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { rewardsPointsConsumer, type GameTermsOf } from './rewards.consumer.ts';
import { createRewardsService, type RewardsDeps } from './rewards.service.ts';

/** The loyalty programme (decision 014): CP, levels, VIP, level rewards and daily cashback kept from the ledger. */
export function rewardsModule(
  deps: RewardsDeps & {
    termsOf: GameTermsOf;
    freeSpinRounds: FreeSpinRounds;
    channel: PlayerChannel;
    catalogue: ChallengesDeps['catalogue'];
    seedDemo: boolean;
    challenges: ChallengesService;
  },
): AppModule {
  const rewards = createRewardsService(deps);
  const { challenges } = deps;
  return {
    name: 'rewards',
    api: async (api) => {
      await api.register(rewardsRoutes, { rewards });
      await api.register(rewardsAdminRoutes, { rewards });
      await api.register(challengesRoutes, { challenges, players: deps.players });
      await api.register(challengesAdminRoutes, { challenges });
    },
    consumers: [rewardsPointsConsumer(deps), challengesConsumer(challenges, deps.freeSpinRounds)],
    // The catalogue is seeded by the games module's start, earlier in the list.
    start: async () => {
      if (deps.seedDemo) await seedDemoChallenges(challenges);
    },
  };
}
