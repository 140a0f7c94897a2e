import type { AppModule } from '../../platform/module.ts';
import { kycRoutes } from './kyc.routes.ts';
import type { KycService } from './kyc.service.ts';

export function kycModule(deps: { kyc: KycService }): AppModule {
  return { name: 'kyc', api: (api) => api.register(kycRoutes, deps) };
}
