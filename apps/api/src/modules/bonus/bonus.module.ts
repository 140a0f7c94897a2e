import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import { bonusWageringConsumer, type OpenRoundsOf } from './bonus.consumer.ts';
import type { BonusEngine, BonusEngineDeps } from './bonus.engine.ts';
import { bonusExpiryJob } from './bonus.jobs.ts';
import { createBonusReads, type GameNamesOf } from './bonus.reads.ts';
import { bonusRoutes } from './bonus.routes.ts';

export interface BonusModuleDeps {
  /** Built in app.ts before the wallet's users: the wallet's bet gate and the cashier ask it. */
  engine: BonusEngine;
  db: BonusEngineDeps['db'];
  wallet: BonusEngineDeps['wallet'];
  termsOf: BonusEngineDeps['termsOf'];
  openRoundsOf: OpenRoundsOf;
  gameNamesOf: GameNamesOf;
  currencyOf: (playerId: bigint) => Promise<string>;
  channel: PlayerChannel;
}

/**
 * Bonus money (decision 015): the engine's player routes, the wagering consumer and the expiry
 * job. Campaigns, offers, promo codes and free spins add their routes, consumers and jobs here.
 */
export function bonusModule(deps: BonusModuleDeps): AppModule {
  const reads = createBonusReads(deps);
  return {
    name: 'bonus',
    api: async (api) => {
      await api.register(bonusRoutes, { engine: deps.engine, reads, currencyOf: deps.currencyOf });
    },
    consumers: [bonusWageringConsumer(deps)],
    jobs: [bonusExpiryJob(deps.engine)],
  };
}

/** Names the history's games from the catalogue (cached there); a game since removed keeps its id. */
export function gameNamesOf(catalogue: { get: (id: string) => Promise<{ name: string; providerId: string }> }): GameNamesOf {
  return async (ids) => {
    const named = await Promise.all(ids.map(async (id) => [id, await catalogue.get(id).catch(() => null)] as const));
    return new Map(named.flatMap(([id, game]) => (game ? [[id, { name: game.name, provider: game.providerId }] as const] : [])));
  };
}
