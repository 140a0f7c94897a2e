import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const limitsRoutes: RouteObject[] = [
  {
    path: 'self-exclusion',
    ...lazyPage(
      async () => (await import('../../features/limits/routes/self-exclusion')).SelfExclusionPage,
      ['limits'],
    ),
  },
];
