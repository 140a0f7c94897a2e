import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, TextField } from '../../components/ui/field';
import { DailyAmountsChart, lastThirtyDays, type DailyLine } from '../../components/ui/daily-amounts-chart';
import { fieldErrorOf } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { bonusCostsQuery, type BonusCosts } from './api';
import { bonusStrings } from './strings';

const s = bonusStrings.costs;
type CostRow = BonusCosts['days'][number];
type Amount = 'granted' | 'converted' | 'forfeited' | 'freeSpinStakes' | 'cost';

const money = (key: Amount, header: string): Field<CostRow> => ({
  id: key,
  header,
  render: (row) => <span className={`whitespace-nowrap tabular-nums ${key === 'cost' ? 'font-semibold text-white' : ''}`}>{formatMoney(row[key], row.currency)}</span>,
});
const dayFields: Field<CostRow>[] = [
  { id: 'day', header: s.day, render: (row) => <span className="whitespace-nowrap">{row.day}</span> },
  { id: 'currency', header: s.currency, render: (row) => row.currency },
  money('granted', s.granted),
  money('freeSpinStakes', s.freeSpinStakes),
  money('forfeited', s.forfeited),
  money('converted', s.converted),
  money('cost', s.cost),
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
  const costs = useQuery({ ...bonusCostsQuery(range.from, range.to), placeholderData: keepPreviousData });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const rows = useMemo(() => costs.data?.days ?? [], [costs.data]);
  const currencies = useMemo(() => [...new Set(rows.map((row) => row.currency))].sort(), [rows]);
  // The chart's days are the range asked for; a failed range keeps the last good one drawn.
  const shownRange = costs.isPlaceholderData || costs.isError ? null : range;
  const fromError = fieldErrorOf(costs.error, 'from');
  const toError = fieldErrorOf(costs.error, 'to');
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-sm text-slate-400">{s.help}</p>
      <form onSubmit={handleSubmit} className="flex flex-wrap items-start gap-3" aria-label={s.title}>
        <TextField label={s.from} type="date" value={draft.from} error={fromError} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <TextField label={s.to} type="date" value={draft.to} error={toError} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <Button type="submit" className="sm:mt-5">
          {s.show}
        </Button>
      </form>
      {costs.isError && !fromError && !toError ? <Notice tone="error">{costs.error.message}</Notice> : null}
      {costs.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {costs.data && rows.length === 0 ? <Notice tone="info">{s.none}</Notice> : null}
      {shownRange ? currencies.map((currency) => <DailyAmountsChart key={currency} title={s.chart(currency)} rows={rows} from={shownRange.from} to={shownRange.to} currency={currency} lines={CHART_LINES} />) : null}
      {rows.length > 0 ? <CardTable label={s.title} rows={rows} fields={dayFields} rowId={(row) => `${row.day}\u0000${row.currency}`} /> : null}
    </div>
  );
}
