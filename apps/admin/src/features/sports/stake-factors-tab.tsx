import type { StakeFactor } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { setStakeFactor, stakeFactorQuery, stakeFactorsQuery } from './api';
import { sportsStrings } from './strings';

const s = sportsStrings.factors;

const fields: Field<StakeFactor>[] = [
  { id: 'player', header: s.username, render: (row) => `${row.username} (#${row.playerId})` },
  { id: 'factor', header: s.factor, render: (row) => row.factor },
  { id: 'currency', header: s.currency, render: (row) => row.currency },
  {
    id: 'updated',
    header: s.updated,
    render: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '–'),
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
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-400">{s.table}</h2>
        {listed.isError ? <Notice tone="error">{messageOf(listed.error)}</Notice> : null}
        <CardTable
          rows={listed.data?.factors ?? []}
          fields={fields}
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
    <Panel title={s.factor}>
      <p className="font-medium text-white">
        {data.username} <span className="text-slate-400">(#{data.playerId})</span>
      </p>
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
