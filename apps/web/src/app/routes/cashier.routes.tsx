import { useSearchParams, type RouteObject } from 'react-router';
import { RequirePlayer } from '../guards';
import { lazyPage } from './lazy-page';

export const cashierRoute: RouteObject = {
  path: 'cashier',
  children: [
    {
      path: 'deposit',
      ...lazyPage(async () => {
        const { DepositPage } = await import('../../features/cashier/routes/deposit');
        return function DepositRoute() {
          return (
            <RequirePlayer>
              <DepositPage />
            </RequirePlayer>
          );
        };
      }, ['cashier', 'bonus']),
    },
    {
      /**
       * /cashier/withdraw needs a login, except for the link in the approval email (?token=…): its token
       * is the credential, so the player can enter the address from any device without logging in.
       */
      path: 'withdraw',
      ...lazyPage(async () => {
        const [{ WithdrawPage }, { WithdrawalDetailsPage }] = await Promise.all([
          import('../../features/cashier/routes/withdraw'),
          import('../../features/cashier/routes/withdrawal-details'),
        ]);
        return function WithdrawRoute() {
          const [params] = useSearchParams();
          const token = params.get('token');
          if (token !== null) return <WithdrawalDetailsPage token={token} />;
          return (
            <RequirePlayer>
              <WithdrawPage />
            </RequirePlayer>
          );
        };
      }, ['cashier', 'bonus']),
    },
  ],
};
