import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useBalance } from '../../../lib/queries/player';

/**
 * The logged-in player's total balance in the header, in the interface language's number format.
 * Below 600 px the header has no room for a worded Deposit button, so a "+" beside the balance
 * takes its place (same name for screen readers).
 */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  if (!balance.data) return null;
  const total = formatMoney(balance.data.total, balance.data.currency, i18n.language);
  return (
    <div className="flex shrink-0 items-stretch overflow-hidden rounded-lg bg-ink-800 sm:bg-transparent">
      <Link
        to="/cashier/deposit"
        className="flex flex-col items-end justify-center px-2 py-1 leading-tight hover:bg-ink-700 sm:rounded-lg sm:hover:bg-ink-800"
        title={t('cashier.balance.total')}
      >
        <span className="hidden text-[11px] text-slate-400 md:block">
          {t('cashier.balance.total')}
        </span>
        <span className="sr-only md:hidden">{t('cashier.balance.total')}: </span>
        <span className="text-sm font-semibold whitespace-nowrap text-white tabular-nums">
          {total}
        </span>
      </Link>
      <Link
        to="/cashier/deposit"
        aria-label={t('cashier.deposit.title')}
        className="flex w-9 items-center justify-center bg-accent-500 text-xl font-bold text-ink-950 hover:bg-accent-400 sm:hidden"
      >
        <span aria-hidden="true">+</span>
      </Link>
    </div>
  );
}
