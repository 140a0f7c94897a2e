import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const tournamentsRoutes: RouteObject[] = [
  {
    path: 'network-promotions',
    ...lazyPage(
      async () =>
        (await import('../../features/tournaments/routes/network-promotions'))
          .NetworkPromotionsPage,
      ['tournaments'],
    ),
  },
  {
    path: 'network-promotions/:url',
    ...lazyPage(
      async () =>
        (await import('../../features/tournaments/routes/network-promotion')).NetworkPromotionPage,
      ['tournaments'],
    ),
  },
  {
    path: 'slot-races',
    ...lazyPage(
      async () => (await import('../../features/tournaments/routes/slot-races')).SlotRacesPage,
      ['tournaments'],
    ),
  },
  {
    path: 'slot-races/:url',
    ...lazyPage(
      async () => (await import('../../features/tournaments/routes/slot-race')).SlotRacePage,
      ['tournaments'],
    ),
  },
];
