import { describe, expect, it } from 'vitest';
import { isSameOriginPath, SameOriginPathSchema } from './urls.ts';

/**
 * Each of these reaches another site (or runs script) once a browser parses it as a link target:
 * browsers read a backslash as a slash and drop tabs and newlines, so `/\evil` and `/\t/evil`
 * become the scheme-relative `//evil`; an encoded backslash becomes one at the next decode.
 */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '/\\evil.example/x',
  '\\\\evil.example',
  '/%5Cevil.example/x',
  '/%5cevil.example/x',
  '/%255Cevil.example/x',
  '/%2F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  ' //evil.example',
  '/ /evil.example',
  '\u0000//evil.example',
  'https://evil.example',
  'http:evil.example',
  'HTTPS://evil.example/x',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  '/%E0%A4%A',
] as const;

const ON_SITE = [
  '/',
  '/ok/path?x=1',
  '/cashier/deposit',
  '/casino?category=slots#top',
  '/profile/my-account',
] as const;

describe('same-origin paths (game home and cashier links)', () => {
  it.each(OFF_SITE)('refuses %j', (value) => {
    expect(isSameOriginPath(value)).toBe(false);
    expect(SameOriginPathSchema.safeParse(value).success).toBe(false);
  });

  it.each(ON_SITE)('accepts %j', (value) => {
    expect(isSameOriginPath(value)).toBe(true);
    expect(SameOriginPathSchema.parse(value)).toBe(value);
  });

  it('refuses a path longer than 500 characters', () => {
    expect(isSameOriginPath(`/${'a'.repeat(500)}`)).toBe(false);
  });
});
