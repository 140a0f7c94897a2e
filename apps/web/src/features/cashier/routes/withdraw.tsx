import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useProfile } from '../../../lib/queries/player';
import { BalanceSummary } from '../components/balance-summary';
import { MissingInfoNotice } from '../components/missing-info-notice';
import { PendingWithdrawals } from '../components/pending-withdrawals';
import { WithdrawForm } from '../components/withdraw-form';

/** /cashier/withdraw: request a withdrawal, see and cancel the pending ones. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const player = useProfile();
  const missing = player.data?.missing_information;
  return (
    <Page title={t('cashier.withdraw.title')} wide>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          {/* The API refuses a withdrawal while details are missing (the same contract rule), so the form waits for them. */}
          {missing === undefined ? (
            <p role="status">{t('common.loading')}</p>
          ) : missing.length > 0 ? (
            <MissingInfoNotice missing={missing} />
          ) : (
            <WithdrawForm />
          )}
        </div>
        <div className="space-y-6">
          <BalanceSummary />
          <PendingWithdrawals />
          <Link
            to="/profile/history?type=withdraw"
            className="inline-block text-sm text-accent-400 hover:underline"
          >
            {t('cashier.withdraw.historyLink')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
