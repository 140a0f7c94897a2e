import { LANGUAGES } from '@orca/contracts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_SECTIONS } from './locale-sections';

const LOCALES = path.resolve(import.meta.dirname, '../locales');
const SOURCE = path.resolve(import.meta.dirname, '..');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (acc, [key, v]) => {
      if (v && typeof v === 'object') Object.assign(acc, flatten(v, `${prefix}${key}.`));
      else acc[`${prefix}${key}`] = String(v);
      return acc;
    },
    {},
  );
}

/** One file per section: `locales/<lang>/<section>.json`, the file name being the top-level key. */
function catalog(language: string): Record<string, string> {
  const dir = path.join(LOCALES, language);
  const sections = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return Object.assign(
    {},
    ...sections.map((name) =>
      flatten(
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
        `${name.slice(0, -'.json'.length)}.`,
      ),
    ),
  );
}
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

describe('UI translations', () => {
  const english = catalog('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the keys of en, with the same placeholders, none left in English by mistake',
    (language) => {
      const other = catalog(language);
      expect(readdirSync(path.join(LOCALES, language)).sort()).toEqual(
        readdirSync(path.join(LOCALES, 'en')).sort(),
      );
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english))
        expect(placeholders(other[key]!), `${language}:${key}`).toEqual(placeholders(text));
      const untranslated = Object.keys(english).filter(
        (key) => other[key] === english[key] && english[key]!.split(' ').length > 3,
      );
      expect(untranslated, `${language} sentences identical to English`).toEqual([]);
    },
  );

  it('has every literal key the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SOURCE)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g,
      ))
        used.add(match[1]!);
    }
    const serverSections = ['errors.', 'validation.'];
    const missing = [...used].filter(
      (key) => !serverSections.some((s) => key.startsWith(s)) && !(key in english),
    );
    expect(used.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('names every drawer entry the skin seeds', () => {
    const seed = readFileSync(path.resolve(SOURCE, '../../api/src/db/seed.ts'), 'utf8');
    const labels = [...seed.matchAll(/'(menu\.\w+)'/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(20);
    expect(labels.filter((key) => !(key in english))).toEqual([]);
  });

  /** The files the first page runs: main.tsx and what it imports statically (not `import type`, not `import()`). */
  function startFiles(): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of readFileSync(file, 'utf8').matchAll(
        /^(?:import|export)(?!\s+type\b)[^;]*?from\s+'(\.[^']+)'/gm,
      )) {
        const base = path.resolve(path.dirname(file), match[1]!);
        const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
          (candidate) =>
            /\.tsx?$/.test(candidate) && statSync(candidate, { throwIfNoEntry: false })?.isFile(),
        );
        if (resolved) visit(resolved);
      }
    };
    visit(path.join(SOURCE, 'main.tsx'));
    return [...seen];
  }

  it('loads at start every section the first page shows, and no more than it shows', () => {
    const files = startFiles();
    expect(files.some((file) => file.endsWith('home-sections.tsx'))).toBe(true);
    const shown = new Set<string>();
    // The router's own strings (router.tsx and its per-feature route lists in app/routes/) sit
    // inside its lazy pages, which fetch the sections they name.
    const scanned = files.filter(
      (file) =>
        !file.endsWith(path.join('app', 'router.tsx')) &&
        !file.includes(`${path.sep}app${path.sep}routes${path.sep}`),
    );
    for (const file of scanned)
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['`]([a-zA-Z]\w*)\./g))
        shown.add(match[1]!);
    // The drawer's entries name their keys in the skin's menu (menu.*), so the drawer needs that section too.
    shown.add('menu');
    expect(
      [...shown].filter((section) => !START_SECTIONS.includes(section)).sort(),
      'shown on the first page but fetched later',
    ).toEqual([]);
    expect(
      START_SECTIONS.filter((section) => !shown.has(section)),
      'fetched at start but not shown on the first page',
    ).toEqual([]);
  });

  it('bundles exactly the start sections into the first load; the rest are fetched', () => {
    const source = readFileSync(path.join(SOURCE, 'lib', 'i18n.ts'), 'utf8');
    const pattern = /import\.meta\.glob<[^>]*>\(\s*'\.\.\/locales\/\*\/\{([^}]*)\}\.json'/.exec(
      source,
    );
    expect(pattern, 'the start sections’ glob in lib/i18n.ts').not.toBeNull();
    expect(pattern![1]!.split(',').sort()).toEqual([...START_SECTIONS].sort());
  });
});
