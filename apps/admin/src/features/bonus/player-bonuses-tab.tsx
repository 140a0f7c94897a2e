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
import { decideGrantApproval, grantApprovals, playerLookupQuery } from './api';
import { bonusStrings } from './strings';
import { PlayerBonuses } from './player-bonus-list';

const s = bonusStrings.grant;

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
