import type { AppModule } from '../../platform/module.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { seedCatalogue, type ExternalProviderSeed } from './catalogue.seed.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { gamesRoutes } from './games.routes.ts';

export function gamesModule(deps: { catalogue: CatalogueService; players: PlayerService; externalProviders: ExternalProviderSeed[]; popularitySince: (since: Date) => Promise<{ gameId: string; rounds: number }[]> }): AppModule {
  const { catalogue } = deps;
  return {
    name: 'games',
    api: (api) => api.register(gamesRoutes, { catalogue, players: deps.players }),
    start: () => seedCatalogue(catalogue, deps.externalProviders),
    // Recently played games are buffered; what is buffered is written before the database closes.
    stop: () => catalogue.flushRecent(),
    // The lobby's "popular" order follows the last week's real rounds.
    jobs: [{ name: 'games.popularity', everyMs: 60_000, timeoutMs: 60_000, run: async () => catalogue.setPopularity(await deps.popularitySince(new Date(Date.now() - 7 * 86_400_000))) }],
  };
}
