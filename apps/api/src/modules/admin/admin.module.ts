import type { AppModule } from '../../platform/module.ts';
import { adminRoutes } from './admin.routes.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorService } from './operator.service.ts';

export function adminModule(deps: { operators: OperatorService; audit: AuditService }): AppModule {
  return {
    name: 'admin',
    api: (api) => api.register(adminRoutes, deps),
    // The one-off upgrade: TOTP secrets stored in clear before encryption came in are sealed at start.
    start: async () => void (await deps.operators.sealPlainSecrets()),
  };
}
