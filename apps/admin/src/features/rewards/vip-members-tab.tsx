import type { VipMember } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { CardTable, type Field } from '../../components/ui/card-table';
import { assignHost, vipHostsQuery, vipMembersQuery, type VipHost } from './api';
import { rewardsStrings } from './strings';

const s = rewardsStrings.vip;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const SELECT =
  'w-full min-w-52 rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white disabled:opacity-60';

/** The member's host: choosing another saves at once, and the outcome is said above the table. */
function HostSelect({
  member,
  hosts,
  onOutcome,
}: {
  member: VipMember;
  hosts: VipHost[];
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (hostId: string) => assignHost(member.playerId, hostId),
    onSuccess: async (updated) => {
      onOutcome({ tone: 'success', text: s.assigned(updated.host ?? '', updated.username) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.vipMembers });
      await queryClient.invalidateQueries({ queryKey: queryKeys.vipHosts });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
  return (
    <select
      className={SELECT}
      aria-label={s.hostFor(member.username)}
      value={assign.isPending ? assign.variables : (member.hostId ?? '')}
      disabled={assign.isPending}
      onChange={(event) => event.target.value && assign.mutate(event.target.value)}
    >
      {member.hostId === null ? (
        <option value="" disabled>
          {s.noHost}
        </option>
      ) : null}
      {hosts.map((host) => (
        <option key={host.id} value={host.id}>
          {s.hostOption(host.username, host.memberCount)}
        </option>
      ))}
    </select>
  );
}

function useFields(
  hosts: VipHost[],
  canReadPlayers: boolean,
  onOutcome: (outcome: Outcome) => void,
): Field<VipMember>[] {
  return useMemo(
    () => [
      {
        id: 'player',
        header: s.player,
        render: (row) =>
          canReadPlayers ? (
            <PlayerName username={row.username} id={row.playerId} />
          ) : (
            <span className="font-medium text-white">{row.username}</span>
          ),
      },
      {
        id: 'level',
        header: s.level,
        render: (row) => <span className="tabular-nums">{row.level}</span>,
      },
      { id: 'category', header: s.category, render: (row) => row.category ?? '—' },
      {
        id: 'since',
        header: s.since,
        render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.vipSince)}</span>,
      },
      {
        id: 'host',
        header: s.host,
        render: (row) => <HostSelect member={row} hosts={hosts} onOutcome={onOutcome} />,
      },
      {
        id: 'cp',
        header: s.cp,
        render: (row) => (
          <Link
            to={`/rewards/cp?${new URLSearchParams({ player: row.playerId, name: row.username }).toString()}`}
            className="whitespace-nowrap text-accent-400 hover:underline"
          >
            {s.openCp}
          </Link>
        ),
      },
    ],
    [hosts, canReadPlayers, onOutcome],
  );
}

/** The VIP club: every member with their host, and the hosts with how many members each looks after. */
export function VipMembersTab() {
  const members = useQuery(vipMembersQuery());
  const hosts = useQuery(vipHostsQuery());
  const canReadPlayers = useCan('players.read');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hostList = useMemo(() => hosts.data?.hosts ?? [], [hosts.data]);
  const fields = useFields(hostList, canReadPlayers, setOutcome);
  const error = members.error ?? hosts.error;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-slate-400">{s.help}</p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {error ? <Notice tone="error">{error.message}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0">
          {members.isPending || hosts.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
          {members.data && hosts.data ? (
            <CardTable
              label={s.table}
              rows={members.data.members}
              fields={fields}
              rowId={(row) => row.playerId}
            />
          ) : null}
        </div>
        <Panel title={s.hostsTitle}>
          {hosts.data ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label={s.hostsTitle}>
                <thead className="text-xs uppercase tracking-wide text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      {s.host}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {s.members}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {hosts.data.hosts.map((host) => (
                    <tr key={host.id} className="border-t border-ink-800">
                      <td className="py-1.5 text-slate-200">{host.username}</td>
                      <td className="py-1.5 text-right tabular-nums text-slate-200">
                        {host.memberCount}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </Panel>
      </div>
    </div>
  );
}
