import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Harbour, "North"')).toBe('"Harbour, ""North"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps a spreadsheet from running player-chosen text as a formula, but leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('-19.40')).toBe('-19.40');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(12n)).toBe('12');
  });

  it('writes a header row and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          ['', null],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,\r\n');
  });
});
