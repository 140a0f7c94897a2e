import { isRestrictedCountry } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { affiliateFields, defaultCountryOf, signupCountries } from './register-form';

describe('affiliateFields', () => {
  it("carries the affiliate's token and id when the visitor arrived through a link", () => {
    expect(affiliateFields('tk', '42')).toEqual({
      myafftk: 'tk',
      myaffid: '42',
      goft_token: 'tk',
      a_aid: '',
      a_bid: '',
    });
  });

  it('carries nothing unless both were kept', () => {
    expect(affiliateFields('tk', null)).toEqual({});
    expect(affiliateFields(null, '42')).toEqual({});
  });
});

describe('defaultCountryOf', () => {
  it('starts from the remembered country, whatever its case', () => {
    expect(defaultCountryOf('de')).toBe('DE');
  });

  it('starts from no country when none is remembered, it is unknown or may not sign up', () => {
    expect(defaultCountryOf(null)).toBe('');
    expect(defaultCountryOf('ZZ')).toBe('');
    expect(defaultCountryOf('US')).toBe(isRestrictedCountry('US') ? '' : 'US');
  });
});

describe('signupCountries', () => {
  it('lists only countries that may sign up, sorted by their name in the language', () => {
    const countries = signupCountries('en');
    expect(countries.some(({ code }) => isRestrictedCountry(code))).toBe(false);
    const names = countries.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find(({ code }) => code === 'DE')?.name).toBe('Germany');
    expect(signupCountries('de').find(({ code }) => code === 'DE')?.name).toBe('Deutschland');
  });
});
