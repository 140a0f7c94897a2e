import type { AppModule } from '../../platform/module.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { balancePushConsumer } from './balance-push.consumer.ts';
import { walletRoutes } from './wallet.routes.ts';
import type { WalletService } from './wallet.service.ts';

export function walletModule(deps: {
  wallet: WalletService;
  players: PlayerService;
  channel: PlayerChannel;
}): AppModule {
  return {
    name: 'wallet',
    api: (api) => api.register(walletRoutes, deps),
    consumers: [balancePushConsumer(deps)],
  };
}
