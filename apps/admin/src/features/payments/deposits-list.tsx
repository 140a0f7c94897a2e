import { addDays, PAYMENT_STATUSES, utcDay, type AdminDeposit } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { DownloadButton } from '../../components/ui/download-button';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { Page } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime, formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { paymentsStrings } from './strings';
import { depositsPath, depositsQuery, type DepositFilters } from './api';
import { labelOf } from '../../lib/labels';

const PAGE_SIZE = 50;

const column = createColumnHelper<AdminDeposit>();
const columns = [
  column.display({
    id: 'createdAt',
    header: paymentsStrings.deposits.created,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
    ),
  }),
  column.display({
    id: 'player',
    header: paymentsStrings.deposits.player,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  column.display({
    id: 'method',
    header: paymentsStrings.deposits.method,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {labelOf(paymentsStrings.paymentMethods, row.original.method)}
      </span>
    ),
  }),
  column.display({
    id: 'amount',
    header: paymentsStrings.deposits.amount,
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-semibold text-white">
        {formatMoney(row.original.amount, row.original.currency)}
      </span>
    ),
  }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) => labelOf(paymentsStrings.deposits.statuses, row.original.status),
  }),
  column.display({
    id: 'provider',
    header: paymentsStrings.deposits.providerState,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.providerEvent ?? paymentsStrings.deposits.noEvent}</span>
        <span className="text-xs text-slate-400">
          {row.original.provider}
          {row.original.providerEventAt ? ` · ${formatDateTime(row.original.providerEventAt)}` : ''}
        </span>
      </span>
    ),
  }),
  column.display({
    id: 'reference',
    header: paymentsStrings.deposits.reference,
    cell: ({ row }) => (
      <span className="break-all font-mono text-xs">
        {row.original.providerReference ?? row.original.id}
      </span>
    ),
  }),
];

function initialFilters(): DepositFilters {
  const today = utcDay(new Date());
  return { status: '', from: addDays(today, -29), to: today, player: '' };
}

/** Deposits with their state on both sides (ours, the provider's last event), filtered, paged, exportable. */
export function DepositsList() {
  const [draft, setDraft] = useState<DepositFilters>(initialFilters);
  const [filters, setFilters] = useState<DepositFilters>(draft);
  const [offset, setOffset] = useState(0);
  const deposits = useQuery(depositsQuery(filters, { limit: PAGE_SIZE, offset }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, player: draft.player.trim() });
    setOffset(0);
  };
  const total = deposits.data?.total ?? 0;

  return (
    <Page
      title={paymentsStrings.deposits.title}
      subtitle={paymentsStrings.deposits.subtitle}
      actions={<DownloadButton path={depositsPath(filters, null)} fallbackName="deposits.csv" />}
    >
      <form
        onSubmit={handleSubmit}
        className="flex flex-wrap items-end gap-3"
        aria-label={paymentsStrings.deposits.title}
      >
        <SelectField
          label={strings.common.status}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          options={[
            { value: '', label: paymentsStrings.deposits.allStatuses },
            ...PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: paymentsStrings.deposits.statuses[status] ?? status,
            })),
          ]}
        />
        <TextField
          label={paymentsStrings.deposits.from}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={paymentsStrings.deposits.to}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <TextField
          label={paymentsStrings.deposits.playerFilter}
          maxLength={64}
          value={draft.player}
          onChange={(event) => setDraft({ ...draft, player: event.target.value })}
        />
        <Button type="submit">{paymentsStrings.deposits.apply}</Button>
      </form>
      {deposits.isError ? <Notice tone="error">{deposits.error.message}</Notice> : null}
      {deposits.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {deposits.data ? (
        <>
          <DataTable
            label={paymentsStrings.deposits.title}
            rows={deposits.data.items}
            columns={columns}
            rowId={(row) => row.id}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-400">
            <span>
              {total === 0
                ? strings.common.empty
                : paymentsStrings.deposits.range(
                    offset + 1,
                    offset + deposits.data.items.length,
                    total,
                  )}
            </span>
            <span className="flex gap-2">
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                {paymentsStrings.deposits.previous}
              </Button>
              <Button
                variant="secondary"
                disabled={offset + PAGE_SIZE >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                {paymentsStrings.deposits.next}
              </Button>
            </span>
          </div>
        </>
      ) : null}
    </Page>
  );
}
