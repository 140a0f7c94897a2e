import { describe, expect, it } from 'vitest';
import { siteLink } from './site-link';

describe('the game client’s Home and Deposit links', () => {
  it.each([
    '/\\evil.example/x',
    '/%5Cevil.example/x',
    '/\t/evil.example',
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('drops %j, so the button is not shown', (url) => {
    expect(siteLink(url)).toBeNull();
  });

  it('keeps a path on this site and treats a missing link as none', () => {
    expect(siteLink('/ok/path?x=1')).toBe('/ok/path?x=1');
    expect(siteLink(null)).toBeNull();
  });
});
