import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const rewardsRoutes: RouteObject[] = [
  {
    path: 'vip-program',
    ...lazyPage(
      async () => (await import('../../features/rewards/routes/vip-program')).VipProgramPage,
      ['rewards'],
    ),
  },
  {
    path: 'rewards',
    ...lazyPage(
      async () => (await import('../../features/rewards/routes/rewards')).RewardsPage,
      ['rewards'],
    ),
  },
  {
    path: 'challenges',
    ...lazyPage(
      async () => (await import('../../features/rewards/routes/challenges')).ChallengesPage,
      ['rewards'],
    ),
  },
];
