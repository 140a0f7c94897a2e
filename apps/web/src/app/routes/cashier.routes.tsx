import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

export const cashierRoute: RouteObject = {
  path: 'cashier',
  children: [
    {
      path: 'deposit',
      ...lazyPage(async () => (await import('./deposit-route')).DepositRoute, ['cashier', 'bonus']),
    },
    {
      // The approval email's link opens it without a login (withdraw-route.tsx).
      path: 'withdraw',
      ...lazyPage(
        async () => (await import('./withdraw-route')).WithdrawRoute,
        ['cashier', 'bonus'],
      ),
    },
  ],
};
