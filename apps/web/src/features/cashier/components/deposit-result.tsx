import { PAYMENT_CHECKOUT_EXPIRY_MINUTES } from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { formatMoney } from '../../../lib/format';
import { usePayment } from '../api/deposit';
import { depositBonusOf } from '../lib/deposit-bonus-note';
import { useBalance, useRefreshBalance } from '../../../lib/queries/player';

/** The provider's webhook normally arrives within seconds; after this the page stops asking and says so. */
const POLL_LIMIT_MS = 90_000;

/** Where the provider's page sends the player back: waits for the webhook's verdict and shows it with the new balance. */
export function DepositResult({
  paymentId,
  onNewDeposit,
}: {
  paymentId: string;
  onNewDeposit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [isPolling, setIsPolling] = useState(true);
  const payment = usePayment(paymentId, isPolling);
  const balance = useBalance();
  const refreshBalance = useRefreshBalance();
  const hasRefreshed = useRef(false);
  const status = payment.data?.status;
  const [bonusTitle] = useState(() => depositBonusOf(paymentId));

  useEffect(() => {
    const timer = window.setTimeout(() => setIsPolling(false), POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [isPolling]);

  useEffect(() => {
    if (status === 'credited' && !hasRefreshed.current) {
      hasRefreshed.current = true;
      void refreshBalance();
    }
  }, [status, refreshBalance]);

  const amount = payment.data
    ? formatMoney(payment.data.amount, payment.data.currency, i18n.language)
    : '';
  // The bonus is granted when the credited deposit reaches the bonus engine, moments after the credit.
  const bonusNote = bonusTitle &&
    (status === 'credited' || status === 'pending' || status === 'confirmed') && (
      <p className="rounded-lg border border-accent-400/40 bg-ink-800 p-3 text-sm text-slate-200">
        {status === 'credited'
          ? t('bonus.cashier.resultCredited', { title: bonusTitle })
          : t('bonus.cashier.resultPending', { title: bonusTitle })}{' '}
        <Link to="/profile/bonuses" className="font-semibold text-accent-400 hover:underline">
          {t('bonus.cashier.seeBonuses')}
        </Link>
      </p>
    );
  const newDeposit = (
    <Button variant="secondary" onClick={onNewDeposit}>
      {t('cashier.deposit.again')}
    </Button>
  );

  return (
    <Panel title={t('cashier.deposit.resultTitle')}>
      {payment.error ? (
        <div className="space-y-4">
          <FormError message={payment.error.message} />
          {newDeposit}
        </div>
      ) : !payment.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : status === 'credited' ? (
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-emerald-100"
          >
            {t('cashier.deposit.credited', { amount })}
          </p>
          {bonusNote}
          {balance.data && (
            <p className="text-sm text-slate-300">
              {t('cashier.deposit.newBalance')}{' '}
              <span className="font-semibold text-white tabular-nums">
                {formatMoney(balance.data.total, balance.data.currency, i18n.language)}
              </span>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Link
              to="/casino"
              className="rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
            >
              {t('cashier.deposit.play')}
            </Link>
            {newDeposit}
          </div>
        </div>
      ) : status === 'declined' ? (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-lg border border-rose-400/50 bg-rose-950/40 p-3 text-rose-100"
          >
            {t('cashier.deposit.declined', { amount })}
          </p>
          {newDeposit}
        </div>
      ) : status === 'expired' ? (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-lg border border-amber-300/50 bg-amber-950/40 p-3 text-amber-100"
          >
            {t('cashier.deposit.expired', { minutes: PAYMENT_CHECKOUT_EXPIRY_MINUTES })}
          </p>
          {newDeposit}
        </div>
      ) : isPolling ? (
        <div className="space-y-4">
          <p role="status" className="flex items-center gap-3 text-slate-200">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-accent-400 border-t-transparent"
            />
            {t('cashier.deposit.waiting', { amount })}
          </p>
          {bonusNote}
        </div>
      ) : (
        <div className="space-y-4">
          <p role="status" className="text-slate-200">
            {t('cashier.deposit.stillWaiting', { amount })}
          </p>
          <Button variant="secondary" onClick={() => setIsPolling(true)}>
            {t('cashier.deposit.checkAgain')}
          </Button>
        </div>
      )}
    </Panel>
  );
}
