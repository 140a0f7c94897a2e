import {
  CONTENT_IMAGE_BYTES_MAX,
  CONTENT_IMAGE_PATH,
  LANGUAGES,
  type AdminContentEntry,
  type Banner,
  type ContentDisplayStatus,
  type ContentImageUpload,
  type ContentKind,
  type InfoPage,
  type InfoPageSummary,
  type Language,
  type NewsArticle,
  type NewsList,
  type NewsSummary,
} from '@orca/contracts';
import type { ContentEntryInputSchema } from '@orca/contracts';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import {
  contentRepository as repo,
  type ContentEntryRow,
  type ContentTranslationRow,
} from './content.repository.ts';
import { renderMarkdown } from './markdown.ts';
import { inTransaction } from '../../db/transaction.ts';

export type ContentEntryData = z.output<typeof ContentEntryInputSchema>;
type ImageType = ContentImageUpload['contentType'];

/** The image's type from its first bytes; what the upload claims to be is never trusted. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const imageUrlOf = (id: string | null) => (id === null ? null : `${CONTENT_IMAGE_PATH}${id}`);

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

/**
 * News, info pages and banners (decision 016): players read what is published in their language
 * (en when theirs has no text); operators write it per language in Markdown, rendered by one
 * sanitizing renderer for both.
 */
export function createContentService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function textsBy(ids: bigint[]) {
    const rows = await repo.translationsOf(db, ids);
    const map = new Map<bigint, ContentTranslationRow[]>();
    for (const row of rows) map.set(row.entryId, [...(map.get(row.entryId) ?? []), row]);
    return (id: bigint) => map.get(id) ?? [];
  }

  function newsSummary(
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

  function pageSummary(
    row: ContentEntryRow,
    texts: ContentTranslationRow[],
    language: Language,
  ): InfoPageSummary {
    const { text, ...languages } = pick(texts, language);
    return { url: row.url, title: text.title, summary: text.summary, ...languages };
  }

  function adminView(
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

  /** Validates the parts of an entry the schema cannot see and returns its row values. Produces not_found (image). */
  async function valuesOf(
    tx: Executor,
    input: ContentEntryData,
    previous: ContentEntryRow | null,
    at: Date,
  ) {
    if (input.imageId !== null && !(await repo.imageExists(tx, input.imageId)))
      throw new AppError('not_found');
    // Publishing without a date publishes now, and keeps the first publish date on later edits.
    const publishAt =
      input.publishAt !== null
        ? new Date(input.publishAt)
        : input.status === 'published'
          ? (previous?.publishAt ?? at)
          : null;
    return {
      kind: input.kind,
      url: input.url,
      status: input.status,
      publishAt,
      imageId: input.imageId,
      tags: [...new Set(input.tags)],
      position: input.position,
      link: input.kind === 'banner' ? input.link : null,
    };
  }

  const textsOf = (input: ContentEntryData) =>
    LANGUAGES.flatMap((language) => {
      const text = input.translations[language];
      return text ? [{ language, title: text.title, summary: text.summary, body: text.body }] : [];
    });

  const auditShape = (row: ContentEntryRow, languages: string[]) => ({
    kind: row.kind,
    url: row.url,
    status: row.status,
    publishAt: row.publishAt,
    imageId: row.imageId,
    position: row.position,
    link: row.link,
    tags: row.tags,
    languages,
  });

  return {
    /** GET /news: published articles, newest first, with the total for paging. */
    async news(language: Language, page: { limit: number; offset: number }): Promise<NewsList> {
      const at = now();
      const [rows, total] = await Promise.all([
        repo.visiblePage(db, 'news', at, page),
        repo.visibleCount(db, 'news', at),
      ]);
      const texts = await textsBy(rows.map((r) => r.id));
      return {
        items: rows.map((row) => newsSummary(row, texts(row.id), language)),
        total,
        ...page,
      };
    },

    /** GET /news/{url}. Produces not_found for an unknown, draft, archived or not yet published article. */
    async article(language: Language, url: string): Promise<NewsArticle> {
      const row = await repo.visibleByUrl(db, 'news', url, now());
      if (!row) throw new AppError('not_found');
      const texts = await repo.translationsOf(db, [row.id]);
      const summary = newsSummary(row, texts, language);
      const body = texts.find((t) => t.language === summary.language)?.body ?? '';
      return { ...summary, html: renderMarkdown(body), updatedAt: row.updatedAt.toISOString() };
    },

    /** GET /info: the info pages in the operator's order. */
    async pages(language: Language): Promise<{ pages: InfoPageSummary[] }> {
      const rows = await repo.visiblePage(db, 'page', now(), null);
      const texts = await textsBy(rows.map((r) => r.id));
      return { pages: rows.map((row) => pageSummary(row, texts(row.id), language)) };
    },

    /** GET /info/{url}. Produces not_found. */
    async page(language: Language, url: string): Promise<InfoPage> {
      const row = await repo.visibleByUrl(db, 'page', url, now());
      if (!row) throw new AppError('not_found');
      const texts = await repo.translationsOf(db, [row.id]);
      const summary = pageSummary(row, texts, language);
      const body = texts.find((t) => t.language === summary.language)?.body ?? '';
      return { ...summary, html: renderMarkdown(body), updatedAt: row.updatedAt.toISOString() };
    },

    /** GET /banners: the home carousel in the operator's order. */
    async banners(language: Language): Promise<{ banners: Banner[] }> {
      const rows = await repo.visiblePage(db, 'banner', now(), null);
      const texts = await textsBy(rows.map((r) => r.id));
      return {
        banners: rows.map((row) => {
          const { text, ...languages } = pick(texts(row.id), language);
          return {
            url: row.url,
            title: text.title,
            summary: text.summary,
            imageUrl: imageUrlOf(row.imageId),
            link: row.link,
            position: row.position,
            ...languages,
          };
        }),
      };
    },

    /** An uploaded image's bytes. Produces not_found. */
    async image(id: string) {
      const row = await repo.image(db, id);
      if (!row) throw new AppError('not_found');
      return row;
    },

    /** Every entry of a kind, drafts and archived ones included, for the back office. */
    async list(kind: ContentKind): Promise<{ entries: AdminContentEntry[] }> {
      const rows = await repo.allOfKind(db, kind);
      const texts = await textsBy(rows.map((r) => r.id));
      const at = now();
      return { entries: rows.map((row) => adminView(row, texts(row.id), at)) };
    },

    /** Creates an entry; audited. Produces content_url_exists, not_found (image). */
    async create(by: Operator | null, input: ContentEntryData): Promise<AdminContentEntry> {
      const at = now();
      return inTransaction(db, async (tx) => {
        // Racing creates of one url take turns, so the later one is refused by name, not a 500 on the index.
        await lockForTransaction(tx, `content-url:${input.kind}:${input.url}`);
        if (await repo.byKindAndUrl(tx, input.kind, input.url))
          throw new AppError('content_url_exists');
        const row = await repo.insert(tx, {
          ...(await valuesOf(tx, input, null, at)),
          createdBy: by?.id ?? null,
        });
        const texts = textsOf(input);
        await repo.replaceTranslations(tx, row.id, texts);
        if (by) {
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'content.created',
            targetKind: `content_${row.kind}`,
            targetId: row.id.toString(),
            after: auditShape(
              row,
              texts.map((t) => t.language),
            ),
            ip: by.ip,
          });
        }
        return adminView(row, await repo.translationsOf(tx, [row.id]), at);
      });
    },

    /** Replaces an entry's fields and texts (its kind stays); audited. Produces not_found, content_url_exists, validation_error. */
    async update(by: Operator, id: bigint, input: ContentEntryData): Promise<AdminContentEntry> {
      const at = now();
      return inTransaction(db, async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw new AppError('not_found');
        if (before.kind !== input.kind)
          throw new FieldRuleError('validation_error', 'kind', 'invalid_value');
        await lockForTransaction(tx, `content-url:${input.kind}:${input.url}`);
        const clash = await repo.byKindAndUrl(tx, input.kind, input.url);
        if (clash && clash.id !== id) throw new AppError('content_url_exists');
        const beforeLanguages = (await repo.translationsOf(tx, [id])).map((t) => t.language);
        const row = await repo.update(tx, id, await valuesOf(tx, input, before, at));
        const texts = textsOf(input);
        await repo.replaceTranslations(tx, id, texts);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: before.status === row.status ? 'content.updated' : `content.${row.status}`,
          targetKind: `content_${row.kind}`,
          targetId: id.toString(),
          before: auditShape(before, beforeLanguages),
          after: auditShape(
            row,
            texts.map((t) => t.language),
          ),
          ip: by.ip,
        });
        return adminView(row, await repo.translationsOf(tx, [id]), at);
      });
    },

    /** The player's HTML for a Markdown body: the back office's preview. */
    preview(body: string): { html: string } {
      return { html: renderMarkdown(body) };
    },

    /** Stores an uploaded image after checking its bytes; audited. Produces image_type_unsupported, image_too_large. */
    async uploadImage(by: Operator | null, bytes: Buffer): Promise<ContentImageUpload> {
      if (bytes.length > CONTENT_IMAGE_BYTES_MAX)
        throw new AppError('image_too_large', {
          params: { max: CONTENT_IMAGE_BYTES_MAX / 1_048_576 },
        });
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw new AppError('image_type_unsupported');
      let size: { width: number | null; height: number | null } = { width: null, height: null };
      try {
        const measured = imageSize(new Uint8Array(bytes));
        size = { width: measured.width, height: measured.height };
      } catch {
        // A file with the right signature but a body image-size cannot read is refused like any other non-image.
        throw new AppError('image_type_unsupported');
      }
      return inTransaction(db, async (tx) => {
        const id = await repo.insertImage(tx, {
          contentType,
          bytes,
          ...size,
          uploadedBy: by?.id ?? null,
        });
        if (by)
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'content.image_uploaded',
            targetKind: 'content_image',
            targetId: id,
            after: { contentType, bytes: bytes.length, ...size },
            ip: by.ip,
          });
        return { id, url: `${CONTENT_IMAGE_PATH}${id}`, contentType, bytes: bytes.length };
      });
    },

    /**
     * Creates a demo entry, or brings one no operator has touched up to the demo's current texts (new
     * languages, corrected wording) so an existing demo database follows the code. An entry an
     * operator created or edited keeps their texts: `update` moves `updatedAt` off `createdAt`, and
     * this refresh leaves both alone. Answers what it did.
     */
    async seedDemo(input: ContentEntryData): Promise<'created' | 'refreshed' | 'kept'> {
      const existing = await repo.byKindAndUrl(db, input.kind, input.url);
      if (!existing) {
        await this.create(null, input);
        return 'created';
      }
      const isUntouched =
        existing.createdBy === null &&
        existing.updatedAt.getTime() === existing.createdAt.getTime();
      if (!isUntouched) return 'kept';
      return inTransaction(db, async (tx) => {
        // Locked and checked again, so an operator's edit committing meanwhile is not overwritten.
        const row = await repo.lockById(tx, existing.id);
        if (!row || row.updatedAt.getTime() !== row.createdAt.getTime()) return 'kept';
        const texts = textsOf(input);
        const current = await repo.translationsOf(tx, [row.id]);
        const isSame =
          current.length === texts.length &&
          texts.every((t) =>
            current.some(
              (c) =>
                c.language === t.language &&
                c.title === t.title &&
                c.summary === t.summary &&
                c.body === t.body,
            ),
          );
        if (isSame) return 'kept';
        await repo.replaceTranslations(tx, row.id, texts);
        return 'refreshed';
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
