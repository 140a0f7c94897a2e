import {
  ADJUSTMENT_AMOUNT_PATTERN,
  ADJUSTMENT_STATUSES,
  isCurrency,
  type Adjustment,
  type Currency,
  type PlayerOverview,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { DecisionButtons } from '../../components/ui/decision-buttons';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { StatusFilter } from '../../components/ui/status-filter';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import {
  adjustmentPolicyQuery,
  adjustmentsQuery,
  decideAdjustment,
  playerAdjustmentsQuery,
  requestAdjustment,
  useCan,
} from './api';

const a = playersStrings.adjust;

/** A decimal string as minor units, sign dropped: the comparison with the four-eyes amount never goes through a float. */
function magnitudeMinor(amount: string): bigint | null {
  if (!ADJUSTMENT_AMOUNT_PATTERN.test(amount)) return null;
  const [units = '0', cents = ''] = amount.replace('-', '').split('.');
  return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
}

const column = createColumnHelper<Adjustment>();
const playerColumns = [
  column.display({
    id: 'requested',
    header: a.requested,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>
    ),
  }),
  column.display({
    id: 'amount',
    header: a.amountColumn,
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-semibold text-white">{`${row.original.amount} ${row.original.currency}`}</span>
    ),
  }),
  column.display({
    id: 'reason',
    header: a.reasonColumn,
    cell: ({ row }) => <span className="block min-w-48">{row.original.reason}</span>,
  }),
  column.display({ id: 'by', header: a.requestedBy, cell: ({ row }) => row.original.requestedBy }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) => a.statuses[row.original.status] ?? row.original.status,
  }),
  column.display({
    id: 'decided',
    header: a.decidedBy,
    cell: ({ row }) => row.original.decidedBy ?? '—',
  }),
];

function AdjustForm({ player }: { player: PlayerOverview }) {
  const queryClient = useQueryClient();
  const policy = useQuery(adjustmentPolicyQuery());
  const currencies = [
    ...new Set([player.currency, ...player.balances.map((balance) => balance.currency)]),
  ].filter(isCurrency);
  const [currency, setCurrency] = useState<Currency>(currencies[0] ?? 'EUR');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const limit = policy.data?.fourEyesByCurrency[currency];
  const magnitude = magnitudeMinor(amount.trim());
  const limitMinor = limit ? magnitudeMinor(limit) : null;
  const needsApproval = magnitude !== null && limitMinor !== null && magnitude > limitMinor;
  const mutation = useMutation({
    mutationFn: () =>
      requestAdjustment(player.id, { currency, amount: amount.trim(), reason: reason.trim() }),
    onSuccess: async () => {
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.player(player.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adjustmentsAll });
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Panel title={a.title}>
      <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
        <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {a.currency}
          <select
            className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case text-white"
            value={currency}
            onChange={(event) => isCurrency(event.target.value) && setCurrency(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={a.amount}
          inputMode="decimal"
          placeholder="-25.00"
          maxLength={13}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={limit ? a.fourEyes(limit, currency) : undefined}
        />
        <TextArea
          label={a.reason}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {needsApproval ? <Notice tone="info">{a.needsApproval}</Notice> : null}
        {mutation.isError ? <Notice tone="error">{messageOf(mutation.error)}</Notice> : null}
        {mutation.isSuccess ? (
          <Notice tone="success">
            {mutation.data.status === 'pending' ? a.pending : a.applied}
          </Notice>
        ) : null}
        <Button
          type="submit"
          disabled={
            mutation.isPending || magnitude === null || magnitude === 0n || reason.trim().length < 3
          }
        >
          {a.submit}
        </Button>
      </form>
    </Panel>
  );
}

/** The card's adjustments: the form for who may adjust, and the player's adjustments so far. */
export function AdjustmentsTab({ player }: { player: PlayerOverview }) {
  const canAdjust = useCan('players.adjust_balance');
  const history = useQuery(playerAdjustmentsQuery(player.id));
  return (
    <div className={`grid gap-4 ${canAdjust ? 'lg:grid-cols-[minmax(0,1fr)_360px]' : ''}`}>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
          {a.history}
        </h2>
        {history.isError ? <Notice tone="error">{history.error.message}</Notice> : null}
        {history.data ? (
          <DataTable
            label={a.history}
            rows={history.data}
            columns={playerColumns}
            rowId={(row) => row.id}
          />
        ) : null}
      </div>
      {canAdjust ? <AdjustForm player={player} /> : null}
    </div>
  );
}

const queueColumns = [
  column.display({
    id: 'requested',
    header: a.requested,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>
    ),
  }),
  column.display({
    id: 'player',
    header: playersStrings.username,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  ...playerColumns.slice(1),
];

/** Adjustments waiting for a second operator (four-eyes): a different operator approves or rejects each. */
export function AdjustmentQueue() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const adjustments = useQuery(adjustmentsQuery(status));
  const selected = adjustments.data?.find((row) => row.id === selectedId) ?? null;
  const me = queryClient.getQueryData<{ username: string }>(queryKeys.me)?.username;

  const decision = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'approve' | 'reject' }) =>
      decideAdjustment(id, verdict, note.trim()),
    onSuccess: async (_data, { verdict }) => {
      setOutcome({
        tone: 'success',
        text:
          verdict === 'approve'
            ? playersStrings.adjustmentQueue.approved
            : playersStrings.adjustmentQueue.rejected,
      });
      setSelectedId(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.adjustmentsAll });
      await queryClient.invalidateQueries({ queryKey: queryKeys.playersAll });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });

  return (
    <Page
      title={playersStrings.adjustmentQueue.title}
      subtitle={playersStrings.adjustmentQueue.subtitle}
      actions={
        <StatusFilter
          statuses={ADJUSTMENT_STATUSES}
          labels={a.statuses}
          value={status}
          onChange={(next) => (setStatus(next), setSelectedId(null))}
        />
      }
    >
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {adjustments.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {adjustments.isError ? <Notice tone="error">{adjustments.error.message}</Notice> : null}
          {adjustments.data ? (
            <DataTable
              label={playersStrings.adjustmentQueue.title}
              rows={adjustments.data}
              columns={queueColumns}
              rowId={(row) => row.id}
              selectedId={selectedId}
              onSelect={(row) => (setSelectedId(row.id), setOutcome(null))}
            />
          ) : null}
        </div>
        <Panel>
          {selected ? (
            <div className="flex flex-col gap-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-400">{a.amountColumn}</dt>
                <dd className="font-semibold text-white">{`${selected.amount} ${selected.currency}`}</dd>
                <dt className="text-slate-400">{playersStrings.username}</dt>
                <dd>
                  <PlayerName username={selected.playerUsername} id={selected.playerId} />
                </dd>
                <dt className="text-slate-400">{a.requestedBy}</dt>
                <dd>{selected.requestedBy}</dd>
                <dt className="text-slate-400">{a.reasonColumn}</dt>
                <dd className="break-words">{selected.reason}</dd>
              </dl>
              {selected.status === 'pending' ? (
                <>
                  {selected.requestedBy === me ? (
                    <Notice tone="info">{playersStrings.adjustmentQueue.ownRequest}</Notice>
                  ) : null}
                  <TextArea
                    label={playersStrings.adjustmentQueue.note}
                    placeholder={playersStrings.adjustmentQueue.notePlaceholder}
                    maxLength={500}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                  <DecisionButtons
                    isPending={decision.isPending}
                    isApproveBarred={selected.requestedBy === me}
                    onApprove={() => decision.mutate({ id: selected.id, verdict: 'approve' })}
                    onReject={() => decision.mutate({ id: selected.id, verdict: 'reject' })}
                  />
                </>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-slate-400">{strings.common.selectHint}</p>
          )}
        </Panel>
      </div>
    </Page>
  );
}
