import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, renderMarkdown } from './markdown.ts';

const IMAGE = '/api/v1/content/images/0b6c7f1e-6d0a-4b8e-9a51-2f1f3f5d2c11';

describe('images in content Markdown', () => {
  it('keeps an uploaded image', () => {
    expect(isSafeImageSrc(IMAGE)).toBe(true);
    expect(renderMarkdown(`![Reels](${IMAGE})`)).toContain(`<img src="${IMAGE}" alt="Reels" />`);
  });

  // The browser resolves dot segments before asking, so a prefix check let an article make every
  // reader's browser call any other route of the site (a logout, a demo driver) as a picture.
  it.each([
    '/api/v1/content/images/../../logout',
    '/api/v1/content/images/%2e%2e/%2e%2e/logout',
    '/api/v1/content/images/..%2F..%2Fdemo',
    `${IMAGE}/../../../player/balance`,
    `${IMAGE}?x=1`,
    '/api/v1/content/images/',
    `https://evil.example${IMAGE}`,
  ])('drops %j', (src) => {
    expect(isSafeImageSrc(src)).toBe(false);
    expect(renderMarkdown(`![x](${src})`)).not.toContain('<img');
  });
});
