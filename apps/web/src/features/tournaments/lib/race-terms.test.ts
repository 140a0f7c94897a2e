import { LANGUAGES, type TournamentPrize } from '@orca/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { raceTermsOf } from './race-terms';

const format = {
  dateTime: (iso: string) => `at ${iso}`,
  money: (amount: string, currency: string) => `${amount} ${currency}`,
};
const prize = (kind: TournamentPrize['kind']): TournamentPrize => ({
  fromRank: 1,
  toRank: 1,
  kind,
  amount: '10.00',
  currency: 'EUR',
  freeSpins: null,
  wageringMultiplier: null,
  title: null,
});
const race = {
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: '2026-11-28T00:00:00.000Z',
  enrolment: 'auto' as const,
  minBet: '0.20',
  currency: 'EUR',
  prizes: [prize('cash')],
};

describe('a slot race’s terms', () => {
  it('name the window, the entry, the minimum stake, ties and how its prizes are paid', () => {
    expect(raceTermsOf(race, format)).toEqual([
      {
        key: 'window',
        values: { start: 'at 2026-11-27T00:00:00.000Z', end: 'at 2026-11-28T00:00:00.000Z' },
      },
      { key: 'autoEnrolment', values: {} },
      { key: 'minBet', values: { minBet: '0.20 EUR' } },
      { key: 'ties', values: {} },
      { key: 'cashPrizes', values: {} },
    ]);
  });

  it('follow the race: joining first, any stake, bonus and free-spin prizes', () => {
    const keys = raceTermsOf(
      { ...race, enrolment: 'join', minBet: '0.00', prizes: [prize('free_spins'), prize('bonus')] },
      format,
    ).map((term) => term.key);
    expect(keys).toEqual(['window', 'joinEnrolment', 'anyBet', 'ties', 'bonusPrizes']);
    expect(raceTermsOf({ ...race, prizes: [] }, format).map((term) => term.key)).not.toContain(
      'cashPrizes',
    );
  });

  it('have every term written in all six languages', () => {
    const keys = new Set(
      raceTermsOf({ ...race, prizes: [prize('cash'), prize('bonus')] }, format).map((t) => t.key),
    );
    for (const key of raceTermsOf({ ...race, enrolment: 'join', minBet: '0' }, format))
      keys.add(key.key);
    for (const language of LANGUAGES) {
      const texts = JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, `../../../locales/${language}/tournaments.json`),
          'utf8',
        ),
      ).raceTerms as Record<string, string>;
      for (const key of keys) expect(texts[key], `${language}: raceTerms.${key}`).toMatch(/\S/);
    }
  });
});
