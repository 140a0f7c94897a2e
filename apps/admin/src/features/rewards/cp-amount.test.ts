import { describe, expect, it } from 'vitest';
import { parseWholeCp } from './cp-amount';

describe('parseWholeCp', () => {
  it('reads whole CP up or down, with a plus sign or a typographic minus', () => {
    expect(parseWholeCp(' 2000 ')).toBe(2000);
    expect(parseWholeCp('+15')).toBe(15);
    expect(parseWholeCp('-40')).toBe(-40);
    expect(parseWholeCp('−40')).toBe(-40);
  });

  it('refuses zero, fractions, words and more than nine digits', () => {
    expect(parseWholeCp('0')).toBeNull();
    expect(parseWholeCp('1.5')).toBeNull();
    expect(parseWholeCp('ten')).toBeNull();
    expect(parseWholeCp('')).toBeNull();
    expect(parseWholeCp('1234567890')).toBeNull();
  });
});
