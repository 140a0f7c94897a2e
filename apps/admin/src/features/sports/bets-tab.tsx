import {
  ADMIN_SPORTS_BET_SORTS,
  ADMIN_SPORTS_BET_STATUSES,
  type AdminSportsBet,
} from '@orca/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { sportBetQuery, sportBetsQuery } from './api';
import { sportsStrings } from './strings';

const s = sportsStrings.bets;
const PAGE = 25;
const FIELDS = ['player', 'eventId', 'status', 'from', 'to', 'sort'] as const;
type Filters = Record<(typeof FIELDS)[number], string>;

/**
 * Bet search: the form, the bets found with their selections, and one bet's detail. Ordered newest first or
 * biggest first (potential return or liability in EUR): the biggest open bets are one click away.
 */
export function BetsTab() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const bets = useQuery({
    ...sportBetsQuery({ ...applied, limit: PAGE, offset }),
    placeholderData: keepPreviousData,
  });
  const fields = useMemo<Field<AdminSportsBet>[]>(
    () => [
      {
        id: 'id',
        header: s.id,
        render: (row) => (
          <button
            type="button"
            className="font-medium text-accent-400 hover:underline"
            aria-label={s.openBet(row.id)}
            onClick={() => setSelected(row.id)}
          >
            #{row.id}
          </button>
        ),
      },
      {
        id: 'placed',
        header: s.placedAt,
        render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.placedAt)}</span>,
      },
      { id: 'player', header: s.playerColumn, render: (row) => row.username },
      {
        id: 'selections',
        header: s.selections,
        render: (row) => (
          <ul className="min-w-56 text-xs">
            {row.legs.map((leg) => (
              <li key={leg.legNo}>
                <span className="text-slate-400">{leg.eventName}</span> · {leg.marketName}:{' '}
                {leg.outcomeName} @ {leg.odds}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'stake',
        header: s.stake,
        render: (row) => (
          <span className="whitespace-nowrap">{formatMoney(row.stake, row.currency)}</span>
        ),
      },
      { id: 'odds', header: s.odds, render: (row) => row.totalOdds },
      {
        id: 'return',
        header: s.potentialReturn,
        render: (row) => (
          <span className="whitespace-nowrap">
            {formatMoney(row.potentialReturn, row.currency)}
          </span>
        ),
      },
      {
        id: 'liability',
        header: s.liability,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums text-amber-300">
            {formatMoney(row.liabilityEur, 'EUR').replace(' EUR', '')}
          </span>
        ),
      },
      { id: 'status', header: s.status, render: (row) => s.statuses[row.status] ?? row.status },
    ],
    [],
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setSelected(null);
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const set = (field: keyof Filters) => (value: string) => setDraft({ ...draft, [field]: value });
  const showBiggestOpen = () => {
    const biggest = { ...draft, status: 'open', sort: 'liability' };
    setDraft(biggest);
    setOffset(0);
    setSelected(null);
    setParams(
      Object.fromEntries(Object.entries(biggest).filter(([, value]) => value.trim() !== '')),
    );
  };
  const data = bets.data;
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label={s.search}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-6"
        onSubmit={handleSubmit}
      >
        <TextField
          label={s.player}
          maxLength={40}
          value={draft.player}
          onChange={(e) => set('player')(e.target.value)}
        />
        <TextField
          label={s.eventId}
          maxLength={80}
          value={draft.eventId}
          onChange={(e) => set('eventId')(e.target.value)}
        />
        <SelectField
          label={s.status}
          value={draft.status}
          onChange={(e) => set('status')(e.target.value)}
          options={[
            { value: '', label: s.anyStatus },
            ...ADMIN_SPORTS_BET_STATUSES.map((v) => ({ value: v, label: s.statuses[v] ?? v })),
          ]}
        />
        <TextField
          label={s.from}
          type="date"
          value={draft.from}
          onChange={(e) => set('from')(e.target.value)}
        />
        <TextField
          label={s.to}
          type="date"
          value={draft.to}
          onChange={(e) => set('to')(e.target.value)}
        />
        <SelectField
          label={s.sort}
          value={draft.sort || 'placed'}
          onChange={(e) => set('sort')(e.target.value === 'placed' ? '' : e.target.value)}
          options={ADMIN_SPORTS_BET_SORTS.map((v) => ({ value: v, label: s.sorts[v] ?? v }))}
        />
        <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-6">
          <Button type="submit">{s.submit}</Button>
          <Button type="button" variant="secondary" onClick={showBiggestOpen}>
            {s.biggestOpen}
          </Button>
        </div>
      </form>
      {bets.isError ? <Notice tone="error">{messageOf(bets.error)}</Notice> : null}
      {data ? (
        <div className={`grid gap-4 ${selected ? 'xl:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}>
          <div className="flex min-w-0 flex-col gap-2">
            <CardTable rows={data.bets} fields={fields} rowId={(row) => row.id} label={s.table} />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-400">
              <span>{s.total(data.bets.length, data.total)}</span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE))}
                >
                  {sportsStrings.events.previous}
                </Button>
                <Button
                  variant="secondary"
                  disabled={offset + PAGE >= data.total}
                  onClick={() => setOffset(offset + PAGE)}
                >
                  {sportsStrings.events.next}
                </Button>
              </div>
            </div>
          </div>
          {selected ? <BetDetail id={selected} /> : null}
        </div>
      ) : bets.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
    </div>
  );
}

function BetDetail({ id }: { id: string }) {
  const bet = useQuery(sportBetQuery(id));
  if (bet.isError) return <Notice tone="error">{messageOf(bet.error)}</Notice>;
  const data = bet.data;
  if (!data) return <p className="text-slate-400">{strings.common.loading}</p>;
  const rows: [string, string][] = [
    [s.playerColumn, `${data.username} (#${data.playerId})`],
    [s.type, s.types[data.type] ?? data.type],
    [s.status, s.statuses[data.status] ?? data.status],
    [s.placedAt, formatDateTime(data.placedAt)],
    [s.settledAt, data.settledAt ? formatDateTime(data.settledAt) : '–'],
    [s.stake, formatMoney(data.stake, data.currency)],
    [s.odds, data.totalOdds],
    [s.potentialReturn, formatMoney(data.potentialReturn, data.currency)],
    [s.paid, formatMoney(data.paid, data.currency)],
    ...(data.refusedCode ? [[s.refused, data.refusedCode] as [string, string]] : []),
  ];
  return (
    <Panel title={s.detail(data.id)}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 mt-4 text-xs font-semibold uppercase tracking-wide text-slate-400">
        {s.legs}
      </h3>
      <ol className="flex flex-col gap-2 text-sm">
        {data.legs.map((leg) => (
          <li key={leg.legNo} className="rounded-lg border border-ink-700 p-2">
            <p className="text-slate-400">
              {leg.eventName} <span className="text-xs text-slate-500">({leg.eventId})</span>
            </p>
            <p className="text-slate-100">
              {leg.marketName}: {leg.outcomeName} @ {leg.odds}
            </p>
            <p className="text-xs text-slate-400">{s.statuses[leg.status] ?? leg.status}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
