export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The spec's locale rule for one candidate tag: the full code if supported, else the code
 * without its region. Norwegian Bokmål and Nynorsk ('nb', 'nn') count as 'no'.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  if (isLanguage(base)) return base;
  if (base === 'nb' || base === 'nn') return 'no';
  return null;
}

/** Picks the first supported language from an Accept-Language style list. */
export function pickLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const match = matchLanguage(tag.split(';')[0]);
    if (match) return match;
  }
  return null;
}
