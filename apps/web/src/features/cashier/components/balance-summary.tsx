import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/page';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../../../lib/queries/player';

/** Cash, bonus and what may be withdrawn, as the wallet reports them. */
export function BalanceSummary() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const b = balance.data;
  const money = (amount: string) => (b ? formatMoney(amount, b.currency, i18n.language) : '…');
  return (
    <Panel title={t('cashier.balance.title')}>
      <p className="text-3xl font-bold text-white tabular-nums">{b ? money(b.total) : '…'}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">{t('cashier.balance.cash')}</dt>
          <dd className="text-white tabular-nums">{b ? money(b.cash) : '…'}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cashier.balance.bonus')}</dt>
          <dd className="text-white tabular-nums">{b ? money(b.bonus) : '…'}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cashier.balance.withdrawable')}</dt>
          <dd className="text-white tabular-nums">{b ? money(b.withdrawable) : '…'}</dd>
        </div>
      </dl>
    </Panel>
  );
}
