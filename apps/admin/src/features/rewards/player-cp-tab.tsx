import type { PlayerSummary } from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { GrantApprovalsPanel } from '../../components/ui/grant-approvals';
import { PlayerName } from '../../components/ui/player-name';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { cpApprovals, decideCpApproval, playerLookupQuery } from './api';
import { PlayerCp } from './player-cp';
import { rewardsStrings } from './strings';

const s = rewardsStrings.cp;

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
