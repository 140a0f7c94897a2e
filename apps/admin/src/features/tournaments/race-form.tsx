import {
  TOURNAMENT_ENROLMENTS,
  TOURNAMENT_RECURRENCES,
  TOURNAMENT_SCORING,
  type AdminGames,
  type AdminTournament,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { apiRequest, fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { createTournament, updateTournament } from './api';
import { RaceBandsField } from './race-bands-field';
import { draftOf, emptyDraft, inputOf, type RaceDraft } from './race-draft';
import { RacePrizesField } from './race-prizes-field';
import { RaceTextsField } from './race-texts-field';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.form;

const gamesQuery = () => ({
  queryKey: queryKeys.games,
  queryFn: () => apiRequest<AdminGames>('GET', '/admin/games'),
  staleTime: 60_000,
});
/** Creates a race, or changes a scheduled one (`race` given). */
export function RaceForm({
  race,
  onDone,
}: {
  race?: AdminTournament;
  onDone: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const catalogue = useQuery(gamesQuery());
  const [draft, setDraft] = useState<RaceDraft>(() => (race ? draftOf(race) : emptyDraft()));
  const save = useMutation({
    mutationFn: () =>
      race ? updateTournament(race.id, inputOf(draft)) : createTournament(inputOf(draft)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all });
      if (!race) setDraft(emptyDraft());
      if (saved.status === 'pending_approval') onDone(s.heldForApproval(saved.title));
      else onDone(race ? tournamentsStrings.races.saved(saved.title) : s.created(saved.title));
    },
  });
  const fe = (field: string) => fieldErrorOf(save.error, field);
  const set = <K extends keyof RaceDraft>(key: K, value: RaceDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setText = (language: string, key: 'title' | 'summary' | 'terms', value: string) =>
    setDraft((d) => ({
      ...d,
      texts: {
        ...d.texts,
        [language]: {
          ...(d.texts[language] ?? { title: '', summary: '', terms: '' }),
          [key]: value,
        },
      },
    }));
  const slots = useMemo(
    () =>
      (catalogue.data?.games ?? [])
        .filter((g) => g.section === 'casino' || draft.gameIds.includes(g.id))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [catalogue.data, draft.gameIds],
  );
  const gameName = (id: string) => catalogue.data?.games.find((g) => g.id === id)?.name ?? id;
  const toggleGame = (id: string) =>
    set(
      'gameIds',
      draft.gameIds.includes(id) ? draft.gameIds.filter((g) => g !== id) : [...draft.gameIds, id],
    );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Panel title={race ? s.editTitle(race.title) : s.newTitle}>
      <form
        className="flex flex-col gap-4"
        onSubmit={handleSubmit}
        aria-label={race ? s.editTitle(race.title) : s.newTitle}
      >
        {save.isError ? <Notice tone="error">{messageOf(save.error)}</Notice> : null}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={s.url}
            value={draft.url}
            maxLength={100}
            placeholder="weekend-race"
            hint={s.urlHint}
            error={fe('url')}
            onChange={(e) => set('url', e.target.value)}
          />
          <SelectField
            label={s.recurrence}
            value={draft.recurrence}
            onChange={(e) => set('recurrence', e.target.value as RaceDraft['recurrence'])}
            error={fe('recurrence')}
            options={TOURNAMENT_RECURRENCES.map((r) => ({
              value: r,
              label: s.recurrences[r] ?? r,
            }))}
          />
          <TextField
            label={s.startsAt}
            type="datetime-local"
            value={draft.startsAt}
            error={fe('startsAt')}
            onChange={(e) => set('startsAt', e.target.value)}
          />
          <TextField
            label={s.endsAt}
            type="datetime-local"
            value={draft.endsAt}
            error={fe('endsAt')}
            onChange={(e) => set('endsAt', e.target.value)}
          />
          <TextField
            label={s.minBet}
            inputMode="decimal"
            value={draft.minBetEur}
            hint={s.minBetHint}
            error={fe('minBetEur')}
            onChange={(e) => set('minBetEur', e.target.value)}
          />
          <SelectField
            label={s.enrolment}
            value={draft.enrolment}
            onChange={(e) => set('enrolment', e.target.value as RaceDraft['enrolment'])}
            error={fe('enrolment')}
            options={TOURNAMENT_ENROLMENTS.map((r) => ({ value: r, label: s.enrolments[r] ?? r }))}
          />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
            {s.games}
          </legend>
          <p className="text-xs text-slate-400">{s.gamesHint}</p>
          {catalogue.isPending ? (
            <p className="text-sm text-slate-400">{strings.common.loading}</p>
          ) : null}
          {catalogue.isError ? <Notice tone="error">{catalogue.error.message}</Notice> : null}
          <div className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-ink-700 p-2 sm:grid-cols-2">
            {slots.map((game) => (
              <label key={game.id} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  checked={draft.gameIds.includes(game.id)}
                  onChange={() => toggleGame(game.id)}
                />
                <span className="truncate">
                  {game.name} <span className="text-slate-500">· {game.providerName}</span>
                </span>
              </label>
            ))}
          </div>
          {fe('gameIds') ? (
            <p role="alert" className="text-xs text-rose-400">
              {fe('gameIds')}
            </p>
          ) : null}
        </fieldset>

        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <SelectField
            label={s.scoring}
            value={draft.scoring}
            onChange={(e) => set('scoring', e.target.value as RaceDraft['scoring'])}
            error={fe('scoring')}
            options={TOURNAMENT_SCORING.map((r) => ({ value: r, label: s.scorings[r] ?? r }))}
          />
          {draft.scoring === 'first_n_multipliers' ? (
            <TextField
              label={s.n}
              inputMode="numeric"
              value={draft.n}
              error={fe('scoringParams.n')}
              onChange={(e) => set('n', e.target.value)}
            />
          ) : null}
        </div>
        {draft.scoring === 'multiplier_points' ? (
          <RaceBandsField
            bands={draft.bands}
            onChange={(bands) => set('bands', bands)}
            fieldError={fe}
          />
        ) : null}

        <RacePrizesField
          prizes={draft.prizes}
          endsAt={draft.endsAt}
          gameName={gameName}
          onChange={(prizes) => set('prizes', prizes)}
          fieldError={fe}
        />

        <RaceTextsField texts={draft.texts} onText={setText} fieldError={fe} />

        <Button type="submit" disabled={save.isPending}>
          {race ? s.save : s.create}
        </Button>
      </form>
    </Panel>
  );
}
