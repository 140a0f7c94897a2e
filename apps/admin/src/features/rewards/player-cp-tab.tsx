import type { CpHistory, PlayerSummary } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { GrantApprovalsPanel } from '../../components/ui/grant-approvals';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { adjustCp, cpApprovals, decideCpApproval, playerCpQuery, playerLookupQuery } from './api';
import { CardTable, type Field } from '../../components/ui/card-table';
import { rewardsStrings } from './strings';

const s = rewardsStrings.cp;
type Day = CpHistory['days'][number];
type Adjustment = CpHistory['adjustments'][number];

const dayFields: Field<Day>[] = [
  {
    id: 'day',
    header: s.day,
    render: (row) => <span className="whitespace-nowrap">{row.day}</span>,
  },
  {
    id: 'cp',
    header: s.cp,
    render: (row) => <span className="tabular-nums text-white">{row.cp}</span>,
  },
  {
    id: 'wagered',
    header: s.wagered,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.wagered, row.currency)}
      </span>
    ),
  },
];

const adjustmentFields: Field<Adjustment>[] = [
  {
    id: 'when',
    header: s.when,
    render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>,
  },
  {
    id: 'cp',
    header: s.cp,
    render: (row) => (
      <span className="whitespace-nowrap font-semibold tabular-nums text-white">
        {row.cp.startsWith('-') ? row.cp : `+${row.cp}`}
      </span>
    ),
  },
  {
    id: 'reason',
    header: s.reason,
    render: (row) => <span className="block break-words md:min-w-48">{row.reason}</span>,
  },
  { id: 'operator', header: s.operator, render: (row) => row.operator },
];

const resultColumn = createColumnHelper<PlayerSummary>();
const resultColumns = [
  resultColumn.display({
    id: 'player',
    header: strings.playerColumns.username,
    cell: ({ row }) => <PlayerName username={row.original.username} id={row.original.id} />,
  }),
  resultColumn.display({
    id: 'email',
    header: strings.playerColumns.email,
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  }),
];

/** Whole CP typed by the operator, or null when it is not a whole number other than 0; the range is the API's to judge. */
function parseWholeCp(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '').replace('−', '-');
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  const cp = Number(trimmed);
  return cp === 0 ? null : cp;
}

/** The adjustment: whole CP up or down with a reason, confirmed before it is applied. */
function AdjustPanel({ playerId, username }: { playerId: string; username: string }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const cp = parseWholeCp(amount);
  const mutation = useMutation({
    mutationFn: (input: { cp: number; reason: string }) => adjustCp(playerId, input),
    onSuccess: async ({ approval, ...history }) => {
      setAmount('');
      setReason('');
      if (approval) await queryClient.invalidateQueries({ queryKey: queryKeys.cpApprovals });
      else queryClient.setQueryData(queryKeys.playerCp(playerId), history);
      // The level may have crossed into the VIP club: the members' list is read again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.vipMembers });
    },
    onSettled: () => setIsConfirming(false),
  });
  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setIsConfirming(true);
  };
  const shown = cp === null ? '' : Math.abs(cp).toLocaleString('en-GB');
  const amountError =
    amount.trim() !== '' && cp === null ? s.wholeNumber : fieldErrorOf(mutation.error, 'cp');
  const fieldNamed = mutation.error
    ? (fieldErrorOf(mutation.error, 'cp') ?? fieldErrorOf(mutation.error, 'reason'))
    : null;
  return (
    <Panel title={s.adjustTitle}>
      <form className="flex flex-col gap-3" onSubmit={handleReview}>
        <TextField
          label={s.amount}
          inputMode="numeric"
          placeholder="2000"
          maxLength={10}
          value={amount}
          disabled={isConfirming}
          error={amountError}
          hint={s.amountHint}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextArea
          label={s.reason}
          maxLength={500}
          value={reason}
          disabled={isConfirming}
          error={fieldErrorOf(mutation.error, 'reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="-mt-2 text-xs text-slate-400">{s.reasonHint}</p>
        {mutation.isError && !fieldNamed ? (
          <Notice tone="error">{messageOf(mutation.error)}</Notice>
        ) : null}
        {mutation.data && !mutation.data.approval ? (
          <Notice tone="success">{s.applied(mutation.data.totalCP, mutation.data.level)}</Notice>
        ) : null}
        {mutation.data?.approval ? (
          <Notice tone="info">
            {s.held(mutation.data.approval.cp ?? 0, mutation.data.approval.valueEur)}
          </Notice>
        ) : null}
        {isConfirming && cp !== null ? (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3">
            <p className="text-sm text-amber-100">
              {cp > 0 ? s.confirm(shown, username) : s.confirmTake(shown, username)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={mutation.isPending}
                onClick={() => mutation.mutate({ cp, reason: reason.trim() })}
              >
                {s.apply}
              </Button>
              <Button
                variant="ghost"
                disabled={mutation.isPending}
                onClick={() => setIsConfirming(false)}
              >
                {strings.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" disabled={cp === null || reason.trim() === ''}>
            {s.review}
          </Button>
        )}
      </form>
    </Panel>
  );
}

/** One player's CP: total and level, CP by day of play, adjustments so far, and a new adjustment. */
function PlayerCp({ playerId, username }: { playerId: string; username: string }) {
  // The history is part of the player's record: only a role that opens records reads it (issue 22).
  const canReadPlayer = useCan('players.read');
  const history = useQuery({ ...playerCpQuery(playerId), enabled: canReadPlayer });
  return (
    <section className="flex flex-col gap-4" aria-label={s.selected(username)}>
      <h2 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-white">
        <span className="break-all">{s.selected(username)}</span>
        <span className="font-mono text-sm text-slate-400">#{playerId}</span>
      </h2>
      {canReadPlayer ? null : (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
          <Notice tone="info">{s.noHistory}</Notice>
          <AdjustPanel key={playerId} playerId={playerId} username={username} />
        </div>
      )}
      {canReadPlayer && history.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
      {history.isError ? <Notice tone="error">{history.error.message}</Notice> : null}
      {history.data ? (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
          <div className="flex min-w-0 flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
              <div className="rounded-xl border border-ink-700 bg-ink-900 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-400">{s.total}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-white">
                  {history.data.totalCP}
                </dd>
              </div>
              <div className="rounded-xl border border-ink-700 bg-ink-900 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-400">{s.level}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-white">
                  {history.data.level}
                </dd>
              </div>
            </dl>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
              {s.days}
            </h3>
            <CardTable
              label={s.days}
              rows={history.data.days}
              fields={dayFields}
              rowId={(row) => `${row.day}\u0000${row.currency}`}
            />
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">
              {s.adjustments}
            </h3>
            <CardTable
              label={s.adjustments}
              rows={history.data.adjustments}
              fields={adjustmentFields}
              rowId={(row) => row.id}
            />
          </div>
          <AdjustPanel key={playerId} playerId={playerId} username={username} />
        </div>
      ) : null}
    </section>
  );
}

/** Search by username (for who may read players), then the chosen player's CP; both live in the address. */
export function PlayerCpTab() {
  const [params, setParams] = useSearchParams();
  const canSearch = useCan('players.read');
  const text = params.get('query') ?? '';
  const playerId = params.get('player');
  const username = params.get('name') ?? '';
  const [draft, setDraft] = useState(text);
  const results = useQuery({ ...playerLookupQuery(text), enabled: canSearch && text !== '' });
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };
  const choose = (player: PlayerSummary) =>
    setParams({ ...(text ? { query: text } : {}), player: player.id, name: player.username });
  const queryClient = useQueryClient();

  return (
    <div className="flex flex-col gap-6">
      <GrantApprovalsPanel
        queryKey={queryKeys.cpApprovals}
        load={cpApprovals}
        decide={decideCpApproval}
        describe={(approval) =>
          s.approvalOf(approval.playerUsername ?? `#${approval.playerId ?? ''}`, approval.cp ?? 0)
        }
        onDecided={() => queryClient.invalidateQueries({ queryKey: queryKeys.rewardsAll })}
      />
      {canSearch ? (
        <form
          role="search"
          aria-label={s.find}
          onSubmit={handleSearch}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1 basis-64">
            <TextField
              label={s.search}
              placeholder={s.searchPlaceholder}
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">{s.searchButton}</Button>
        </form>
      ) : (
        <Notice tone="info">{s.noSearch}</Notice>
      )}
      {results.isError ? <Notice tone="error">{results.error.message}</Notice> : null}
      {results.data && !playerId ? (
        <DataTable
          label={s.results}
          rows={results.data.players}
          columns={resultColumns}
          rowId={(row) => row.id}
          onSelect={choose}
        />
      ) : null}
      {playerId ? <PlayerCp playerId={playerId} username={username || playerId} /> : null}
    </div>
  );
}
