import type { AppModule } from '../../platform/module.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { CRASH_TICK_MS, type CrashService } from './crash/crash.service.ts';
import type { FairService } from './fairness/fair.service.ts';
import type { InhouseService } from './inhouse/inhouse.service.ts';
import { gameSessionGuard } from './launch/game-session.guard.ts';
import type { LaunchService } from './launch/launch.service.ts';
import { blackjackRoutes } from './live/blackjack.routes.ts';
import type { BlackjackService } from './live/blackjack.service.ts';
import { liveRoutes } from './live/live.routes.ts';
import { LIVE_WATCHING_TELL_MS, type LiveService } from './live/live.service.ts';
import { LIVE_TICK_MS } from './live/live.tables.ts';
import { playRoutes } from './play.routes.ts';
import { providerWalletRoutes } from './provider-wallet/provider-wallet.routes.ts';
import type { ProviderWalletService } from './provider-wallet/provider-wallet.service.ts';
import type { RoundsService } from './rounds/rounds.service.ts';

export function playModule(deps: {
  launch: LaunchService;
  inhouse: InhouseService;
  fair: FairService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  wallet: WalletService;
  crash: CrashService;
  live: LiveService;
  blackjack: BlackjackService;
  providerWallet: ProviderWalletService;
  betsPerMinute: number;
}): AppModule {
  const { crash, live } = deps;
  return {
    name: 'play',
    api: async (api) => {
      await api.register(playRoutes, deps);
      await api.register(providerWalletRoutes, {
        providerWallet: deps.providerWallet,
        catalogue: deps.catalogue,
      });
      await api.register(async (scope) => {
        await scope.register(gameSessionGuard);
        await scope.register(liveRoutes, { live, betsPerMinute: deps.betsPerMinute });
        await scope.register(blackjackRoutes, {
          blackjack: deps.blackjack,
          betsPerMinute: deps.betsPerMinute,
        });
      });
    },
    // The live tables and their catalogue games exist in every mode (decision 018).
    start: () => live.seed(),
    jobs: [
      // Crash bets left unsettled by a restart are paid out (or closed) from start-up on, whether
      // or not anyone opens the game.
      {
        name: 'crash.settle',
        everyMs: CRASH_TICK_MS,
        firstAfterMs: 0,
        timeoutMs: 30_000,
        backoffMaxMs: 5_000,
        run: () => crash.settleBusted(),
      },
      // Each instance ticks its own sockets.
      // One instance drives every live table (close, draw, settle, reveal, next round); a restart resumes where the rows say.
      // A table nobody watches rests after its round until someone opens it (live.service.ts).
      {
        name: 'live.tables',
        everyMs: LIVE_TICK_MS,
        firstAfterMs: 0,
        timeoutMs: 60_000,
        backoffMaxMs: 5_000,
        run: () => live.drive(),
      },
      // Each instance's sockets keep the tables running wherever the driver is.
      {
        name: 'live.watching',
        scope: 'instance',
        everyMs: LIVE_WATCHING_TELL_MS,
        timeoutMs: 10_000,
        run: async () => live.tellWatching(),
      },
      {
        name: 'crash.broadcast',
        scope: 'instance',
        everyMs: CRASH_TICK_MS,
        firstAfterMs: 0,
        timeoutMs: 10_000,
        backoffMaxMs: 5_000,
        run: () => crash.broadcast(),
      },
    ],
  };
}
