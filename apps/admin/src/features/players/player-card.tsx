import type { PlayerOverview } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Notice, TextArea } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { AdjustmentsTab } from './adjustments';
import { actOnPlayer, playerQuery, useCan, type PlayerAction } from './api';
import { DocumentsTab } from './documents-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { RoundsTab } from './rounds-tab';
import { SessionsTab } from './sessions-tab';
import { TransactionsTab } from './transactions-tab';
import { StatusBadge } from './status-badge';
import { queryKeys } from '../../lib/query-keys';

const TABS = [
  'overview',
  'transactions',
  'rounds',
  'sessions',
  'documents',
  'notes',
  'adjustments',
] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab =>
  (TABS as readonly string[]).includes(value ?? '');

/** The actions the account's state allows; a closed account allows none. */
function actionsFor(player: PlayerOverview): PlayerAction[] {
  if (player.status === 'closed') return [];
  return [player.status === 'blocked' ? 'unblock' : 'block', 'endSessions', 'close'];
}

/** Asks why before acting: the reason goes into the audit log with the change. */
function ActionDialog({
  playerId,
  action,
  onDone,
  onCancel,
}: {
  playerId: string;
  action: PlayerAction;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => actOnPlayer(playerId, action, reason.trim()),
    onSuccess: async (player) => {
      queryClient.setQueryData(playerQuery(playerId).queryKey, player);
      await queryClient.invalidateQueries({ queryKey: queryKeys.playersAll });
      onDone(playersStrings.actions.done[action] ?? '');
    },
  });
  return (
    <Modal title={playersStrings.actions.titles[action]}>
      <p className="text-sm text-slate-300">{playersStrings.actions.help[action]}</p>
      <TextArea
        label={playersStrings.actions.reason}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
      {mutation.isError ? <Notice tone="error">{messageOf(mutation.error)}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <Button
          variant={action === 'unblock' ? 'primary' : 'danger'}
          disabled={mutation.isPending || reason.trim().length < 3}
          onClick={() => mutation.mutate()}
        >
          {playersStrings.actions.confirm}
        </Button>
      </div>
    </Modal>
  );
}

/** One player: a header with the account's actions, and the card's tabs (the open tab is in the address). */
export function PlayerCard() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'overview';
  const player = useQuery(playerQuery(id));
  const canBlock = useCan('players.block');
  const [action, setAction] = useState<PlayerAction | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (player.isPending) return <p className="text-slate-400">{strings.common.loading}</p>;
  if (player.isError) return <Notice tone="error">{player.error.message}</Notice>;
  const data = player.data;

  return (
    <section className="flex flex-col gap-6">
      <Link to="/players" className="text-sm text-accent-400 hover:underline">
        ← {playersStrings.back}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold text-white">
            <span className="break-all">{data.username}</span>
            <span className="font-mono text-sm text-slate-400">#{data.id}</span>
            <StatusBadge status={data.status} />
            {/* The account is open, but the player may not play: the header says so, not just the overview. */}
            {data.selfExclusion?.isActive ? (
              <span
                className="inline-block rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-300"
                title={playersStrings.selfExcludedTitle(
                  data.selfExclusion.until === null
                    ? null
                    : formatDateTime(data.selfExclusion.until),
                )}
              >
                {playersStrings.selfExcludedBadge}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 break-all text-sm text-slate-400">
            {[`${data.firstName} ${data.lastName}`.trim(), data.email].filter(Boolean).join(' · ')}
          </p>
        </div>
        {canBlock ? (
          <div className="flex flex-wrap gap-2">
            {actionsFor(data).map((name) => (
              <Button
                key={name}
                variant={
                  name === 'unblock' ? 'primary' : name === 'endSessions' ? 'secondary' : 'danger'
                }
                onClick={() => (setAction(name), setOutcome(null))}
              >
                {playersStrings.actions[name]}
              </Button>
            ))}
          </div>
        ) : null}
      </header>
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <div
        role="tablist"
        aria-label={data.username}
        className="flex gap-1 overflow-x-auto border-b border-ink-700"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => (
              setParams(name === 'overview' ? {} : { tab: name }, { replace: true }),
              setOutcome(null)
            )}
            className={`shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 text-sm ${tab === name ? 'border-accent-400 text-white' : 'border-transparent text-slate-400 hover:text-slate-200'}`}
          >
            {playersStrings.tabs[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={playersStrings.tabs[tab]}>
        {tab === 'overview' ? <OverviewTab player={data} /> : null}
        {tab === 'transactions' ? <TransactionsTab playerId={id} /> : null}
        {tab === 'rounds' ? <RoundsTab playerId={id} /> : null}
        {tab === 'sessions' ? <SessionsTab playerId={id} /> : null}
        {tab === 'documents' ? <DocumentsTab playerId={id} /> : null}
        {tab === 'notes' ? <NotesTab playerId={id} /> : null}
        {tab === 'adjustments' ? <AdjustmentsTab player={data} /> : null}
      </div>
      {action ? (
        <ActionDialog
          playerId={id}
          action={action}
          onCancel={() => setAction(null)}
          onDone={(message) => (setAction(null), setOutcome(message))}
        />
      ) : null}
    </section>
  );
}
