import { LANGUAGES } from '@orca/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../../..');

describe('news tags', () => {
  it('name every tag the demo articles carry, in all six languages', () => {
    const seed = readFileSync(
      path.resolve(SOURCE, '../../api/src/modules/content/content.seed.ts'),
      'utf8',
    );
    const tags = new Set(
      [...seed.matchAll(/tags: \[([^\]]*)\]/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([^']+)'/g)].map((tag) => tag[1]!),
      ),
    );
    expect(tags.size).toBeGreaterThan(5);
    for (const language of LANGUAGES) {
      const names = JSON.parse(
        readFileSync(path.join(SOURCE, 'locales', language, 'content.json'), 'utf8'),
      ).news.tagNames as Record<string, string>;
      for (const tag of tags) expect(names[tag], `${language}: ${tag}`).toMatch(/\S/);
    }
  });
});
