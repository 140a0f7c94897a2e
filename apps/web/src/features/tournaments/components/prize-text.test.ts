import type { TournamentPrize } from '@orca/contracts';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../../locales/de/tournaments.json';
import en from '../../../locales/en/tournaments.json';
import { prizeText } from './prize-text';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: { translation: { tournaments: en } },
      de: { translation: { tournaments: de } },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const base = {
  fromRank: 1,
  toRank: 1,
  currency: 'EUR',
  freeSpins: null,
  wageringMultiplier: null,
  title: null,
} as const;
const spins: TournamentPrize = {
  ...base,
  kind: 'free_spins',
  amount: '0.00',
  freeSpins: {
    count: 50,
    gameId: 'orca-lucky-sevens',
    gameName: 'Lucky Sevens',
    gameSystem: 'orca',
    gameSlug: 'lucky-sevens',
  },
  title: 'Race spins',
};
const bonus: TournamentPrize = {
  ...base,
  kind: 'bonus',
  amount: '20.00',
  wageringMultiplier: 10,
  title: 'Race bonus',
};

describe('prize text', () => {
  it('says what each kind of prize is, in words', () => {
    const t = i18n.getFixedT('en');
    expect(prizeText(t, { ...base, kind: 'cash', amount: '100.00' }, 'en')).toBe('€100.00');
    expect(prizeText(t, spins, 'en')).toBe('50 free spins on Lucky Sevens');
    expect(prizeText(t, bonus, 'en')).toBe('€20.00 bonus, 10× wagering');
    expect(prizeText(t, { ...bonus, wageringMultiplier: 0 }, 'en')).toBe(
      '€20.00 bonus, no wagering',
    );
  });

  it('still names the kind when the campaign behind it is gone', () => {
    const t = i18n.getFixedT('en');
    expect(prizeText(t, { ...spins, freeSpins: null }, 'en')).toBe('Free spins');
    expect(prizeText(t, { ...bonus, wageringMultiplier: null }, 'en')).toBe('€20.00 bonus');
  });

  it('speaks the viewer’s language', () => {
    const t = i18n.getFixedT('de');
    expect(prizeText(t, spins, 'de')).toBe('50 Freispiele auf Lucky Sevens');
    expect(prizeText(t, bonus, 'de')).toBe('20,00\u00a0€ Bonus, 10× Umsatz');
  });
});
