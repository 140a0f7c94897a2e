import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardTable } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { useCan } from '../../lib/me';
import { strings } from '../../strings';
import { challengesQuery } from './api';
import { useChallengeFields } from './challenge-fields';
import type { Outcome } from './challenge-view';
import { NewChallengePanel } from './new-challenge-panel';
import { rewardsStrings } from './strings';

const s = rewardsStrings.challenges;

/** Every challenge, newest first as the API lists them, with the form for a new one beside the table. */
export function ChallengesTab() {
  const challenges = useQuery(challengesQuery());
  const canReadPlayers = useCan('players.read');
  const canReadCatalogue = useCan('reports.read');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fields = useChallengeFields(canReadPlayers, setOutcome);
  return (
    <div className="flex flex-col gap-4">
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {challenges.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {challenges.isError ? <Notice tone="error">{challenges.error.message}</Notice> : null}
          {challenges.data ? (
            <CardTable
              label={s.table}
              rows={challenges.data.challenges}
              fields={fields}
              rowId={(row) => row.id}
            />
          ) : null}
        </div>
        {canReadCatalogue ? (
          <NewChallengePanel onOutcome={setOutcome} />
        ) : (
          <Panel title={s.newTitle}>
            <p className="text-sm text-slate-400">{s.noCatalogue}</p>
          </Panel>
        )}
      </div>
    </div>
  );
}
