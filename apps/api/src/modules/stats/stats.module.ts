import type { AppModule } from '../../platform/module.ts';
import { statsRoutes } from './stats.routes.ts';
import type { StatsService } from './stats.service.ts';
import { wageringStatsConsumer } from './wagering-stats.consumer.ts';

export function statsModule(deps: { stats: StatsService }): AppModule {
  return {
    name: 'stats',
    api: (api) => api.register(statsRoutes, deps),
    consumers: [wageringStatsConsumer],
  };
}
