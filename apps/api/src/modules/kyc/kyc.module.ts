import type { AppModule } from '../../platform/module.ts';
import { kycAdminRoutes } from './kyc.admin.routes.ts';
import { kycRoutes } from './kyc.routes.ts';
import type { KycService } from './kyc.service.ts';

export function kycModule(deps: { kyc: KycService }): AppModule {
  return {
    name: 'kyc',
    api: async (api) => {
      await api.register(kycRoutes, deps);
      await api.register(kycAdminRoutes, deps);
    },
  };
}
