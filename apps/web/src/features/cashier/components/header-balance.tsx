import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../api/get-balance';

/** The logged-in player's total balance in the header, in the interface language's number format. */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  if (!balance.data) return null;
  const total = formatMoney(balance.data.total, balance.data.currency, i18n.language);
  return (
    <Link to="/cashier/deposit" className="flex flex-col items-end rounded-lg px-2 py-1 leading-tight hover:bg-ink-800" title={t('cashier.balance.total')}>
      <span className="hidden text-[11px] text-slate-400 md:block">{t('cashier.balance.total')}</span>
      <span className="sr-only md:hidden">{t('cashier.balance.total')}: </span>
      <span className="text-sm font-semibold whitespace-nowrap text-white tabular-nums" data-balance>
        {total}
      </span>
    </Link>
  );
}
