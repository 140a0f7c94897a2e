import {
  LANGUAGES,
  type AdminContentEntry,
  type ContentEntryInput,
  type ContentKind,
  type Language,
} from '@orca/contracts';

/** How the editor offers publishing: the stored status plus a publish date, as four plain choices. */
export type PublishMode = 'draft' | 'now' | 'schedule' | 'archived';

export interface EntryDraft {
  id: string | null;
  kind: ContentKind;
  url: string;
  mode: PublishMode;
  /** A datetime-local value (the operator's local time), used when scheduling. */
  publishAt: string;
  imageId: string | null;
  imageUrl: string | null;
  tags: string;
  position: string;
  link: string;
  texts: Record<Language, { title: string; summary: string; body: string }>;
}

const emptyTexts = () =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, { title: '', summary: '', body: '' }]),
  ) as EntryDraft['texts'];

/** A datetime-local value for an ISO instant, in the browser's zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyDraft(kind: ContentKind): EntryDraft {
  return {
    id: null,
    kind,
    url: '',
    mode: 'draft',
    publishAt: '',
    imageId: null,
    imageUrl: null,
    tags: '',
    position: '0',
    link: '',
    texts: emptyTexts(),
  };
}

export function draftOf(entry: AdminContentEntry): EntryDraft {
  const texts = emptyTexts();
  for (const language of LANGUAGES) {
    const text = entry.translations[language];
    if (text) texts[language] = { ...text };
  }
  const mode: PublishMode =
    entry.displayStatus === 'scheduled'
      ? 'schedule'
      : entry.status === 'published'
        ? 'now'
        : entry.status;
  return {
    id: entry.id,
    kind: entry.kind,
    url: entry.url,
    mode,
    publishAt: entry.publishAt ? localInputOf(entry.publishAt) : '',
    imageId: entry.imageId,
    imageUrl: entry.imageUrl,
    tags: entry.tags.join(', '),
    position: String(entry.position),
    link: entry.link ?? '',
    texts,
  };
}

/**
 * The API's body for a draft: languages without a title are left out (their readers get English);
 * "publish now" keeps an entry's earlier publish date by sending none, scheduling sends the chosen one.
 */
export function bodyOf(draft: EntryDraft): ContentEntryInput {
  const translations: ContentEntryInput['translations'] = {};
  for (const language of LANGUAGES) {
    const text = draft.texts[language];
    if (text.title.trim() !== '')
      translations[language] = { title: text.title, summary: text.summary, body: text.body };
  }
  const status = draft.mode === 'now' || draft.mode === 'schedule' ? 'published' : draft.mode;
  return {
    kind: draft.kind,
    url: draft.url.trim(),
    status,
    publishAt:
      draft.mode === 'schedule' && draft.publishAt !== ''
        ? new Date(draft.publishAt).toISOString()
        : null,
    imageId: draft.imageId,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    position: Number.parseInt(draft.position, 10) || 0,
    link: draft.kind === 'banner' && draft.link.trim() !== '' ? draft.link.trim() : null,
    translations,
  };
}
