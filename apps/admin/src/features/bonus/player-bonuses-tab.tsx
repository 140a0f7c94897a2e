import type { Campaign, PlayerBonus, PlayerSummary } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { DataTable } from '../../components/ui/data-table';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { GrantApprovalsPanel } from '../../components/ui/grant-approvals';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import {
  campaignsQuery,
  decideGrantApproval,
  grantApprovals,
  grantBonus,
  playerBonusesQuery,
  playerLookupQuery,
} from './api';
import { bonusStrings } from './strings';

const s = bonusStrings.grant;
const titleOf = (campaign: Campaign) => campaign.texts.en?.title ?? campaign.url;

/** Wagering progress as a bar and in money; free spins as spins left. */
function Progress({ bonus }: { bonus: PlayerBonus }) {
  if (
    bonus.freeSpinsTotal !== null &&
    bonus.freeSpinsLeft !== null &&
    bonus.status === 'free_spins'
  ) {
    return (
      <span className="whitespace-nowrap">
        {s.freeSpinsLeft(bonus.freeSpinsLeft, bonus.freeSpinsTotal)}
      </span>
    );
  }
  const needed = Number(bonus.pointsNeeded);
  // Drawing only: the figures beside the bar are the API's exact strings.
  const percent =
    needed > 0 ? Math.min(100, Math.round((Number(bonus.pointsGained) / needed) * 100)) : 100;
  const label = s.progressOf(
    formatMoney(bonus.pointsGained, bonus.currency),
    formatMoney(bonus.pointsNeeded, bonus.currency),
  );
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-ink-700"
        role="progressbar"
        aria-label={`${s.progress} ${bonus.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs tabular-nums text-slate-300">{label}</span>
    </div>
  );
}

const STATUS_TONES: Record<string, string> = {
  active: 'text-accent-400',
  free_spins: 'text-accent-400',
  queued: 'text-sky-300',
  pending: 'text-sky-300',
  completed: 'text-white',
};

const bonusFields: Field<PlayerBonus>[] = [
  {
    id: 'title',
    header: s.title,
    render: (row) => (
      <span className="flex flex-col">
        <span className="font-medium text-white">{row.title}</span>
        <span className="text-xs text-slate-400">{bonusStrings.kinds[row.kind] ?? row.kind}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: s.status,
    render: (row) => (
      <span className={`font-semibold ${STATUS_TONES[row.status] ?? 'text-slate-400'}`}>
        {bonusStrings.bonusStatuses[row.status] ?? row.status}
      </span>
    ),
  },
  {
    id: 'amount',
    header: s.amountGranted,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(row.amount, row.currency)}
      </span>
    ),
  },
  {
    id: 'balance',
    header: s.balance,
    render: (row) => (
      <span className="whitespace-nowrap tabular-nums text-white">
        {formatMoney(row.bonusBalance, row.currency)}
      </span>
    ),
  },
  { id: 'progress', header: s.progress, render: (row) => <Progress bonus={row} /> },
  {
    id: 'expiry',
    header: s.expiry,
    render: (row) => (row.expiry ? formatDateTime(row.expiry) : '—'),
  },
  {
    id: 'created',
    header: s.created,
    render: (row) => (
      <span className="flex flex-col">
        <span>{formatDateTime(row.createdAt)}</span>
        {row.endedAt ? (
          <span className="text-xs text-slate-400">{s.endedAt(formatDateTime(row.endedAt))}</span>
        ) : null}
      </span>
    ),
  },
];

/** The grant: a campaign (with the amount for a manual one) and a reason, confirmed before it is made. */
function GrantPanel({ playerId, username }: { playerId: string; username: string }) {
  const queryClient = useQueryClient();
  // Read afresh when the panel opens: a colleague may have started a campaign since the list was cached.
  const campaigns = useQuery({ ...campaignsQuery(), refetchOnMount: 'always' });
  const [campaignId, setCampaignId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  // Ended campaigns are history; the API says why it refuses any other (a draft, a cap reached).
  const offered = useMemo(
    () => (campaigns.data?.campaigns ?? []).filter((campaign) => campaign.status !== 'ended'),
    [campaigns.data],
  );
  const chosen = offered.find((campaign) => campaign.id === campaignId) ?? null;
  const isManual = chosen?.kind === 'manual';
  const grant = useMutation({
    mutationFn: () =>
      grantBonus(playerId, {
        campaignId,
        reason: reason.trim(),
        ...(isManual ? { amount: amount.trim() } : {}),
      }),
    onSuccess: async () => {
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.playerBonuses(playerId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusCampaigns });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonusGrantApprovals });
    },
    onSettled: () => setIsConfirming(false),
  });
  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    grant.reset();
    setIsConfirming(true);
  };
  const fieldNamed =
    fieldErrorOf(grant.error, 'campaignId') ??
    fieldErrorOf(grant.error, 'amount') ??
    fieldErrorOf(grant.error, 'reason');
  return (
    <Panel title={s.grantTitle}>
      <form className="flex flex-col gap-3" onSubmit={handleReview}>
        <SelectField
          label={s.campaign}
          value={campaignId}
          disabled={isConfirming}
          error={fieldErrorOf(grant.error, 'campaignId')}
          onChange={(event) => setCampaignId(event.target.value)}
          options={[
            { value: '', label: campaigns.isPending ? strings.common.loading : s.pickCampaign },
            ...offered.map((campaign) => ({
              value: campaign.id,
              label: s.campaignOption(
                titleOf(campaign),
                bonusStrings.kinds[campaign.kind] ?? campaign.kind,
                bonusStrings.campaignStatuses[campaign.status] ?? campaign.status,
              ),
            })),
          ]}
        />
        {isManual ? (
          <TextField
            label={s.amount}
            inputMode="decimal"
            placeholder="25.00"
            maxLength={12}
            value={amount}
            disabled={isConfirming}
            error={fieldErrorOf(grant.error, 'amount')}
            hint={s.amountHint}
            onChange={(event) => setAmount(event.target.value)}
          />
        ) : null}
        <TextArea
          label={s.reason}
          maxLength={500}
          value={reason}
          disabled={isConfirming}
          error={fieldErrorOf(grant.error, 'reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="-mt-2 text-xs text-slate-400">{s.reasonHint}</p>
        {campaigns.isError ? <Notice tone="error">{campaigns.error.message}</Notice> : null}
        {grant.isError && !fieldNamed ? (
          <Notice tone="error">{messageOf(grant.error)}</Notice>
        ) : null}
        {grant.data?.bonus ? (
          <Notice tone="success">
            {s.granted(
              grant.data.bonus.title,
              bonusStrings.bonusStatuses[grant.data.bonus.status] ?? grant.data.bonus.status,
            )}
          </Notice>
        ) : null}
        {grant.data?.approval ? (
          <Notice tone="info">
            {s.held(grant.data.approval.title ?? '', grant.data.approval.valueEur)}
          </Notice>
        ) : null}
        {isConfirming && chosen ? (
          <div className="flex flex-col gap-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3">
            <p className="text-sm text-amber-100">
              {s.confirm(titleOf(chosen), username, isManual ? amount.trim() : null)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={grant.isPending} onClick={() => grant.mutate()}>
                {s.apply}
              </Button>
              <Button
                variant="ghost"
                disabled={grant.isPending}
                onClick={() => setIsConfirming(false)}
              >
                {strings.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            type="submit"
            disabled={chosen === null || reason.trim() === '' || (isManual && amount.trim() === '')}
          >
            {s.review}
          </Button>
        )}
      </form>
    </Panel>
  );
}

/** One player's bonuses, newest first as the API lists them, beside the grant. */
function PlayerBonuses({ playerId, username }: { playerId: string; username: string }) {
  // The history is part of the player's record: only a role that opens records reads it (issue 22).
  const canReadPlayer = useCan('players.read');
  const bonuses = useQuery({ ...playerBonusesQuery(playerId), enabled: canReadPlayer });
  return (
    <section className="flex flex-col gap-4" aria-label={s.selected(username)}>
      <h2 className="text-lg font-semibold text-white">{s.selected(username)}</h2>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {canReadPlayer ? null : <Notice tone="info">{s.noHistory}</Notice>}
          {canReadPlayer && bonuses.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {bonuses.isError ? <Notice tone="error">{bonuses.error.message}</Notice> : null}
          {bonuses.data ? (
            <CardTable
              label={s.bonuses}
              rows={bonuses.data.bonuses}
              fields={bonusFields}
              rowId={(row) => row.instanceId}
            />
          ) : null}
        </div>
        <GrantPanel key={playerId} playerId={playerId} username={username} />
      </div>
    </section>
  );
}

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
  resultColumn.display({
    id: 'currency',
    header: s.currency,
    cell: ({ row }) => row.original.currency,
  }),
];

/**
 * Find the player (by username for who may read players, by id otherwise), then their bonuses and
 * the grant; the search and the choice live in the address.
 */
export function PlayerBonusesTab() {
  const [params, setParams] = useSearchParams();
  const canSearch = useCan('players.read');
  const text = params.get('query') ?? '';
  const playerId = params.get('player');
  const username = params.get('name') ?? '';
  const [draft, setDraft] = useState(text || (canSearch ? '' : (playerId ?? '')));
  const results = useQuery({ ...playerLookupQuery(text), enabled: canSearch && text !== '' });
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    if (canSearch) setParams(typed ? { query: typed } : {});
    else setParams(/^\d{1,18}$/.test(typed) ? { player: typed } : {});
  };
  const choose = (player: PlayerSummary) =>
    setParams({ ...(text ? { query: text } : {}), player: player.id, name: player.username });
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-6">
      <GrantApprovalsPanel
        queryKey={queryKeys.bonusGrantApprovals}
        load={grantApprovals}
        decide={decideGrantApproval}
        describe={(approval) =>
          s.approvalOf(
            approval.title ?? '',
            approval.playerUsername ?? `#${approval.playerId ?? ''}`,
            approval.amount,
            approval.currency,
            approval.freeSpins,
          )
        }
        onDecided={async () => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.playerBonusesAll });
          await queryClient.invalidateQueries({ queryKey: queryKeys.bonusCampaigns });
        }}
      />
      {canSearch ? null : <Notice tone="info">{s.noSearch}</Notice>}
      <form
        role="search"
        aria-label={s.find}
        onSubmit={handleSearch}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1 basis-64">
          {canSearch ? (
            <TextField
              label={s.search}
              placeholder={s.searchPlaceholder}
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          ) : (
            <TextField
              label={s.playerId}
              inputMode="numeric"
              maxLength={18}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </div>
        <Button type="submit">{canSearch ? s.searchButton : s.open}</Button>
      </form>
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
      {playerId ? (
        <PlayerBonuses playerId={playerId} username={username || `#${playerId}`} />
      ) : null}
    </div>
  );
}
