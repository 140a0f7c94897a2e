import { CANCELLABLE_WITHDRAWAL_STATUSES } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import {
  useCancelWithdrawals,
  usePendingWithdrawals,
  useWithdrawalMethods,
} from '../api/withdrawal';

/** Withdrawals not yet paid; the spec's cancel action cancels every one that can still be cancelled. */
export function PendingWithdrawals() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const pending = usePendingWithdrawals();
  const cancel = useCancelWithdrawals();
  const methods = useWithdrawalMethods();
  const translatedName = usePaymentMethodName();
  const methodName = (id: string) =>
    translatedName(id, methods.data?.find((m) => m.id === id)?.name ?? id.toUpperCase());
  const list = pending.data ?? [];
  const cancellable = list.filter((w) => CANCELLABLE_WITHDRAWAL_STATUSES.includes(w.status));

  async function handleCancel() {
    try {
      const cancelled = await cancel.mutateAsync(cancellable.map((w) => w.trans_id));
      toast({
        title: t('cashier.pending.cancelled', { number: cancelled.length }),
        variant: 'success',
      });
    } catch {
      // The error is shown under the button.
    }
  }

  return (
    <Panel title={t('cashier.pending.title')}>
      {pending.isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : pending.error ? (
        <FormError message={pending.error.message} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-400">{t('cashier.pending.empty')}</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-ink-700" aria-label={t('cashier.pending.title')}>
            {list.map((w) => (
              <li key={w.trans_id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-white tabular-nums">
                    {formatMoney(w.amount, w.currency, i18n.language)}
                  </p>
                  <p className="text-xs text-slate-400">
                    {methodName(w.method)} · {formatDateTime(w.requestedAt, i18n.language)}
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-ink-700 px-2 py-0.5 text-xs text-slate-200">
                  {t(`cashier.status.${w.status}`)}
                </span>
              </li>
            ))}
          </ul>
          {cancel.error && <FormError message={cancel.error.message} />}
          {cancellable.length > 0 ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => void handleCancel()}
              disabled={cancel.isPending}
            >
              {t('cashier.pending.cancelAll')}
            </Button>
          ) : (
            <p className="text-xs text-slate-400">{t('cashier.pending.notCancellable')}</p>
          )}
        </div>
      )}
    </Panel>
  );
}
