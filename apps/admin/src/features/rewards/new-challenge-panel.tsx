import { CHALLENGE_TABLE } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { catalogueQuery, createChallenge } from './api';
import { eur, formatMultiplier, type Outcome } from './challenge-view';
import { rewardsStrings } from './strings';

const s = rewardsStrings.challenges;

/** The form: a game from the catalogue and one of the spec's multipliers, each shown with its prize and minimum bet. */
export function NewChallengePanel({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(catalogueQuery());
  const [gameId, setGameId] = useState('');
  const [multiplier, setMultiplier] = useState<number>(CHALLENGE_TABLE[0].multiplier);
  const create = useMutation({
    mutationFn: () => createChallenge({ gameId, multiplier }),
    onSuccess: async (created) => {
      onOutcome({
        tone: 'success',
        text: s.created_(created.gameName, formatMultiplier(created.multiplier)),
      });
      setGameId('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.challenges });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
  // Only games a player can open now: the API refuses a challenge on a disabled game or provider.
  const games = useMemo(
    () =>
      (catalogue.data?.games ?? [])
        .filter((game) => game.isEnabled && game.isProviderEnabled)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [catalogue.data],
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Panel title={s.newTitle}>
      {catalogue.isError ? (
        <Notice tone="error">{catalogue.error.message}</Notice>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
          <SelectField
            label={s.game}
            value={gameId}
            onChange={(event) => setGameId(event.target.value)}
            error={fieldErrorOf(create.error, 'gameId')}
            options={[
              { value: '', label: catalogue.isPending ? strings.common.loading : s.pickGame },
              ...games.map((game) => ({
                value: game.id,
                label: `${game.name} · ${game.providerName}`,
              })),
            ]}
          />
          <SelectField
            label={s.multiplier}
            value={String(multiplier)}
            onChange={(event) => setMultiplier(Number(event.target.value))}
            error={fieldErrorOf(create.error, 'multiplier')}
            options={CHALLENGE_TABLE.map((row) => ({
              value: String(row.multiplier),
              label: s.multiplierOption(
                formatMultiplier(row.multiplier),
                eur(row.prizeEur),
                eur(row.minBetEur),
              ),
            }))}
          />
          <p className="text-xs text-slate-400">{s.rule}</p>
          <Button type="submit" disabled={create.isPending || gameId === ''}>
            {s.create}
          </Button>
        </form>
      )}
    </Panel>
  );
}
