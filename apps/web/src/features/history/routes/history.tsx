import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { FILTER_FIELDS, type Filters } from '../components/transaction-filters';
import { TransactionsTab } from '../components/transactions-tab';

const TABS = ['transactions', 'gaming', 'sports', 'bonuses'] as const;
type Tab = (typeof TABS)[number];

/** A history kind whose records other parts of Orca will write; until then it says so instead of showing made-up rows. */
function NotYetTab({ kind }: { kind: 'gaming' | 'bonuses' }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <div className="py-8 text-center">
        <p className="font-semibold text-white">{t(`history.${kind}.emptyTitle`)}</p>
        <p className="mt-2 text-sm text-slate-400">{t(`history.${kind}.emptyText`)}</p>
      </div>
    </Panel>
  );
}

/**
 * /profile/history: the tab, filters and page live in the address, so a link (or the back button) opens the same view.
 * `gaming`, `sports` and `bonuses` are the Gaming, Sports bets and Bonuses tabs' content, composed in by the app (the play feature's rounds, the sportsbook's settled bets, the bonus feature's history).
 */
export function HistoryPage({
  gaming,
  sports,
  bonuses,
}: {
  gaming?: ReactNode;
  sports?: ReactNode;
  bonuses?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'transactions';
  const filters = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as Filters;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1) || 0;

  function update(next: { tab?: Tab; filters?: Filters; page?: number }) {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'transactions') search.set('tab', nextTab);
    const nextFilters = next.filters ?? filters;
    for (const field of FILTER_FIELDS)
      if (nextFilters[field]) search.set(field, nextFilters[field]);
    const nextPage = next.page ?? (next.filters ? 0 : page);
    if (nextPage > 0) search.set('page', String(nextPage + 1));
    setParams(search);
  }

  return (
    <Page title={t('history.title')} wide>
      <Tabs
        label={t('history.title')}
        value={tab}
        onValueChange={(value) => update({ tab: value })}
        items={[
          {
            value: 'transactions',
            label: t('history.tabs.transactions'),
            content: (
              <TransactionsTab
                filters={filters}
                page={page}
                onFiltersChange={(f) => update({ filters: f })}
                onPageChange={(p) => update({ page: p })}
              />
            ),
          },
          {
            value: 'gaming',
            label: t('history.tabs.gaming'),
            content: gaming ?? <NotYetTab kind="gaming" />,
          },
          ...(sports
            ? [{ value: 'sports' as const, label: t('history.tabs.sports'), content: sports }]
            : []),
          {
            value: 'bonuses',
            label: t('history.tabs.bonuses'),
            content: bonuses ?? <NotYetTab kind="bonuses" />,
          },
        ]}
      />
    </Page>
  );
}
