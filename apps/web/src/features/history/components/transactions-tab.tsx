import { TRANSACTIONS_PAGE_SIZE_DEFAULT } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useMethodNames, useTransactions } from '../api/transactions';
import { toQuery, TransactionFilters, type Filters } from './transaction-filters';
import { TransactionList } from './transaction-list';

const PAGE_SIZE = TRANSACTIONS_PAGE_SIZE_DEFAULT;

/** Deposits and withdrawals, filtered and paged by the server. */
export function TransactionsTab({
  filters,
  page,
  onFiltersChange,
  onPageChange,
}: {
  filters: Filters;
  page: number;
  onFiltersChange: (filters: Filters) => void;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const methodName = useMethodNames();
  const result = useTransactions({
    ...toQuery(filters),
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const data = result.data;
  const isFiltered = Object.values(filters).some((value) => value !== '');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  return (
    <div className="space-y-6">
      <Panel>
        <TransactionFilters
          value={filters}
          paymentMethods={data?.paymentMethods ?? []}
          methodName={methodName}
          onApply={onFiltersChange}
        />
      </Panel>
      <Panel>
        {result.error ? (
          <FormError message={result.error.message} />
        ) : !data ? (
          <p role="status">{t('common.loading')}</p>
        ) : data.transactions.length === 0 ? (
          <p className="py-6 text-center text-slate-400">
            {isFiltered ? t('history.emptyFiltered') : t('history.empty')}
          </p>
        ) : (
          <div
            className={`space-y-4 transition-opacity ${result.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={result.isFetching}
          >
            <TransactionList rows={data.transactions} methodName={methodName} />
            <nav
              className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-700 pt-4 text-sm"
              aria-label={t('history.paging.label')}
            >
              <p className="text-slate-400" role="status">
                {t('history.paging.showing', {
                  from: number(data.offset + 1),
                  to: number(data.offset + data.transactions.length),
                  total: number(data.total),
                })}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={page === 0}
                  onClick={() => onPageChange(page - 1)}
                >
                  {t('history.paging.previous')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={data.offset + data.transactions.length >= data.total}
                  onClick={() => onPageChange(page + 1)}
                >
                  {t('history.paging.next')}
                </Button>
              </div>
            </nav>
          </div>
        )}
      </Panel>
    </div>
  );
}
