import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import {
  bonusWageringConsumer,
  type LowRiskRoundsOf,
  type OpenRoundsOf,
} from './bonus.consumer.ts';
import type { BonusEngine, BonusEngineDeps } from './bonus.engine.ts';
import { bonusExpiryJob } from './bonus.jobs.ts';
import { createBonusReads, type GameNamesOf } from './bonus.reads.ts';
import { bonusRoutes } from './bonus.routes.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { bonusAdminRoutes } from './bonus.admin.routes.ts';
import { seedDemoCampaigns } from './campaigns.seed.ts';
import { createCampaignsService, type CampaignsDeps } from './campaigns.service.ts';
import { offersRoutes } from './offers.routes.ts';
import { sportsPromosRoutes } from './sports-promos.routes.ts';
import { createSportsPromos } from './sports-promos.service.ts';
import type { OffersService } from './offers.service.ts';

export interface BonusModuleDeps {
  /** Built in app.ts before the wallet's users: the wallet's bet gate and the cashier ask it. */
  engine: BonusEngine;
  db: BonusEngineDeps['db'];
  wallet: BonusEngineDeps['wallet'];
  termsOf: BonusEngineDeps['termsOf'];
  openRoundsOf: OpenRoundsOf;
  lowRiskRoundsOf: LowRiskRoundsOf;
  gameNamesOf: GameNamesOf;
  currencyOf: (playerId: bigint) => Promise<string>;
  channel: PlayerChannel;
  /** Offers, promo codes and grants: built in app.ts, since the cashier's deposits ask it too. */
  offers: OffersService;
  catalogue: CampaignsDeps['catalogue'];
  players: Pick<PlayerService, 'get'>;
  profile: CampaignsDeps['profile'];
  /** The bonus cost per day comes from the reports' ledger reading. */
  costs: Pick<ReportsService, 'bonusCosts'>;
  seedDemo: boolean;
}

/**
 * Bonus money (decision 015): the engine's player routes, the wagering consumer and the expiry
 * job. Campaigns, offers, promo codes and free spins add their routes, consumers and jobs here.
 */
export function bonusModule(deps: BonusModuleDeps): AppModule {
  const reads = createBonusReads({
    ...deps,
    offersFor: (playerId, language) => deps.offers.offersFor(playerId, language),
  });
  const campaigns = createCampaignsService(deps);
  return {
    name: 'bonus',
    api: async (api) => {
      await api.register(bonusRoutes, { engine: deps.engine, reads, currencyOf: deps.currencyOf });
      await api.register(offersRoutes, { offers: deps.offers, players: deps.players });
      await api.register(sportsPromosRoutes, { promos: createSportsPromos({ db: deps.db }) });
      await api.register(bonusAdminRoutes, {
        campaigns,
        offers: deps.offers,
        reads,
        costs: deps.costs,
      });
    },
    consumers: [bonusWageringConsumer(deps)],
    jobs: [bonusExpiryJob(deps.engine)],
    // The catalogue (the free spins' slot) is seeded by the games module's start, earlier in the list.
    start: async () => {
      if (deps.seedDemo) await seedDemoCampaigns(campaigns);
    },
  };
}

/** Names the history's games and their providers from the catalogue (cached there); a game since removed keeps its id. */
export function gameNamesOf(catalogue: {
  get: (id: string) => Promise<{ name: string; providerName: string }>;
}): GameNamesOf {
  return async (ids) => {
    const named = await Promise.all(
      ids.map(async (id) => [id, await catalogue.get(id).catch(() => null)] as const),
    );
    return new Map(
      named.flatMap(([id, game]) =>
        game ? [[id, { name: game.name, provider: game.providerName }] as const] : [],
      ),
    );
  };
}
