import type { AdminTournament, TournamentInput } from '@orca/contracts';
import { emptyPrize, prizeDraftOf, prizeInputOf, type PrizeDraft } from './prize-draft';

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
export const fromLocalInput = (value: string) => (value ? `${value}:00Z` : '');

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
