import type { RewardCosts } from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import {
  DailyAmountsChart,
  lastThirtyDays,
  type DailyLine,
} from '../../components/ui/daily-amounts-chart';
import { fieldErrorOf } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { rewardCostsQuery } from './api';
import { CardTable, type Field } from '../../components/ui/card-table';
import { sumMoney } from './money-sum';
import { rewardsStrings } from './strings';

const s = rewardsStrings.costs;
type CostRow = RewardCosts['days'][number];
type Amount = 'levelRewards' | 'cashback' | 'challenges' | 'total';

const money = (key: Amount, header: string): Field<CostRow> => ({
  id: key,
  header,
  render: (row) => (
    <span
      className={`whitespace-nowrap tabular-nums ${key === 'total' ? 'font-semibold text-white' : ''}`}
    >
      {formatMoney(row[key], row.currency)}
    </span>
  ),
});
const amountFields = [
  money('levelRewards', s.levelRewards),
  money('cashback', s.cashback),
  money('challenges', s.challenges),
  money('total', s.total),
];
const currencyField: Field<CostRow> = {
  id: 'currency',
  header: s.currency,
  render: (row) => row.currency,
};
const dayFields: Field<CostRow>[] = [
  {
    id: 'day',
    header: s.day,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  currencyField,
  ...amountFields,
];
const totalFields: Field<CostRow>[] = [currencyField, ...amountFields];

/** One row per currency with each kind's sum over the range. */
function totalsOf(rows: CostRow[]): CostRow[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return currencies.map((currency) => {
    const mine = rows.filter((row) => row.currency === currency);
    const sum = (key: Amount) => sumMoney(mine.map((row) => row[key]));
    return {
      day: '',
      currency,
      levelRewards: sum('levelRewards'),
      cashback: sum('cashback'),
      challenges: sum('challenges'),
      total: sum('total'),
    };
  });
}

/** A currency's three costs by day. */
const CHART_LINES: readonly DailyLine<'levelRewards' | 'cashback' | 'challenges'>[] = [
  { key: 'levelRewards', label: s.levelRewards, color: '#34d399' },
  { key: 'cashback', label: s.cashback, color: '#38bdf8' },
  { key: 'challenges', label: s.challenges, color: '#fbbf24', isDashed: true },
];

/** What level rewards, cashback and challenge prizes paid per UTC day and currency, with the range's totals. */
export function CostsTab() {
  const [draft, setDraft] = useState(lastThirtyDays);
  const [range, setRange] = useState(draft);
  const costs = useQuery({
    ...rewardCostsQuery(range.from, range.to),
    placeholderData: keepPreviousData,
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const rows = useMemo(() => costs.data?.days ?? [], [costs.data]);
  const totals = useMemo(() => totalsOf(rows), [rows]);
  // The chart's days are the range asked for; a failed range keeps the last good one drawn.
  const shownRange = costs.isPlaceholderData || costs.isError ? null : range;
  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={handleSubmit}
        className="flex flex-wrap items-start gap-3"
        aria-label={s.title}
      >
        <TextField
          label={s.from}
          type="date"
          value={draft.from}
          error={fieldErrorOf(costs.error, 'from')}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={s.to}
          type="date"
          value={draft.to}
          error={fieldErrorOf(costs.error, 'to')}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" className="sm:mt-5">
          {s.show}
        </Button>
      </form>
      {costs.isError && !fieldErrorOf(costs.error, 'from') && !fieldErrorOf(costs.error, 'to') ? (
        <Notice tone="error">{costs.error.message}</Notice>
      ) : null}
      {costs.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {costs.data ? (
        <>
          <section className="flex flex-col gap-2" aria-label={s.totals}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
              {s.totalsFor(range.from, range.to)}
            </h2>
            {totals.length === 0 ? (
              <Notice tone="info">{s.none}</Notice>
            ) : (
              <CardTable
                label={s.totals}
                rows={totals}
                fields={totalFields}
                rowId={(row) => row.currency}
              />
            )}
          </section>
          {shownRange
            ? totals.map((total) => (
                <DailyAmountsChart
                  key={total.currency}
                  title={s.chart(total.currency)}
                  rows={rows}
                  from={shownRange.from}
                  to={shownRange.to}
                  currency={total.currency}
                  lines={CHART_LINES}
                />
              ))
            : null}
          {rows.length > 0 ? (
            <section className="flex flex-col gap-2" aria-label={s.byDay}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
                {s.byDay}
              </h2>
              <CardTable
                label={s.title}
                rows={rows}
                fields={dayFields}
                rowId={(row) => `${row.day}\u0000${row.currency}`}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
