import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { crashRoutes } from './crash/crash.routes.ts';
import type { CrashService } from './crash/crash.service.ts';
import type { FairService } from './fairness/fair.service.ts';
import { fairnessRoutes } from './fairness/fairness.routes.ts';
import { inhouseRoutes } from './inhouse/inhouse.routes.ts';
import type { InhouseService } from './inhouse/inhouse.service.ts';
import { gameSessionGuard } from './launch/game-session.guard.ts';
import { launchRoutes } from './launch/launch.routes.ts';
import type { LaunchService } from './launch/launch.service.ts';
import { roundsRoutes } from './rounds/rounds.routes.ts';
import type { RoundsService } from './rounds/rounds.service.ts';

/** The player-facing routes of play: each part (launch, in-house games, crash, fairness, rounds) registers its own. */
export const playRoutes: FastifyPluginAsyncZod<{
  launch: LaunchService;
  inhouse: InhouseService;
  fair: FairService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  wallet: WalletService;
  crash: CrashService;
  betsPerMinute: number;
}> = async (app, deps) => {
  await app.register(gameSessionGuard);
  await app.register(launchRoutes, deps);
  await app.register(inhouseRoutes, deps);
  await app.register(crashRoutes, deps);
  await app.register(fairnessRoutes, deps);
  await app.register(roundsRoutes, deps);
};
