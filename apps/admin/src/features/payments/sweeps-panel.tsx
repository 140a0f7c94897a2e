import type { Treasury } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import { queryKeys } from '../../lib/query-keys';
import { paymentsStrings } from './strings';
import { startSweeps } from './treasury-api';
import { treasuryStrings } from './treasury-strings';

const words = treasuryStrings;
type Sweep = Treasury['sweeps'][number];

const mono = (text: string) => (
  <span className="block min-w-[22ch] break-all font-mono text-xs">{text}</span>
);

const STATUS_TONE: Record<Sweep['status'], string> = {
  requested: 'text-slate-300',
  topping_up: 'text-amber-300',
  pending: 'text-amber-300',
  swept: 'text-accent-400',
  empty: 'text-slate-400',
  failed: 'text-rose-300',
};

const sweep = createColumnHelper<Sweep>();
const columns = [
  sweep.display({
    id: 'method',
    header: words.asset,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {labelOf(paymentsStrings.paymentMethods, row.original.method)}
      </span>
    ),
  }),
  sweep.display({
    id: 'address',
    header: words.address,
    cell: ({ row }) => mono(row.original.address),
  }),
  sweep.display({
    id: 'status',
    header: words.status,
    cell: ({ row }) => (
      <span className="flex flex-col gap-0.5">
        <span className={`whitespace-nowrap ${STATUS_TONE[row.original.status]}`}>
          {words.sweepStatus[row.original.status]}
        </span>
        {row.original.problem ? (
          <span className="text-xs text-rose-300">{row.original.problem}</span>
        ) : null}
      </span>
    ),
  }),
  sweep.display({
    id: 'amount',
    header: words.amount,
    cell: ({ row }) =>
      row.original.amount === null ? (
        '—'
      ) : (
        <span className="flex flex-col gap-0.5 whitespace-nowrap">
          <span>
            {row.original.amount} {row.original.asset}
          </span>
          {row.original.fee !== null ? (
            <span className="text-xs text-slate-400">
              {words.sweepFee(row.original.fee, row.original.feeAsset)}
            </span>
          ) : null}
          {row.original.topUp !== null ? (
            <span className="text-xs text-slate-400">{words.sweepTopUp(row.original.topUp)}</span>
          ) : null}
        </span>
      ),
  }),
  sweep.display({
    id: 'tx',
    header: words.transaction,
    cell: ({ row }) =>
      row.original.txHash === null ? (
        '—'
      ) : (
        <span className="flex flex-col gap-0.5">
          {mono(row.original.txHash)}
          <span className="text-xs text-slate-400">
            {words.confirmations}: {row.original.confirmations}
          </span>
        </span>
      ),
  }),
  sweep.display({
    id: 'since',
    header: words.since,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
    ),
  }),
];

/** Sweeps: the button that starts them, and the newest with where each stands. */
export function SweepsPanel({ sweeps, canSweep }: { sweeps: Sweep[]; canSweep: boolean }) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState<string[]>([]);
  const start = useMutation({
    mutationFn: startSweeps,
    onSuccess: async (result) => {
      setStarted(words.sweepsStarted(result.started));
      setUnreachable(result.unreachable);
      await queryClient.invalidateQueries({ queryKey: queryKeys.treasury });
    },
  });

  return (
    <Panel title={words.sweeps}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-slate-400">{canSweep ? words.sweepsHint : words.noSweeps}</p>
        {canSweep ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              disabled={start.isPending}
              onClick={() => {
                setStarted(null);
                start.mutate();
              }}
            >
              {words.sweepNow}
            </Button>
            {started ? (
              <p role="status" className="text-accent-400">
                {started}
              </p>
            ) : null}
          </div>
        ) : null}
        {unreachable.length > 0 ? (
          <Notice tone="error">{words.sweepUnreachable(unreachable.join(', '))}</Notice>
        ) : null}
        {start.isError ? <Notice tone="error">{messageOf(start.error)}</Notice> : null}
        {sweeps.length > 0 ? (
          <DataTable label={words.sweeps} rows={sweeps} columns={columns} rowId={(row) => row.id} />
        ) : null}
      </div>
    </Panel>
  );
}
