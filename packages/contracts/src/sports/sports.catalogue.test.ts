import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSpecifiers,
  isCatalogueOutcome,
  MARKETS,
  marketKey,
  parseMarketSpecifiers,
  parseSpecifiers,
  SpecifierError,
} from './sports.catalogue.ts';

describe('the market catalogue', () => {
  it('numbers markets and outcomes as UOF does', () => {
    expect(Object.keys(MARKETS[1].outcomes)).toEqual(['1', '2', '3']);
    expect(Object.keys(MARKETS[18].outcomes)).toEqual(['12', '13']);
    expect(Object.keys(MARKETS[29].outcomes)).toEqual(['74', '76']);
    expect(Object.keys(MARKETS[16].outcomes)).toEqual(['1714', '1715']);
    expect(Object.keys(MARKETS[10].outcomes)).toEqual(['9', '10', '11']);
    expect(Object.keys(MARKETS[11].outcomes)).toEqual(['4', '5']);
    expect(Object.keys(MARKETS[8].outcomes)).toEqual(['6', '7', '8']);
    expect(isCatalogueOutcome(18, 12)).toBe(true);
    expect(isCatalogueOutcome(18, 1)).toBe(false);
    expect(isCatalogueOutcome(14, 1711)).toBe(false);
  });

  it('lists the correct-score outcomes of UOF market 41: every result of at most six further goals', () => {
    const outcomes = MARKETS[41].outcomes;
    // Pinned from UOF's market description (110 0:0, 114 1:0, 126 0:1, 128 1:1, 166 0:6).
    expect(outcomes[110]).toBe('0:0');
    expect(outcomes[114]).toBe('1:0');
    expect(outcomes[126]).toBe('0:1');
    expect(outcomes[128]).toBe('1:1');
    expect(outcomes[166]).toBe('0:6');
    const scores = Object.values(outcomes);
    expect(new Set(scores).size).toBe(28);
    for (let home = 0; home <= 6; home += 1)
      for (let away = 0; home + away <= 6; away += 1) expect(scores).toContain(`${home}:${away}`);
  });
});

describe('specifiers', () => {
  it('formats canonically: sorted keys, shortest numbers', () => {
    expect(formatSpecifiers({ total: 2.5 })).toBe('total=2.5');
    expect(formatSpecifiers({ hcp: -1 })).toBe('hcp=-1');
    expect(formatSpecifiers({ hcp: -0 })).toBe('hcp=0');
    expect(formatSpecifiers({ hcp: 0.25 })).toBe('hcp=0.25');
    expect(formatSpecifiers({ goalnr: 2 })).toBe('goalnr=2');
    expect(
      formatSpecifiers({ total: 1.5, score: { home: 1, away: 0 }, hcp: -0.75, goalnr: 3 }),
    ).toBe('goalnr=3|hcp=-0.75|score=1:0|total=1.5');
    expect(formatSpecifiers({})).toBe('');
  });

  it('reads loose spellings and any order, to the same canonical string', () => {
    expect(parseSpecifiers('')).toEqual({});
    expect(parseSpecifiers('total=2.50')).toEqual({ total: 2.5 });
    expect(parseSpecifiers('hcp=+1')).toEqual({ hcp: 1 });
    expect(formatSpecifiers(parseSpecifiers('total=2.50|hcp=-0.0|goalnr=02'))).toBe(
      'goalnr=2|hcp=0|total=2.5',
    );
    expect(parseSpecifiers('score=2:1')).toEqual({ score: { home: 2, away: 1 } });
  });

  it.each([
    ['total', /"total" is not key=value/],
    ['=2.5', /"=2.5" is not key=value/],
    ['line=2.5', /"line" is not a specifier/],
    ['total=2.5|total=3.5', /total is given twice/],
    ['total=2.3', /total: 2.3 is not a multiple of 0.25/],
    ['total=-0.5', /total: -0.5 is negative/],
    ['total=1e3', /total: "1e3" is not a decimal number/],
    ['total= 2.5', /total: " 2.5" is not a decimal number/],
    ['hcp=', /hcp: "" is not a decimal number/],
    ['goalnr=0', /goalnr: 0 is not a goal number/],
    ['goalnr=1.5', /goalnr: "1.5" is not a whole number/],
    ['score=1-0', /score: "1-0" is not home:away/],
    ['total=2.5|', /"" is not key=value/],
  ])('refuses %j', (text, message) => {
    expect(() => parseSpecifiers(text)).toThrow(SpecifierError);
    expect(() => parseSpecifiers(text)).toThrow(message);
  });

  it('refuses values it could not read back', () => {
    expect(() => formatSpecifiers({ total: Number.NaN })).toThrow(/not a multiple of 0.25/);
    expect(() => formatSpecifiers({ hcp: 250 })).toThrow(/beyond/);
    expect(() => formatSpecifiers({ score: { home: -1, away: 0 } })).toThrow(/not a score/);
  });

  it('round-trips every line through format and parse', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            total: fc.integer({ min: 0, max: 396 }).map((quarters) => quarters / 4),
            hcp: fc.integer({ min: -396, max: 396 }).map((quarters) => quarters / 4 || 0),
            goalnr: fc.integer({ min: 1, max: 99 }),
            score: fc.record({ home: fc.nat(99), away: fc.nat(99) }),
          },
          { requiredKeys: [] },
        ),
        (specifiers) => {
          const text = formatSpecifiers(specifiers);
          expect(parseSpecifiers(text)).toEqual(specifiers);
          expect(formatSpecifiers(parseSpecifiers(text))).toBe(text);
        },
      ),
    );
  });

  it("checks a line against its market's specifiers", () => {
    expect(parseMarketSpecifiers(18, 'total=2.5')).toEqual({ total: 2.5 });
    expect(parseMarketSpecifiers(1, '')).toEqual({});
    expect(parseMarketSpecifiers(41, 'score=0:0')).toEqual({ score: { home: 0, away: 0 } });
    expect(() => parseMarketSpecifiers(18, '')).toThrow(/market 18 takes total, got ""/);
    expect(() => parseMarketSpecifiers(1, 'total=2.5')).toThrow(/market 1 takes no specifiers/);
    expect(() => parseMarketSpecifiers(16, 'hcp=-1|total=2.5')).toThrow(/market 16 takes hcp/);
    expect(() => parseMarketSpecifiers(14, 'hcp=0:1')).toThrow(/market 14 is not in the catalogue/);
    expect(parseMarketSpecifiers(18, 'total=2.50')).toEqual({ total: 2.5 });
    expect(() => parseMarketSpecifiers(18, 'total=2.50', { canonical: true })).toThrow(
      /"total=2.50" is not canonical: "total=2.5"/,
    );
  });

  it('keys a market line by id and specifiers', () => {
    expect(marketKey(1, '')).toBe('1');
    expect(marketKey(18, 'total=2.5')).toBe('18?total=2.5');
  });
});
