import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const bonusRoutes: RouteObject[] = [
  {
    path: 'deposit-bonus',
    ...lazyPage(
      async () => (await import('../../features/bonus/routes/deposit-bonuses')).DepositBonusesPage,
      ['bonus'],
    ),
  },
  {
    path: 'deposit-bonus/:url',
    ...lazyPage(async () => {
      const { OfferPage } = await import('../../features/bonus/routes/offer');
      return function DepositOfferRoute() {
        return <OfferPage kind="deposit" />;
      };
    }, ['bonus']),
  },
  {
    path: 'free-spin/:url',
    ...lazyPage(async () => {
      const { OfferPage } = await import('../../features/bonus/routes/offer');
      return function FreeSpinsOfferRoute() {
        return <OfferPage kind="free_spins" />;
      };
    }, ['bonus']),
  },
];
