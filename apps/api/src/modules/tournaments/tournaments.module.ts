import type { LiveMessage } from '@orca/contracts';
import type { EventBus } from '../../platform/events.ts';
import type { AppModule } from '../../platform/module.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { LiveFeed } from '../realtime/live.routes.ts';
import { tournamentsAdminRoutes } from './tournaments.admin.routes.ts';
import { scoresConsumer, type FreeSpinRounds } from './tournaments.consumer.ts';
import { tournamentsRoutes } from './tournaments.routes.ts';
import { seedDemoRaces } from './tournaments.seed.ts';
import {
  createTournamentsService,
  LEADERBOARD_TOPIC,
  type TournamentsDeps,
  type TournamentsService,
} from './tournaments.service.ts';

/** The public feed of race leaderboards, for the realtime module's list of feeds. */
export function tournamentsLiveFeed(events: Pick<EventBus, 'subscribe'>): LiveFeed {
  return {
    subscribe: (send) =>
      events.subscribe(LEADERBOARD_TOPIC, (payload) =>
        send(payload as Extract<LiveMessage, { type: 'tournament.leaderboard' }>),
      ),
  };
}

/** The hub's source of races and network promotions (decision 016's PromotionSource). */
export const tournamentsPromotionSource =
  (tournaments: TournamentsService): TournamentsService['promotions'] =>
  (ctx) =>
    tournaments.promotions(ctx);

/** Slot races (decision 017): pages, joining, scoring from settled rounds, the start/end job, payouts, back office. */
export function tournamentsModule(
  deps: TournamentsDeps & {
    tournaments?: TournamentsService;
    players: Pick<PlayerService, 'get'>;
    freeSpinRounds: FreeSpinRounds;
    events: EventBus;
    seedDemo: boolean;
  },
): AppModule {
  const tournaments = deps.tournaments ?? createTournamentsService(deps);
  return {
    name: 'tournaments',
    api: async (api) => {
      await api.register(tournamentsRoutes, { tournaments, players: deps.players });
      await api.register(tournamentsAdminRoutes, { tournaments });
    },
    consumers: [
      scoresConsumer({
        tournaments,
        freeSpinRounds: deps.freeSpinRounds,
        events: deps.events,
        db: deps.db,
      }),
    ],
    jobs: [
      {
        name: 'tournaments.lifecycle',
        everyMs: 5_000,
        // Soon after start-up, so a race whose start passed while the server was down shows as running.
        firstAfterMs: 1_000,
        timeoutMs: 120_000,
        run: async () => {
          await tournaments.advance();
          await tournaments.payFinished();
        },
      },
    ],
    // The catalogue is seeded by the games module's start, earlier in the list.
    start: async () => {
      if (deps.seedDemo) await seedDemoRaces(tournaments, deps.db);
    },
  };
}
