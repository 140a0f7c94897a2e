import { addDays, CURRENCIES, REPORT_GROUPS, utcDay, type GgrRow } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { LineChart, type ChartSeries } from '../../components/ui/line-chart';
import { Page, Panel } from '../../components/ui/page';
import { DownloadButton } from '../../components/ui/download-button';
import { formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { reportsStrings } from './strings';
import { ggrReportQuery, reportPath, type ReportFilters } from './api';

const column = createColumnHelper<GgrRow>();
const money = (key: 'bets' | 'wins' | 'ggr' | 'ngr', header: string) =>
  column.display({
    id: key,
    header,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.original[key], row.original.currency)}
      </span>
    ),
  });
const columns = [
  column.display({
    id: 'label',
    header: reportsStrings.label,
    cell: ({ row }) => <span className="break-words">{row.original.label}</span>,
  }),
  column.display({
    id: 'currency',
    header: reportsStrings.currency,
    cell: ({ row }) => row.original.currency,
  }),
  money('bets', reportsStrings.bets),
  money('wins', reportsStrings.wins),
  money('ggr', reportsStrings.ggr),
  money('ngr', reportsStrings.ngr),
  column.display({
    id: 'rounds',
    header: reportsStrings.rounds,
    cell: ({ row }) => row.original.rounds,
  }),
  column.display({
    id: 'players',
    header: reportsStrings.players,
    cell: ({ row }) => row.original.players,
  }),
];

function initialFilters(): ReportFilters {
  const today = utcDay(new Date());
  return { groupBy: 'day', from: addDays(today, -29), to: today, currency: '' };
}

/** By day, the chart of one currency's GGR and NGR (all days of the range, quiet days at zero). */
function DayChart({
  rows,
  from,
  to,
  currency,
}: {
  rows: GgrRow[];
  from: string;
  to: string;
  currency: string;
}) {
  const { days, series } = useMemo(() => {
    const dayList: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) dayList.push(day);
    const byDay = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.key, r]));
    // Numbers for drawing only: the table shows the exact decimal strings.
    const values = (key: 'ggr' | 'ngr') =>
      dayList.map((day) => Number(byDay.get(day)?.[key] ?? '0'));
    const lines: ChartSeries[] = [
      { label: reportsStrings.ggr, color: '#34d399', values: values('ggr') },
      { label: reportsStrings.ngr, color: '#fbbf24', values: values('ngr'), isDashed: true },
    ];
    return { days: dayList, series: lines };
  }, [rows, from, to, currency]);
  return (
    <Panel title={reportsStrings.chart(currency)}>
      <LineChart label={reportsStrings.chart(currency)} days={days} series={series} />
    </Panel>
  );
}

/** GGR/NGR by day, game, provider, currency or affiliate over a range of UTC days, with its CSV. */
export function ReportsPage() {
  const [draft, setDraft] = useState<ReportFilters>(initialFilters);
  const [filters, setFilters] = useState<ReportFilters>(draft);
  const report = useQuery(ggrReportQuery(filters));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const chartCurrencies =
    report.data?.groupBy === 'day' ? [...new Set(report.data.rows.map((r) => r.currency))] : [];

  return (
    <Page
      title={reportsStrings.title}
      subtitle={reportsStrings.subtitle}
      actions={
        <DownloadButton
          path={reportPath(filters, 'csv')}
          fallbackName={`ggr-by-${filters.groupBy}.csv`}
        />
      }
    >
      <form
        onSubmit={handleSubmit}
        className="flex flex-wrap items-end gap-3"
        aria-label={reportsStrings.title}
      >
        <SelectField
          label={reportsStrings.groupBy}
          value={draft.groupBy}
          onChange={(event) => setDraft({ ...draft, groupBy: event.target.value })}
          options={REPORT_GROUPS.map((group) => ({
            value: group,
            label: reportsStrings.groups[group] ?? group,
          }))}
        />
        <TextField
          label={reportsStrings.from}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={reportsStrings.to}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <SelectField
          label={reportsStrings.currency}
          value={draft.currency}
          onChange={(event) => setDraft({ ...draft, currency: event.target.value })}
          options={[
            { value: '', label: reportsStrings.allCurrencies },
            ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
          ]}
        />
        <Button type="submit">{reportsStrings.show}</Button>
      </form>
      {report.isError ? <Notice tone="error">{report.error.message}</Notice> : null}
      {report.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {report.data ? (
        <>
          {chartCurrencies.map((currency) => (
            <DayChart
              key={currency}
              rows={report.data.rows}
              from={report.data.from}
              to={report.data.to}
              currency={currency}
            />
          ))}
          <DataTable
            label={reportsStrings.title}
            rows={report.data.rows}
            columns={columns}
            rowId={(row) => `${row.key}\u0000${row.currency}`}
          />
        </>
      ) : null}
    </Page>
  );
}
