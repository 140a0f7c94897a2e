import {
  LANGUAGES,
  type AdminContentEntry,
  type ContentEntryInputSchema,
  type ContentKind,
} from '@orca/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import { contentRepository as repo, type ContentEntryRow } from './content.repository.ts';
import { adminView, textsByEntry } from './content.views.ts';
import { renderMarkdown } from './markdown.ts';

export type ContentEntryData = z.output<typeof ContentEntryInputSchema>;

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

/** The back office's side of content (every entry, drafts included; writing them, audited) and the demo seed. */
export function createContentAdmin(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** Creates an entry; audited. Produces content_url_exists, not_found (image). */
  async function create(by: Operator | null, input: ContentEntryData): Promise<AdminContentEntry> {
    const at = now();
    return inTransaction(db, async (tx) => {
      // Racing creates of one url take turns, so the later one is refused by name, not a 500 on the index.
      await repo.lockUrl(tx, input.kind, input.url);
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
  }

  return {
    /** Every entry of a kind, drafts and archived ones included, for the back office. */
    async list(kind: ContentKind): Promise<{ entries: AdminContentEntry[] }> {
      const rows = await repo.allOfKind(db, kind);
      const ids = rows.map((r) => r.id);
      const texts = textsByEntry(await repo.translationsOf(db, ids));
      const at = now();
      return { entries: rows.map((row) => adminView(row, texts(row.id), at)) };
    },

    create,

    /** Replaces an entry's fields and texts (its kind stays); audited. Produces not_found, content_url_exists, validation_error. */
    async update(by: Operator, id: bigint, input: ContentEntryData): Promise<AdminContentEntry> {
      const at = now();
      return inTransaction(db, async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw new AppError('not_found');
        if (before.kind !== input.kind)
          throw new FieldRuleError('validation_error', 'kind', 'invalid_value');
        await repo.lockUrl(tx, input.kind, input.url);
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

    /**
     * Creates a demo entry, or brings one no operator has touched up to the demo's current texts (new
     * languages, corrected wording) so an existing demo database follows the code. An entry an
     * operator created or edited keeps their texts: `update` moves `updatedAt` off `createdAt`, and
     * this refresh leaves both alone. Answers what it did.
     */
    async seedDemo(input: ContentEntryData): Promise<'created' | 'refreshed' | 'kept'> {
      const existing = await repo.byKindAndUrl(db, input.kind, input.url);
      if (!existing) {
        await create(null, input);
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
