import type { AppModule } from '../../platform/module.ts';
import { reportsRoutes } from './reports.routes.ts';
import type { ReportsService } from './reports.service.ts';

/** The back office's figures: read-only, no jobs (they are computed from the ledger when asked). */
export function reportsModule(deps: { reports: ReportsService }): AppModule {
  return {
    name: 'reports',
    api: (api) => api.register(reportsRoutes, deps),
  };
}
