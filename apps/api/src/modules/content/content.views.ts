import {
  CONTENT_IMAGE_PATH,
  LANGUAGES,
  type AdminContentEntry,
  type Banner,
  type ContentDisplayStatus,
  type InfoPageSummary,
  type Language,
  type NewsSummary,
} from '@orca/contracts';
import type { ContentEntryRow, ContentTranslationRow } from './content.repository.ts';

export const imageUrlOf = (id: string | null) =>
  id === null ? null : `${CONTENT_IMAGE_PATH}${id}`;

/** The texts of many entries, fetched at once, looked up per entry (an entry without any gets none). */
export function textsByEntry(rows: ContentTranslationRow[]) {
  const map = new Map<bigint, ContentTranslationRow[]>();
  for (const row of rows) map.set(row.entryId, [...(map.get(row.entryId) ?? []), row]);
  return (id: bigint) => map.get(id) ?? [];
}

/** The text to show in `language`: its own, else en, else any (an entry always has en once saved). */
function pick(texts: ContentTranslationRow[], language: Language) {
  const languages = LANGUAGES.filter((l) => texts.some((t) => t.language === l));
  const text =
    texts.find((t) => t.language === language) ??
    texts.find((t) => t.language === 'en') ??
    texts[0];
  if (!text) throw new Error('a content entry without any text');
  return { text, language: text.language as Language, languages };
}

function displayStatusOf(row: ContentEntryRow, now: Date): ContentDisplayStatus {
  if (row.status === 'published' && row.publishAt !== null && row.publishAt > now)
    return 'scheduled';
  return row.status;
}

export function newsSummary(
  row: ContentEntryRow,
  texts: ContentTranslationRow[],
  language: Language,
): NewsSummary {
  const { text, ...languages } = pick(texts, language);
  return {
    url: row.url,
    title: text.title,
    summary: text.summary,
    imageUrl: imageUrlOf(row.imageId),
    tags: row.tags,
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    ...languages,
  };
}

export function pageSummary(
  row: ContentEntryRow,
  texts: ContentTranslationRow[],
  language: Language,
): InfoPageSummary {
  const { text, ...languages } = pick(texts, language);
  return { url: row.url, title: text.title, summary: text.summary, ...languages };
}

export function bannerOf(
  row: ContentEntryRow,
  texts: ContentTranslationRow[],
  language: Language,
): Banner {
  const { text, ...languages } = pick(texts, language);
  return {
    url: row.url,
    title: text.title,
    summary: text.summary,
    imageUrl: imageUrlOf(row.imageId),
    link: row.link,
    position: row.position,
    ...languages,
  };
}

export function adminView(
  row: ContentEntryRow,
  texts: ContentTranslationRow[],
  at: Date,
): AdminContentEntry {
  const translations: AdminContentEntry['translations'] = {};
  for (const t of texts)
    translations[t.language as Language] = { title: t.title, summary: t.summary, body: t.body };
  return {
    id: row.id.toString(),
    kind: row.kind,
    url: row.url,
    status: row.status,
    displayStatus: displayStatusOf(row, at),
    publishAt: row.publishAt?.toISOString() ?? null,
    imageId: row.imageId,
    imageUrl: imageUrlOf(row.imageId),
    tags: row.tags,
    position: row.position,
    link: row.link,
    translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
