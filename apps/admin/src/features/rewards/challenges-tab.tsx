import { CHALLENGE_TABLE, type AdminChallenge } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { PlayerName } from '../../components/ui/player-name';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { CardTable, type Field } from '../../components/ui/card-table';
import { catalogueQuery, challengesQuery, createChallenge, setChallengeStatus } from './api';
import { strings } from '../../strings';
import { rewardsStrings } from './strings';

const s = rewardsStrings.challenges;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

export const formatMultiplier = (multiplier: number) => `×${multiplier.toLocaleString('en-GB')}`;
// Whole euros without cents, so the option fits the panel: 1,500 EUR, 1.50 EUR.
const eur = (amount: number) =>
  formatMoney(Number.isInteger(amount) ? String(amount) : amount.toFixed(2), 'EUR');

const STATUS_TONES: Record<string, string> = {
  open: 'text-accent-400',
  paused: 'text-amber-300',
  won: 'text-slate-300',
};

/** Pause an open challenge or open a paused one again; a won challenge is history and offers neither. */
function StatusButton({
  challenge,
  onOutcome,
}: {
  challenge: AdminChallenge;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const next = challenge.status === 'open' ? 'paused' : 'open';
  const change = useMutation({
    mutationFn: () => setChallengeStatus(challenge.id, next),
    onSuccess: async (updated) => {
      onOutcome({
        tone: 'success',
        text:
          updated.status === 'paused' ? s.paused(updated.gameName) : s.resumed(updated.gameName),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.challenges });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
  if (challenge.status === 'won') return null;
  const multiplier = formatMultiplier(challenge.multiplier);
  return (
    <Button
      variant={next === 'paused' ? 'secondary' : 'primary'}
      className="px-3 py-1"
      disabled={change.isPending}
      aria-label={
        next === 'paused'
          ? s.pauseNamed(challenge.gameName, multiplier)
          : s.resumeNamed(challenge.gameName, multiplier)
      }
      onClick={() => change.mutate()}
    >
      {next === 'paused' ? s.pause : s.resume}
    </Button>
  );
}

function useFields(
  canReadPlayers: boolean,
  onOutcome: (outcome: Outcome) => void,
): Field<AdminChallenge>[] {
  return useMemo(
    () => [
      {
        id: 'game',
        header: s.game,
        render: (row) => <span className="font-medium text-white">{row.gameName}</span>,
      },
      {
        id: 'multiplier',
        header: s.multiplier,
        render: (row) => <span className="tabular-nums">{formatMultiplier(row.multiplier)}</span>,
      },
      {
        id: 'prize',
        header: s.prize,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(row.prize, row.currency)}
          </span>
        ),
      },
      {
        id: 'minBet',
        header: s.minBet,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(row.minBet, row.currency)}
          </span>
        ),
      },
      {
        id: 'status',
        header: strings.common.status,
        render: (row) => (
          <span className={`font-semibold ${STATUS_TONES[row.status] ?? ''}`}>
            {s.statuses[row.status] ?? row.status}
          </span>
        ),
      },
      {
        id: 'winner',
        header: s.winner,
        render: (row) => {
          if (!row.winner) return '—';
          return canReadPlayers && row.winnerPlayerId ? (
            <PlayerName username={row.winner} id={row.winnerPlayerId} />
          ) : (
            <span className="text-white">{row.winner}</span>
          );
        },
      },
      {
        id: 'wonAt',
        header: s.wonAt,
        render: (row) => (
          <span className="whitespace-nowrap">{row.wonAt ? formatDateTime(row.wonAt) : '—'}</span>
        ),
      },
      {
        id: 'action',
        header: s.action,
        render: (row) =>
          row.status === 'won' ? '—' : <StatusButton challenge={row} onOutcome={onOutcome} />,
      },
    ],
    [canReadPlayers, onOutcome],
  );
}

/** The form: a game from the catalogue and one of the spec's multipliers, each shown with its prize and minimum bet. */
function NewChallengePanel({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
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

/** Every challenge, newest first as the API lists them, with the form for a new one beside the table. */
export function ChallengesTab() {
  const challenges = useQuery(challengesQuery());
  const canReadPlayers = useCan('players.read');
  const canReadCatalogue = useCan('reports.read');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fields = useFields(canReadPlayers, setOutcome);
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
