import type { TournamentInput } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import * as repo from './tournaments.repository.ts';
import type { TournamentsService } from './tournaments.service.ts';

const DAY_MS = 24 * 3_600_000;
const IN_HOUSE_SLOTS = [
  'orca-gold-rush',
  'orca-pharaohs-fortune',
  'orca-neon-harbor',
  'orca-lucky-sevens',
  'orca-cosmic-cherries',
  'orca-sakura-megaways',
  'orca-volcano-megaways',
];

/**
 * A demo race's texts. Its terms are left empty: the race page writes a slot race's standing terms
 * from the race's own rules in the player's language (web tournaments.raceTerms), and stored terms
 * are only what an operator adds for one race.
 */
const texts = (
  title: Record<string, string>,
  summary: Record<string, string>,
): TournamentInput['texts'] =>
  Object.fromEntries(
    Object.keys(title).map((language) => [
      language,
      { title: title[language]!, summary: summary[language]!, terms: '' },
    ]),
  );

/**
 * The English terms earlier demos stored in every language of their races (and the daily race
 * copied to each next day's): cleared at start, so an existing demo database shows the translated
 * standing terms instead. Only this exact text is touched; an operator's terms never match it.
 */
export const FORMER_DEMO_TERMS = [
  '1. Real-money rounds on the listed games count once they settle inside the race window.',
  '2. Each round must be at least the minimum bet; free spins and play for fun do not count.',
  '3. Equal scores rank by who reached the score first.',
  '4. Prizes are paid in cash to the balance when the race ends.',
].join('\n');

/**
 * The demo's races, created once by address: today's daily race (auto-enrolment, total wagered
 * on the in-house slots; the lifecycle job schedules tomorrow's when it starts) and a join race
 * on the best multiplier that starts in two days.
 */
export function demoRaces(at: Date): TournamentInput[] {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return [
    {
      url: 'daily-race',
      startsAt: new Date(midnight).toISOString(),
      endsAt: new Date(midnight + DAY_MS).toISOString(),
      recurrence: 'daily',
      gameIds: IN_HOUSE_SLOTS,
      minBetEur: '0.20',
      enrolment: 'auto',
      scoring: 'total_wagered',
      scoringParams: {},
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'cash', amountEur: '250.00' },
        { fromRank: 2, toRank: 2, kind: 'cash', amountEur: '150.00' },
        { fromRank: 3, toRank: 3, kind: 'cash', amountEur: '100.00' },
        { fromRank: 4, toRank: 10, kind: 'cash', amountEur: '25.00' },
      ],
      texts: texts(
        {
          en: 'Daily Slot Race',
          es: 'Carrera diaria de slots',
          de: 'Tägliches Slot-Rennen',
          fr: 'Course de slots quotidienne',
          pt: 'Corrida diária de slots',
          no: 'Daglig automatløp',
        },
        {
          en: 'Every bet on our slots counts: wager the most today and share €675.',
          es: 'Cada apuesta en nuestras tragaperras cuenta: apuesta más que nadie hoy y llévate tu parte de 675 €.',
          de: 'Jeder Einsatz an unseren Slots zählt: Setz heute am meisten und hol dir einen Anteil an 675 €.',
          fr: 'Chaque mise sur nos slots compte : misez le plus aujourd’hui et partagez 675 €.',
          pt: 'Cada aposta nos nossos slots conta: aposte mais hoje e divida 675 €.',
          no: 'Hver innsats på våre spilleautomater teller: spill mest i dag og del 675 €.',
        },
      ),
    },
    {
      url: 'big-multiplier-race',
      startsAt: new Date(midnight + 2 * DAY_MS).toISOString(),
      endsAt: new Date(midnight + 3 * DAY_MS).toISOString(),
      recurrence: 'none',
      gameIds: ['orca-neon-harbor', 'orca-sakura-megaways', 'orca-volcano-megaways'],
      minBetEur: '0.50',
      enrolment: 'join',
      scoring: 'best_multiplier',
      scoringParams: {},
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'cash', amountEur: '500.00' },
        { fromRank: 2, toRank: 5, kind: 'cash', amountEur: '50.00' },
      ],
      texts: texts(
        {
          en: 'Big Multiplier Race',
          es: 'Carrera del gran multiplicador',
          de: 'Großes Multiplikator-Rennen',
          fr: 'Course au gros multiplicateur',
          pt: 'Corrida do grande multiplicador',
          no: 'Det store multiplikatorløpet',
        },
        {
          en: 'Join, then land the biggest single win multiplier of the day.',
          es: 'Inscríbete y consigue el mayor multiplicador de ganancia del día.',
          de: 'Melde dich an und lande den größten Gewinnmultiplikator des Tages.',
          fr: 'Inscrivez-vous, puis décrochez le plus gros multiplicateur de gain de la journée.',
          pt: 'Inscreva-se e consiga o maior multiplicador de ganho do dia.',
          no: 'Meld deg på og få dagens største gevinstmultiplikator.',
        },
      ),
    },
  ];
}

/** Seeds the demo's races once (races are found by address) and clears the former demo's English terms. */
export async function seedDemoRaces(
  tournaments: TournamentsService,
  db: Executor,
  at = new Date(),
): Promise<number> {
  await repo.clearTerms(db, FORMER_DEMO_TERMS);
  return tournaments.seed(demoRaces(at));
}
