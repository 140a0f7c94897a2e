import type { Withdrawal } from '@orca/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useWithdrawalDetails } from '../api/withdrawal';
import { WithdrawalDetailsForm } from '../components/withdrawal-details-form';

/**
 * What the approval email links to (/cashier/withdraw?token=…). The 256-bit token is the
 * credential, as for a password reset, so the page works logged out too: a player who opens the
 * mail on another device enters the address without logging in first.
 */
export function WithdrawalDetailsPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const details = useWithdrawalDetails(token);
  const [done, setDone] = useState<Withdrawal | null>(null);

  return (
    <Page title={t('cashier.details.title')}>
      <Panel>
        {done ? (
          <div className="space-y-4">
            <p
              role="status"
              className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-emerald-100"
            >
              {t('cashier.details.done', {
                amount: formatMoney(done.amount, done.currency, i18n.language),
              })}
            </p>
            {isLoggedIn ? (
              <Link
                to="/profile/history?type=withdraw"
                className="inline-block text-accent-400 hover:underline"
              >
                {t('cashier.details.seeHistory')}
              </Link>
            ) : (
              <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
                <span>{t('cashier.details.loginForHistory')}</span>
                <Button variant="secondary" onClick={() => openLogin()}>
                  {t('cashier.details.login')}
                </Button>
              </div>
            )}
          </div>
        ) : details.isLoading ? (
          <p role="status">{t('common.loading')}</p>
        ) : details.error || !details.data ? (
          <div className="space-y-4">
            <FormError message={details.error?.message ?? t('errors.withdrawal_link_invalid')} />
            <Link to="/" className="inline-block text-accent-400 hover:underline">
              {t('common.backHome')}
            </Link>
          </div>
        ) : (
          <WithdrawalDetailsForm
            token={token}
            withdrawal={details.data.withdrawal}
            method={details.data.method}
            onDone={setDone}
          />
        )}
      </Panel>
    </Page>
  );
}
