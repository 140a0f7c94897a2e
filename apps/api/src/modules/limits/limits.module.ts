import type { AppModule } from '../../platform/module.ts';
import type { CashierService } from '../cashier/cashier.service.ts';
import { limitsRoutes } from './limits.routes.ts';
import type { LimitsService } from './limits.service.ts';

export function limitsModule(deps: { limits: LimitsService; cashier: CashierService }): AppModule {
  return { name: 'limits', api: (api) => api.register(limitsRoutes, deps) };
}
