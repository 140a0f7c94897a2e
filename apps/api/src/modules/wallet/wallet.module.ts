import type { AppModule } from '../../platform/module.ts';
import type { PlayerService } from '../profile/player.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import type { WalletService } from './wallet.service.ts';

export function walletModule(deps: { wallet: WalletService; players: PlayerService }): AppModule {
  return { name: 'wallet', api: (api) => api.register(walletRoutes, deps) };
}
