import {
  LANGUAGES,
  TOURNAMENT_ENROLMENTS,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_RECURRENCES,
  TOURNAMENT_SCORING,
  type AdminGames,
  type AdminTournament,
  type TournamentInput,
  type TournamentPrizeKind,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { apiRequest, fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { createTournament, prizeCampaignsQuery, updateTournament } from './api';
import {
  campaignsFor,
  emptyPrize,
  prizeDraftOf,
  prizeInputOf,
  type PrizeDraft,
} from './prize-draft';
import { tournamentsStrings } from './strings';

const s = tournamentsStrings.form;
type Texts = Record<string, { title: string; summary: string; terms: string }>;

export interface RaceDraft {
  url: string;
  startsAt: string;
  endsAt: string;
  recurrence: TournamentInput['recurrence'];
  gameIds: string[];
  minBetEur: string;
  enrolment: TournamentInput['enrolment'];
  scoring: TournamentInput['scoring'];
  n: string;
  bands: { minMultiplier: string; points: string }[];
  prizes: PrizeDraft[];
  texts: Texts;
}

/** `datetime-local` speaks minutes without a zone: the form works in UTC, as the window's label says. */
const toLocalInput = (iso: string) => iso.slice(0, 16);
const fromLocalInput = (value: string) => (value ? `${value}:00Z` : '');

function nextHour(offsetHours: number): string {
  const at = new Date(Date.now() + offsetHours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return toLocalInput(at.toISOString());
}

export function emptyDraft(): RaceDraft {
  return {
    url: '',
    startsAt: nextHour(1),
    endsAt: nextHour(25),
    recurrence: 'none',
    gameIds: [],
    minBetEur: '0.20',
    enrolment: 'auto',
    scoring: 'total_wagered',
    n: '10',
    bands: [
      { minMultiplier: '2', points: '1' },
      { minMultiplier: '10', points: '5' },
      { minMultiplier: '100', points: '25' },
    ],
    prizes: [{ ...emptyPrize(), amountEur: '100.00' }],
    texts: { en: { title: '', summary: '', terms: '' } },
  };
}

export function draftOf(race: AdminTournament): RaceDraft {
  const base = emptyDraft();
  return {
    url: race.url,
    startsAt: toLocalInput(race.startsAt),
    endsAt: toLocalInput(race.endsAt),
    recurrence: race.recurrence,
    gameIds: race.gameIds,
    minBetEur: race.minBetEur,
    enrolment: race.enrolment,
    scoring: race.scoring,
    n: String(race.scoringParams.n ?? base.n),
    bands:
      race.scoringParams.bands?.map((b) => ({
        minMultiplier: String(b.minMultiplier),
        points: String(b.points),
      })) ?? base.bands,
    prizes: race.prizes.map(prizeDraftOf),
    texts: Object.fromEntries(
      Object.entries(race.texts).flatMap(([language, text]) => (text ? [[language, text]] : [])),
    ),
  };
}

/** What the API takes: numbers where it wants numbers, only the languages with a title, params of the rule chosen. */
export function inputOf(draft: RaceDraft): TournamentInput {
  const texts = Object.fromEntries(
    Object.entries(draft.texts).filter(
      ([language, text]) => language === 'en' || text.title.trim() !== '',
    ),
  );
  return {
    url: draft.url.trim(),
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    recurrence: draft.recurrence,
    gameIds: draft.gameIds,
    minBetEur: draft.minBetEur.trim(),
    enrolment: draft.enrolment,
    scoring: draft.scoring,
    scoringParams:
      draft.scoring === 'first_n_multipliers'
        ? { n: Number(draft.n) }
        : draft.scoring === 'multiplier_points'
          ? {
              bands: draft.bands.map((b) => ({
                minMultiplier: Number(b.minMultiplier),
                points: Number(b.points),
              })),
            }
          : {},
    prizes: draft.prizes.map(prizeInputOf),
    texts,
  };
}

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
  const campaigns = useQuery(prizeCampaignsQuery());
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
  const setPrize = (i: number, change: Partial<PrizeDraft>) =>
    set(
      'prizes',
      draft.prizes.map((p, j) => (j === i ? { ...p, ...change } : p)),
    );
  const gameName = (id: string) => catalogue.data?.games.find((g) => g.id === id)?.name ?? id;
  const campaignOptions = (kind: TournamentPrizeKind) => {
    const listed = campaignsFor(campaigns.data ?? [], kind, fromLocalInput(draft.endsAt));
    return [
      { value: '', label: s.chooseCampaign },
      ...listed.map((c) => ({
        value: c.id,
        label: s.campaignLabel(
          c.texts.en?.title ?? c.url,
          c.freeSpins
            ? s.spinsDetail(c.freeSpins.count, gameName(c.freeSpins.gameId))
            : s.bonusDetail(c.wageringMultiplier),
        ),
      })),
    ];
  };
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
          <fieldset className="flex flex-col gap-2">
            <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
              {s.bands}
            </legend>
            {draft.bands.map((band, i) => (
              <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                <TextField
                  label={s.bandMultiplier}
                  inputMode="decimal"
                  value={band.minMultiplier}
                  error={fe(`scoringParams.bands.${i}.minMultiplier`)}
                  onChange={(e) =>
                    set(
                      'bands',
                      draft.bands.map((b, j) =>
                        j === i ? { ...b, minMultiplier: e.target.value } : b,
                      ),
                    )
                  }
                />
                <TextField
                  label={s.bandPoints}
                  inputMode="numeric"
                  value={band.points}
                  error={fe(`scoringParams.bands.${i}.points`)}
                  onChange={(e) =>
                    set(
                      'bands',
                      draft.bands.map((b, j) => (j === i ? { ...b, points: e.target.value } : b)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  aria-label={s.removeBand}
                  disabled={draft.bands.length === 1}
                  onClick={() =>
                    set(
                      'bands',
                      draft.bands.filter((_, j) => j !== i),
                    )
                  }
                >
                  ✕
                </Button>
              </div>
            ))}
            {fe('scoringParams.bands') ? (
              <p role="alert" className="text-xs text-rose-400">
                {fe('scoringParams.bands')}
              </p>
            ) : null}
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => set('bands', [...draft.bands, { minMultiplier: '', points: '' }])}
            >
              {s.addBand}
            </Button>
          </fieldset>
        ) : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
            {s.prizes}
          </legend>
          {campaigns.isError && draft.prizes.some((p) => p.kind !== 'cash') ? (
            <Notice tone="error">{s.campaignsUnavailable}</Notice>
          ) : null}
          {draft.prizes.map((prize, i) => {
            const options = campaignOptions(prize.kind);
            return (
              <div
                key={i}
                className="grid grid-cols-2 items-end gap-2 rounded-lg border border-ink-700 p-2 md:grid-cols-[5rem_5rem_9rem_minmax(0,1fr)_8rem_auto] md:border-0 md:p-0"
              >
                <TextField
                  label={s.fromRank}
                  inputMode="numeric"
                  value={prize.fromRank}
                  error={fe(`prizes.${i}.fromRank`)}
                  onChange={(e) => setPrize(i, { fromRank: e.target.value })}
                />
                <TextField
                  label={s.toRank}
                  inputMode="numeric"
                  value={prize.toRank}
                  error={fe(`prizes.${i}.toRank`)}
                  onChange={(e) => setPrize(i, { toRank: e.target.value })}
                />
                <SelectField
                  label={s.prizeKind}
                  value={prize.kind}
                  error={fe(`prizes.${i}.kind`)}
                  onChange={(e) => setPrize(i, { kind: e.target.value as TournamentPrizeKind })}
                  options={TOURNAMENT_PRIZE_KINDS.map((k) => ({
                    value: k,
                    label: s.prizeKinds[k] ?? k,
                  }))}
                />
                {prize.kind === 'cash' ? (
                  <TextField
                    label={s.amountEur}
                    inputMode="decimal"
                    value={prize.amountEur}
                    error={fe(`prizes.${i}.amountEur`)}
                    onChange={(e) => setPrize(i, { amountEur: e.target.value })}
                  />
                ) : (
                  // Full width on phones: a campaign's name and what it gives need the room.
                  <div className="col-span-2 md:col-span-1">
                    <SelectField
                      label={s.campaign}
                      value={prize.campaignId}
                      error={
                        fe(`prizes.${i}.campaignId`) ??
                        (campaigns.isSuccess && options.length === 1 ? s.noCampaigns : undefined)
                      }
                      onChange={(e) => setPrize(i, { campaignId: e.target.value })}
                      options={
                        options.some((o) => o.value === prize.campaignId)
                          ? options
                          : [
                              ...options,
                              { value: prize.campaignId, label: s.campaignRef(prize.campaignId) },
                            ]
                      }
                    />
                  </div>
                )}
                {prize.kind === 'bonus' ? (
                  <TextField
                    label={s.bonusAmountEur}
                    inputMode="decimal"
                    value={prize.amountEur}
                    error={fe(`prizes.${i}.amountEur`)}
                    onChange={(e) => setPrize(i, { amountEur: e.target.value })}
                  />
                ) : (
                  <span className="hidden md:block" />
                )}
                <Button
                  variant="ghost"
                  className="col-start-2 justify-self-end md:col-start-auto"
                  aria-label={s.removePrize}
                  disabled={draft.prizes.length === 1}
                  onClick={() =>
                    set(
                      'prizes',
                      draft.prizes.filter((_, j) => j !== i),
                    )
                  }
                >
                  ✕
                </Button>
              </div>
            );
          })}
          {fe('prizes') ? (
            <p role="alert" className="text-xs text-rose-400">
              {fe('prizes')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              const last = Number(draft.prizes.at(-1)?.toRank ?? 0) + 1;
              set('prizes', [
                ...draft.prizes,
                { ...emptyPrize(), fromRank: String(last), toRank: String(last) },
              ]);
            }}
          >
            {s.addPrize}
          </Button>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-xs font-medium uppercase tracking-wide text-slate-400">
            {s.texts}
          </legend>
          <TextField
            label={s.titleIn(s.language.en ?? 'en')}
            value={draft.texts.en?.title ?? ''}
            maxLength={120}
            error={fe('texts.en.title') ?? fe('texts.en')}
            onChange={(e) => setText('en', 'title', e.target.value)}
          />
          <TextField
            label={s.summaryIn(s.language.en ?? 'en')}
            value={draft.texts.en?.summary ?? ''}
            maxLength={500}
            error={fe('texts.en.summary')}
            onChange={(e) => setText('en', 'summary', e.target.value)}
          />
          <p className="text-xs text-slate-400">{s.standingTermsNote}</p>
          <TextArea
            label={s.termsIn(s.language.en ?? 'en')}
            rows={5}
            value={draft.texts.en?.terms ?? ''}
            error={fe('texts.en.terms')}
            onChange={(e) => setText('en', 'terms', e.target.value)}
          />
          <details className="rounded-lg border border-ink-700 p-3">
            <summary className="cursor-pointer text-sm text-slate-300">{s.otherLanguages}</summary>
            <div className="mt-3 flex flex-col gap-3">
              {LANGUAGES.filter((l) => l !== 'en').map((language) => (
                <div key={language} className="flex flex-col gap-2 border-t border-ink-700 pt-3">
                  <TextField
                    label={s.titleIn(s.language[language] ?? language)}
                    value={draft.texts[language]?.title ?? ''}
                    maxLength={120}
                    error={fe(`texts.${language}.title`)}
                    onChange={(e) => setText(language, 'title', e.target.value)}
                  />
                  <TextField
                    label={s.summaryIn(s.language[language] ?? language)}
                    value={draft.texts[language]?.summary ?? ''}
                    maxLength={500}
                    onChange={(e) => setText(language, 'summary', e.target.value)}
                  />
                  <TextArea
                    label={s.termsIn(s.language[language] ?? language)}
                    value={draft.texts[language]?.terms ?? ''}
                    onChange={(e) => setText(language, 'terms', e.target.value)}
                  />
                </div>
              ))}
            </div>
          </details>
        </fieldset>

        <Button type="submit" disabled={save.isPending}>
          {race ? s.save : s.create}
        </Button>
      </form>
    </Panel>
  );
}
