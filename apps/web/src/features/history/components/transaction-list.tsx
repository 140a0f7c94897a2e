import type { Transaction } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';

const STATUS_CLASSES: Record<string, string> = {
  credited: 'bg-emerald-500/20 text-emerald-200',
  paid: 'bg-emerald-500/20 text-emerald-200',
  declined: 'bg-rose-500/20 text-rose-200',
  rejected: 'bg-rose-500/20 text-rose-200',
  cancelled: 'bg-ink-700 text-slate-300',
  expired: 'bg-ink-700 text-slate-300',
};

function Status({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${STATUS_CLASSES[status] ?? 'bg-amber-500/20 text-amber-200'}`}
    >
      {t(`history.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A chain deposit's or payout's place on its chain: the transaction and its confirmations ("2 of 3"), while pending and once done. */
function ChainDetails({ row }: { row: Transaction }) {
  const { t } = useTranslation();
  return (
    <>
      {row.tx_hash && (
        <span className="block break-all" data-testid="tx-hash">
          {t('history.txHash', { hash: row.tx_hash })}
        </span>
      )}
      {row.confirmations !== undefined && row.confirmations_required !== undefined && (
        <span className="block" data-testid="confirmations">
          {t('history.confirmations', {
            n: Math.min(row.confirmations, row.confirmations_required),
            required: row.confirmations_required,
          })}
        </span>
      )}
    </>
  );
}

/** The rows as a table from 1024 px, as cards below it, with every field of spec section 3. */
export function TransactionList({
  rows,
  methodName,
}: {
  rows: Transaction[];
  methodName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const money = (row: Transaction, amount: string) =>
    formatMoney(amount, row.currency, i18n.language);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const signed = (row: Transaction) =>
    `${row.type === 'withdraw' ? '−' : '+'}${money(row, row.amount)}`;

  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('history.tabs.transactions')}</caption>
        <thead className="border-b border-ink-700 text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('history.columns.dateRequested')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('history.columns.type')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('history.columns.paymentMethod')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('history.columns.amount')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('history.columns.status')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('history.columns.processedAt')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('history.columns.details')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={`${row.type}-${row.trans_id}`} className="align-top">
              <td className="py-3 pr-3 whitespace-nowrap text-slate-200">
                {date(row.date_requested)}
              </td>
              <td className="py-3 pr-3 text-white">{t(`history.types.${row.type}`)}</td>
              <td className="py-3 pr-3 text-slate-200">{methodName(row.payment_method)}</td>
              <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">
                <span className="font-semibold text-white">{signed(row)}</span>
                {Number(row.fee) > 0 && (
                  <span className="block text-xs text-slate-400">
                    {t('history.fee', { fee: money(row, row.fee) })}
                  </span>
                )}
              </td>
              <td className="py-3 pr-3">
                <Status status={row.status} />
              </td>
              <td className="py-3 pr-3 whitespace-nowrap text-slate-300">
                {date(row.processed_at)}
              </td>
              <td className="max-w-64 py-3 text-xs text-slate-400">
                {row.details && (
                  <span className="block break-all text-slate-200">{row.details}</span>
                )}
                {row.message && <span className="block text-amber-200">{row.message}</span>}
                <ChainDetails row={row} />
                <span className="block break-all">
                  {t('history.transactionId', { id: row.trans_id })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('history.tabs.transactions')}>
        {rows.map((row) => (
          <li
            key={`${row.type}-${row.trans_id}`}
            className="rounded-xl border border-ink-700 bg-ink-800/50 p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-white">
                  {t(`history.types.${row.type}`)} · {methodName(row.payment_method)}
                </p>
                <p className="text-xs text-slate-400">{date(row.date_requested)}</p>
              </div>
              <div className="text-right">
                <p className="font-semibold whitespace-nowrap text-white tabular-nums">
                  {signed(row)}
                </p>
                <Status status={row.status} />
              </div>
            </div>
            <div className="mt-2 space-y-1 text-xs text-slate-400">
              {Number(row.fee) > 0 && <div>{t('history.fee', { fee: money(row, row.fee) })}</div>}
              {row.processed_at && (
                <div>
                  {t('history.columns.processedAt')}: {date(row.processed_at)}
                </div>
              )}
              {row.details && <div className="break-all text-slate-200">{row.details}</div>}
              {row.message && <div className="text-amber-200">{row.message}</div>}
              <ChainDetails row={row} />
              <div className="break-all">{t('history.transactionId', { id: row.trans_id })}</div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
