import { describe, expect, it } from 'vitest';
import { demoRaces } from './tournaments.seed.ts';

const cents = (eur: string) => Math.round(Number(eur) * 100);

describe('the demo races', () => {
  it('promise in every language the prize pool their prizes add up to', () => {
    let checked = 0;
    for (const race of demoRaces(new Date('2026-11-27T12:00:00Z'))) {
      const pool = race.prizes.reduce(
        (sum, prize) =>
          sum +
          (prize.toRank - prize.fromRank + 1) *
            ('amountEur' in prize && prize.amountEur ? cents(prize.amountEur) : 0),
        0,
      );
      for (const [language, text] of Object.entries(race.texts)) {
        const amounts = [...text.summary.matchAll(/(?:€\s?(\d[\d.,]*)|(\d[\d.,]*)\s?€)/g)].map(
          (m) => cents((m[1] ?? m[2] ?? '').replace(',', '.')),
        );
        for (const amount of amounts) expect(amount, `${race.url} (${language})`).toBe(pool);
        checked += amounts.length;
      }
    }
    // The daily race names its pool in all six languages.
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
