import { DepositPage } from '../../features/cashier/routes/deposit';
import { RequirePlayer } from '../guards';

export function DepositRoute() {
  return (
    <RequirePlayer>
      <DepositPage />
    </RequirePlayer>
  );
}
