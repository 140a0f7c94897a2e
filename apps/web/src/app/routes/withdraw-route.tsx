import { useSearchParams } from 'react-router';
import { WithdrawPage } from '../../features/cashier/routes/withdraw';
import { WithdrawalDetailsPage } from '../../features/cashier/routes/withdrawal-details';
import { RequirePlayer } from '../guards';

/**
 * /cashier/withdraw needs a login, except for the link in the approval email (?token=…): its token
 * is the credential, so the player can enter the address from any device without logging in.
 */
export function WithdrawRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token !== null) return <WithdrawalDetailsPage token={token} />;
  return (
    <RequirePlayer>
      <WithdrawPage />
    </RequirePlayer>
  );
}
