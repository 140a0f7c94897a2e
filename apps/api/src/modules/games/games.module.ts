import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AppModule } from '../../platform/module.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { seedCatalogue, type ExternalProviderSeed } from './catalogue.seed.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { gamesAdminRoutes } from './games.admin.routes.ts';
import { createGamesAdminService, type GameCurrencyTotals } from './games.admin.service.ts';
import { gamesRoutes } from './games.routes.ts';

export function gamesModule(deps: {
  db: Database;
  events: EventBus;
  catalogue: CatalogueService;
  players: PlayerService;
  externalProviders: ExternalProviderSeed[];
  popularitySince: (since: Date) => Promise<{ gameId: string; rounds: number }[]>;
  /** Settled real-money rounds per game and currency (the play domain's), for the back office's figures. */
  totalsSince: (since: Date) => Promise<GameCurrencyTotals[]>;
}): AppModule {
  const { catalogue } = deps;
  const gamesAdmin = createGamesAdminService({
    db: deps.db,
    catalogue,
    events: deps.events,
    totalsSince: deps.totalsSince,
  });
  return {
    name: 'games',
    api: async (api) => {
      await api.register(gamesRoutes, { catalogue, players: deps.players });
      await api.register(gamesAdminRoutes, { gamesAdmin });
    },
    start: () => seedCatalogue(catalogue, deps.externalProviders),
    // Recently played games are buffered; what is buffered is written before the database closes.
    stop: () => catalogue.flushRecent(),
    // The lobby's "popular" order follows the last week's real rounds.
    jobs: [
      {
        name: 'games.popularity',
        everyMs: 60_000,
        timeoutMs: 60_000,
        run: async () =>
          catalogue.setPopularity(
            await deps.popularitySince(new Date(Date.now() - 7 * 86_400_000)),
          ),
      },
    ],
  };
}
