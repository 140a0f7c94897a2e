import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, TextField } from '../../components/ui/field';
import {
  DailyAmountsChart,
  lastThirtyDays,
  type DailyLine,
} from '../../components/ui/daily-amounts-chart';
import { fieldErrorOf } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { bonusCostsQuery, type BonusCosts } from './api';
import { bonusStrings } from './strings';

const s = bonusStrings.costs;
const e = s.expected;
type CostRow = BonusCosts['days'][number];
type EstimateRow = BonusCosts['campaigns'][number];
type Amount = 'granted' | 'converted' | 'forfeited' | 'freeSpinStakes' | 'cost';

const money = (key: Amount, header: string): Field<CostRow> => ({
  id: key,
  header,
  render: (row) => (
    <span
      className={`whitespace-nowrap tabular-nums ${key === 'cost' ? 'font-semibold text-white' : ''}`}
    >
      {formatMoney(row[key], row.currency)}
    </span>
  ),
});
const dayFields: Field<CostRow>[] = [
  {
    id: 'day',
    header: s.day,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  { id: 'currency', header: s.currency, render: (row) => row.currency },
  money('granted', s.granted),
  money('freeSpinStakes', s.freeSpinStakes),
  money('forfeited', s.forfeited),
  money('converted', s.converted),
  money('cost', s.cost),
];

const eur = (amount: string) => (
  <span className="whitespace-nowrap tabular-nums">{formatMoney(amount, 'EUR')}</span>
);
/** Each campaign's expected cost to the house, before it runs (bonus-value on the API). */
const estimateFields: Field<EstimateRow>[] = [
  {
    id: 'campaign',
    header: e.campaign,
    render: (row) => <span className="font-medium text-white">{row.title}</span>,
  },
  { id: 'wagering', header: e.wagering, render: (row) => `${row.wageringMultiplier}×` },
  {
    id: 'basis',
    header: e.basis,
    render: (row) =>
      row.isBasisNominal ? <span title={e.nominal}>{eur(row.basisEur)} *</span> : eur(row.basisEur),
  },
  {
    id: 'clearing',
    header: e.clearing,
    render: (row) =>
      row.clearing
        ? e.route(row.clearing.gameName, row.clearing.rtpPercent, row.clearing.contributionPercent)
        : e.noRoute,
  },
  { id: 'clearingCost', header: e.clearingCost, render: (row) => eur(row.clearingCostEur) },
  {
    id: 'expectedCost',
    header: e.expectedCost,
    render: (row) => (
      <span
        className={`tabular-nums font-semibold ${Number(row.expectedCostEur) > 0 ? 'text-amber-300' : 'text-white'}`}
        title={Number(row.expectedCostEur) > 0 ? e.favourable : undefined}
      >
        <span className="whitespace-nowrap">{formatMoney(row.expectedCostEur, 'EUR')}</span> ·{' '}
        <span>{e.share(row.expectedCostPercent)}</span>
      </span>
    ),
  },
];

/** A currency's daily cost, with what was granted and converted. */
const CHART_LINES: readonly DailyLine<Amount>[] = [
  { key: 'cost', label: s.cost, color: '#fbbf24' },
  { key: 'granted', label: s.granted, color: '#34d399', isDashed: true },
  { key: 'converted', label: s.converted, color: '#38bdf8' },
];

/** What bonuses cost the house per UTC day and currency, the last 30 days unless asked otherwise. */
export function BonusCostsTab() {
  const [draft, setDraft] = useState(lastThirtyDays);
  const [range, setRange] = useState(draft);
  const costs = useQuery({
    ...bonusCostsQuery(range.from, range.to),
    placeholderData: keepPreviousData,
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const rows = useMemo(() => costs.data?.days ?? [], [costs.data]);
  const estimates = costs.data?.campaigns ?? [];
  const currencies = useMemo(() => [...new Set(rows.map((row) => row.currency))].sort(), [rows]);
  // The chart's days are the range asked for; a failed range keeps the last good one drawn.
  const shownRange = costs.isPlaceholderData || costs.isError ? null : range;
  const fromError = fieldErrorOf(costs.error, 'from');
  const toError = fieldErrorOf(costs.error, 'to');
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-sm text-slate-400">{s.help}</p>
      <form
        onSubmit={handleSubmit}
        className="flex flex-wrap items-start gap-3"
        aria-label={s.title}
      >
        <TextField
          label={s.from}
          type="date"
          value={draft.from}
          error={fromError}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={s.to}
          type="date"
          value={draft.to}
          error={toError}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" className="sm:mt-5">
          {s.show}
        </Button>
      </form>
      {costs.isError && !fromError && !toError ? (
        <Notice tone="error">{costs.error.message}</Notice>
      ) : null}
      {costs.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {costs.data && rows.length === 0 ? <Notice tone="info">{s.none}</Notice> : null}
      {shownRange
        ? currencies.map((currency) => (
            <DailyAmountsChart
              key={currency}
              title={s.chart(currency)}
              rows={rows}
              from={shownRange.from}
              to={shownRange.to}
              currency={currency}
              lines={CHART_LINES}
            />
          ))
        : null}
      {rows.length > 0 ? (
        <CardTable
          label={s.title}
          rows={rows}
          fields={dayFields}
          rowId={(row) => `${row.day}\u0000${row.currency}`}
        />
      ) : null}
      {costs.data ? (
        <section className="flex flex-col gap-3" aria-label={e.title}>
          <h2 className="text-lg font-semibold text-white">{e.title}</h2>
          <p className="max-w-3xl text-sm text-slate-400">{e.help}</p>
          {estimates.length === 0 ? (
            <Notice tone="info">{e.none}</Notice>
          ) : (
            <CardTable
              label={e.title}
              rows={estimates}
              fields={estimateFields}
              rowId={(row) => row.campaignId}
            />
          )}
          {estimates.some((row) => row.isBasisNominal) ? (
            <p className="text-xs text-slate-500">* {e.nominal}</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
