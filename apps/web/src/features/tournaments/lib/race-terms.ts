import type { TournamentDetail } from '@orca/contracts';

/** The keys of `tournaments.raceTerms` a race's terms are made of. */
export type RaceTermKey =
  | 'window'
  | 'autoEnrolment'
  | 'joinEnrolment'
  | 'minBet'
  | 'anyBet'
  | 'ties'
  | 'cashPrizes'
  | 'bonusPrizes';
export interface RaceTerm {
  key: RaceTermKey;
  values: Record<string, string>;
}

/**
 * A slot race's standing terms, built from the race itself so they read in the player's language
 * and always match what scoring does: the window, how one enters, the minimum stake (free spins and
 * play for fun never count), ties, and how the kinds of prize it has are paid. An operator's own
 * terms, stored per language, come after these.
 */
export function raceTermsOf(
  race: Pick<
    TournamentDetail,
    'startsAt' | 'endsAt' | 'enrolment' | 'minBet' | 'currency' | 'prizes'
  >,
  format: {
    dateTime: (iso: string) => string;
    money: (amount: string, currency: string) => string;
  },
): RaceTerm[] {
  const terms: RaceTerm[] = [
    {
      key: 'window',
      values: { start: format.dateTime(race.startsAt), end: format.dateTime(race.endsAt) },
    },
    { key: race.enrolment === 'join' ? 'joinEnrolment' : 'autoEnrolment', values: {} },
    Number(race.minBet) > 0
      ? { key: 'minBet', values: { minBet: format.money(race.minBet, race.currency) } }
      : { key: 'anyBet', values: {} },
    { key: 'ties', values: {} },
  ];
  if (race.prizes.some((prize) => prize.kind === 'cash'))
    terms.push({ key: 'cashPrizes', values: {} });
  if (race.prizes.some((prize) => prize.kind !== 'cash'))
    terms.push({ key: 'bonusPrizes', values: {} });
  return terms;
}
