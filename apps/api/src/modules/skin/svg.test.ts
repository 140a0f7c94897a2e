import { describe, expect, it } from 'vitest';
import { sanitizeLogoSvg } from './svg.ts';

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('a logo SVG written with character references', () => {
  // The refusal patterns read the source; sanitize-html decodes references, so `&#x72;` became an `r`
  // after the check and an external url() reached the stored logo.
  it.each([
    ['a mask', '<rect mask="u&#x72;l(//evil.example/m)" />'],
    ['a clip path', '<rect clip-path="&#117;rl(https://evil.example/c)" />'],
    ['a fill', '<rect fill="u&#114;l(https://evil.example/f)" />'],
  ])('refuses %s pointing elsewhere', (_case, inner) => {
    let stored: string | null = null;
    try {
      stored = sanitizeLogoSvg(svg(inner));
    } catch (error) {
      expect((error as { code?: string }).code).toBe('svg_unsafe');
    }
    expect(stored ?? '').not.toMatch(/url\(\s*['"]?(?!#)/i);
  });

  it('keeps a drawing that points only inside itself, and text that merely mentions markup', () => {
    const clean = sanitizeLogoSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#000" /></linearGradient></defs><rect fill="url(#g)" width="10" height="10" /><text>&lt;b&gt; Orca</text>',
      ),
    );
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('&lt;b&gt; Orca');
  });
});
