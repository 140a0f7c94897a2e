import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useProfile } from '../../../lib/queries/player';
import { BalanceSummary } from '../components/balance-summary';
import { CryptoDeposit } from '../components/crypto-deposit';
import { DepositForm } from '../components/deposit-form';
import { DepositResult } from '../components/deposit-result';
import { MissingInfoNotice } from '../components/missing-info-notice';

/** /cashier/deposit: the form, or, back from the provider's page with ?payment=<id>, that payment's outcome. */
export function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const player = useProfile();
  const missing = player.data?.missing_information ?? [];
  return (
    <Page title={t('cashier.deposit.title')} wide>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          {paymentId ? (
            <DepositResult
              key={paymentId}
              paymentId={paymentId}
              onNewDeposit={() => setParams({}, { replace: true })}
            />
          ) : missing.length > 0 ? (
            // Spec section 4: the cashier needs complete details first (the API refuses a deposit without them).
            <MissingInfoNotice missing={missing} />
          ) : (
            player.data && (
              <>
                <DepositForm />
                <CryptoDeposit />
              </>
            )
          )}
        </div>
        <div className="space-y-6">
          <BalanceSummary />
          <p className="text-sm text-slate-400">
            {t('cashier.deposit.limitNote')}{' '}
            <Link to="/profile/my-account/limits" className="text-accent-400 hover:underline">
              {t('cashier.deposit.limitLink')}
            </Link>
          </p>
        </div>
      </div>
    </Page>
  );
}
