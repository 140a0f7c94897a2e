import type { DashboardCurrency, DashboardFigures } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField } from '../../components/ui/field';
import { LineChart, type ChartSeries } from '../../components/ui/line-chart';
import { Page, Panel } from '../../components/ui/page';
import { formatDateTime, formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { dashboardStrings } from './strings';
import { dashboardQuery } from './api';

const MONEY_FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'costs', 'ngr'] as const;
const COUNT_FIGURES = ['activePlayers', 'newPlayers'] as const;

function Figure({ label, today, month }: { label: string; today: string; month: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-1 rounded-xl border border-ink-700 bg-ink-900 p-4"
    >
      <span className="text-xs font-medium uppercase tracking-wide text-slate-400">{label}</span>
      <span
        className="text-xl font-semibold text-white"
        aria-label={`${dashboardStrings.today}: ${today}`}
      >
        {today}
      </span>
      <span
        className="text-xs text-slate-400"
        aria-label={`${dashboardStrings.last30Days}: ${month}`}
      >
        {dashboardStrings.last30Days}: <span className="text-slate-200">{month}</span>
      </span>
    </div>
  );
}

function figureText(
  figures: DashboardFigures,
  key: (typeof MONEY_FIGURES)[number] | (typeof COUNT_FIGURES)[number],
  currency: string,
): string {
  const value = figures[key];
  return typeof value === 'number' ? String(value) : formatMoney(value, currency);
}

function Charts({ data }: { data: DashboardCurrency }) {
  const days = useMemo(() => data.series.map((d) => d.day), [data]);
  // Numbers for drawing only: the figures above come from the API's exact decimal strings.
  const play = useMemo<ChartSeries[]>(
    () => [
      {
        label: dashboardStrings.bets,
        color: '#38bdf8',
        values: data.series.map((d) => Number(d.bets)),
      },
      {
        label: dashboardStrings.wins,
        color: '#f472b6',
        values: data.series.map((d) => Number(d.wins)),
      },
      { label: 'GGR', color: '#34d399', values: data.series.map((d) => Number(d.ggr)) },
      {
        label: 'NGR',
        color: '#fbbf24',
        values: data.series.map((d) => Number(d.ngr)),
        isDashed: true,
      },
    ],
    [data],
  );
  const cash = useMemo<ChartSeries[]>(
    () => [
      {
        label: dashboardStrings.deposits,
        color: '#34d399',
        values: data.series.map((d) => Number(d.deposits)),
      },
      {
        label: dashboardStrings.withdrawals,
        color: '#f87171',
        values: data.series.map((d) => Number(d.withdrawals)),
      },
    ],
    [data],
  );
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Panel title={dashboardStrings.chartMoney(data.currency)}>
        <LineChart label={dashboardStrings.chartMoney(data.currency)} days={days} series={play} />
      </Panel>
      <Panel title={dashboardStrings.chartCash(data.currency)}>
        <LineChart label={dashboardStrings.chartCash(data.currency)} days={days} series={cash} />
      </Panel>
    </div>
  );
}

/** The operators' landing page: today and the last 30 UTC days per currency, and what waits for them. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = dashboard.data?.currencies ?? [];
  const selected = currencies.find((c) => c.currency === chosen) ?? currencies[0] ?? null;

  return (
    <Page
      title={dashboardStrings.title}
      subtitle={dashboardStrings.subtitle}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          {currencies.length > 0 ? (
            <SelectField
              label={dashboardStrings.currency}
              value={selected?.currency ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              options={currencies.map((c) => ({ value: c.currency, label: c.currency }))}
            />
          ) : null}
          <Button
            variant="secondary"
            disabled={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            {strings.common.refresh}
          </Button>
        </div>
      }
    >
      {dashboard.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {dashboard.isError ? <Notice tone="error">{dashboard.error.message}</Notice> : null}
      {dashboard.data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div
              role="group"
              aria-label={dashboardStrings.pendingWithdrawals}
              className="rounded-xl border border-ink-700 bg-ink-900 p-4"
            >
              <span className="text-xs font-medium uppercase tracking-wide text-slate-400">
                {dashboardStrings.pendingWithdrawals}
              </span>
              <p className="text-2xl font-semibold text-white">
                {dashboard.data.pendingWithdrawals}
              </p>
            </div>
            <div
              role="group"
              aria-label={dashboardStrings.pendingDocuments}
              className="rounded-xl border border-ink-700 bg-ink-900 p-4"
            >
              <span className="text-xs font-medium uppercase tracking-wide text-slate-400">
                {dashboardStrings.pendingDocuments}
              </span>
              <p className="text-2xl font-semibold text-white">{dashboard.data.pendingDocuments}</p>
            </div>
          </div>
          {selected ? (
            <>
              <section
                aria-label={`${dashboardStrings.title} ${selected.currency}`}
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
              >
                {MONEY_FIGURES.map((key) => (
                  <Figure
                    key={key}
                    label={dashboardStrings[key]}
                    today={figureText(selected.today, key, selected.currency)}
                    month={figureText(selected.last30Days, key, selected.currency)}
                  />
                ))}
                {COUNT_FIGURES.map((key) => (
                  <Figure
                    key={key}
                    label={dashboardStrings[key]}
                    today={figureText(selected.today, key, selected.currency)}
                    month={figureText(selected.last30Days, key, selected.currency)}
                  />
                ))}
              </section>
              <Charts data={selected} />
            </>
          ) : (
            <Notice tone="info">{dashboardStrings.noActivity}</Notice>
          )}
          <p className="text-xs text-slate-500">
            {dashboardStrings.updated(formatDateTime(dashboard.data.generatedAt))}
          </p>
        </>
      ) : null}
    </Page>
  );
}
