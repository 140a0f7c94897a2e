import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, formatBirthdate, isStrongPassword, parseBirthdate } from './common/fields.ts';
import { matchLanguage, pickLanguage } from './common/languages.ts';
import { missingInformation } from './profile/profile.schemas.ts';
import { RESULT_CODE_LIST } from './result-codes.ts';
import { MESSAGES } from './i18n/messages.ts';
import { DOCUMENT_TYPES } from './kyc/kyc.schemas.ts';
import { NOTICE_KINDS } from './messages/messages.schemas.ts';
import { formatMinor, parseMinor } from './wallet/wallet.constants.ts';

describe('locale choice', () => {
  it('takes the full code, then the base, and maps Norwegian variants to no', () => {
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('de')).toBe('de');
    expect(matchLanguage('nb-NO')).toBe('no');
    expect(matchLanguage('it-IT')).toBeNull();
    expect(pickLanguage(['it-IT', 'fr-CA;q=0.8', 'en'])).toBe('fr');
    expect(pickLanguage(['zh'])).toBeNull();
  });
});

describe('birth dates', () => {
  it('reads DD-MM-YYYY and refuses impossible dates', () => {
    expect(parseBirthdate('29-02-2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseBirthdate('29-02-2001')).toBeNull();
    expect(parseBirthdate('32-01-2000')).toBeNull();
    expect(parseBirthdate('01-13-2000')).toBeNull();
    expect(parseBirthdate('2000-01-01')).toBeNull();
  });

  it('counts age in whole years, turning 18 on the birthday', () => {
    const birth = parseBirthdate('15-06-2008')!;
    expect(ageInYears(birth, new Date('2026-06-14T23:59:59Z'))).toBe(17);
    expect(ageInYears(birth, new Date('2026-06-15T00:00:00Z'))).toBe(18);
  });

  it('round-trips every date through format and parse', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const day = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
          );
          expect(parseBirthdate(formatBirthdate(day))?.getTime()).toBe(day.getTime());
        },
      ),
    );
  });
});

describe('strong passwords', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdefg!', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abc1!', false],
  ])('%s is strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('profile completeness', () => {
  it('collects names equal to unknown, empty address parts and a bad mobile', () => {
    expect(
      missingInformation({
        first_name: 'Unknown',
        last_name: 'Smith',
        address: '',
        city: 'Oslo',
        zip_code: ' ',
        mobile: '12',
      }),
    ).toEqual(['first_name', 'address', 'zip_code', 'mobile']);
    expect(
      missingInformation({
        first_name: 'Ada',
        last_name: 'Smith',
        address: 'a',
        city: 'b',
        zip_code: 'c',
        mobile: '+47 912 34 567',
      }),
    ).toEqual([]);
  });
});

describe('money strings', () => {
  it('formats minor units and parses them back', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(123_450n)).toBe('1234.50');
    expect(formatMinor(-1_005n)).toBe('-10.05');
    expect(parseMinor('12.5')).toBe(1_250n);
    expect(parseMinor('12.345')).toBeNull();
    expect(parseMinor('-1')).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (minor) => {
        expect(parseMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe('message catalogues', () => {
  const flatten = (value: unknown, prefix = ''): Record<string, string> =>
    Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
      (acc, [key, v]) => {
        if (v && typeof v === 'object') Object.assign(acc, flatten(v, `${prefix}${key}.`));
        else acc[`${prefix}${key}`] = String(v);
        return acc;
      },
      {},
    );
  const english = flatten(MESSAGES.en);

  it('has an English message for every result code', () => {
    for (const code of RESULT_CODE_LIST) expect(MESSAGES.en.errors, code).toHaveProperty(code);
  });

  it('has an English text for every notice kind and every document a rejection names', () => {
    for (const kind of NOTICE_KINDS) expect(MESSAGES.en.notices, kind).toHaveProperty(kind);
    for (const type of DOCUMENT_TYPES)
      expect(MESSAGES.en.notices, type).toHaveProperty(`document_${type}`);
  });

  it.each(['es', 'de', 'fr', 'pt', 'no'] as const)(
    '%s has every key of en with the same placeholders',
    (language) => {
      const other = flatten(MESSAGES[language]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(other[key]!), `${language} ${key}`).toEqual(placeholders(text));
      }
    },
  );
});
