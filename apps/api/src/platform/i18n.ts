import {
  DEFAULT_LANGUAGE,
  interpolate,
  MESSAGES,
  pickLanguage,
  type Language,
  type MessageCatalog,
} from '@orca/contracts';

type Section = keyof MessageCatalog;

/** Looks up a server message in `language`, falling back to English, then to the key itself. */
export function translate(
  language: Language,
  section: Section,
  key: string,
  params?: Record<string, string | number>,
): string {
  const table = MESSAGES[language][section] as Record<string, string>;
  const fallback = MESSAGES[DEFAULT_LANGUAGE][section] as Record<string, string>;
  return interpolate(table[key] ?? fallback[key] ?? key, params);
}

/** x-language wins, then Accept-Language, then English. */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const explicit = headers['x-language'];
  const accept = headers['accept-language'];
  const candidates = [
    ...(typeof explicit === 'string' ? [explicit] : []),
    ...(typeof accept === 'string' ? accept.split(',') : []),
  ];
  return pickLanguage(candidates) ?? DEFAULT_LANGUAGE;
}
