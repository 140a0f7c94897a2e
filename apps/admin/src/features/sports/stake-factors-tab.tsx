import type { StakeFactor } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { setStakeFactor, stakeFactorQuery, stakeFactorsQuery } from './api';
import { sportsStrings } from './strings';

const s = sportsStrings.factors;

const columns: ColumnDef<StakeFactor, unknown>[] = [
  { header: s.username, cell: ({ row }) => `${row.original.username} (#${row.original.playerId})` },
  { header: s.factor, cell: ({ row }) => row.original.factor },
  { header: s.currency, cell: ({ row }) => row.original.currency },
  {
    header: s.updated,
    cell: ({ row }) => (row.original.updatedAt ? formatDateTime(row.original.updatedAt) : '–'),
  },
];

/** Players' stake factors: look a player up and set theirs; the players who have one. */
export function StakeFactorsTab() {
  const [text, setText] = useState('');
  const [player, setPlayer] = useState<string | null>(null);
  const listed = useQuery(stakeFactorsQuery());
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setPlayer(text.trim());
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <Panel title={s.find}>
          <form className="flex items-end gap-2" onSubmit={handleSubmit}>
            <div className="flex-1">
              <TextField
                label={s.player}
                maxLength={40}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary">
              {s.lookUp}
            </Button>
          </form>
        </Panel>
        {player ? <FactorForm key={player} player={player} /> : null}
      </div>
      <div className="min-w-0">
        {listed.isError ? <Notice tone="error">{messageOf(listed.error)}</Notice> : null}
        <DataTable
          rows={listed.data?.factors ?? []}
          columns={columns}
          rowId={(row) => row.playerId}
          label={s.table}
        />
      </div>
    </div>
  );
}

function FactorForm({ player }: { player: string }) {
  const queryClient = useQueryClient();
  const canManage = useCan('sports.manage');
  const current = useQuery(stakeFactorQuery(player));
  const [factor, setFactor] = useState('');
  const save = useMutation({
    mutationFn: (playerId: string) => setStakeFactor(playerId, factor.trim()),
    onSuccess: async (data) => {
      queryClient.setQueryData(queryKeys.sports.stakeFactor(player), data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sports.stakeFactors });
    },
  });
  if (current.isError) return <Notice tone="error">{messageOf(current.error)}</Notice>;
  const data = current.data;
  if (!data) return null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(data.playerId);
  };
  return (
    <Panel title={`${data.username} (#${data.playerId})`}>
      <p className="mb-3 text-sm text-slate-300">
        {data.isDefault ? s.defaultFactor : s.current(data.factor)}
      </p>
      {canManage ? (
        <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
          <TextField
            label={s.factor}
            inputMode="decimal"
            maxLength={5}
            placeholder={data.factor}
            value={factor}
            onChange={(event) => setFactor(event.target.value)}
            hint={s.hint}
            error={save.isError ? messageOf(save.error) : null}
          />
          {save.isSuccess ? (
            <Notice tone="success">{s.saved(save.data.username, save.data.factor)}</Notice>
          ) : null}
          <Button type="submit" disabled={save.isPending || factor.trim() === ''}>
            {s.save}
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
