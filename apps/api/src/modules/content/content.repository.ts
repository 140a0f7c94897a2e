import type { ContentKind } from '@orca/contracts';
import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { contentEntries, contentImages, contentTranslations } from '../../db/schema/content.ts';

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type ContentTranslationRow = typeof contentTranslations.$inferSelect;
export type ContentEntryValues = Omit<
  typeof contentEntries.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'createdBy'
>;
export interface TranslationValues {
  language: string;
  title: string;
  summary: string;
  body: string;
}

/** What players may see: published, and its publish date reached (a future date is a schedule). */
function visible(kind: ContentKind, now: Date) {
  return and(
    eq(contentEntries.kind, kind),
    eq(contentEntries.status, 'published'),
    lte(contentEntries.publishAt, now),
  );
}

/** News, newest first; pages and banners by position. Ids break ties so paging is stable. */
function orderOf(kind: ContentKind) {
  return kind === 'news'
    ? [desc(contentEntries.publishAt), desc(contentEntries.id)]
    : [asc(contentEntries.position), asc(contentEntries.id)];
}

/** The only code that touches the content tables; every function takes the executor first. */
export const contentRepository = {
  async visiblePage(
    tx: Executor,
    kind: ContentKind,
    now: Date,
    page: { limit: number; offset: number } | null,
  ) {
    const query = tx
      .select()
      .from(contentEntries)
      .where(visible(kind, now))
      .orderBy(...orderOf(kind));
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async visibleCount(tx: Executor, kind: ContentKind, now: Date): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contentEntries)
      .where(visible(kind, now));
    return row?.count ?? 0;
  },

  async visibleByUrl(tx: Executor, kind: ContentKind, url: string, now: Date) {
    const [row] = await tx
      .select()
      .from(contentEntries)
      .where(and(visible(kind, now), eq(contentEntries.url, url)))
      .limit(1);
    return row ?? null;
  },

  async translationsOf(tx: Executor, entryIds: bigint[]): Promise<ContentTranslationRow[]> {
    if (entryIds.length === 0) return [];
    return tx
      .select()
      .from(contentTranslations)
      .where(inArray(contentTranslations.entryId, entryIds));
  },

  async allOfKind(tx: Executor, kind: ContentKind) {
    return tx
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.kind, kind))
      .orderBy(...orderOf(kind));
  },

  async lockById(tx: Executor, id: bigint) {
    const [row] = await tx
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.id, id))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  async byKindAndUrl(tx: Executor, kind: ContentKind, url: string) {
    const [row] = await tx
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), eq(contentEntries.url, url)))
      .limit(1);
    return row ?? null;
  },

  /** Racing writes of one kind and url take turns until `tx` ends: while the url is free there is no row to lock. */
  async lockUrl(tx: Executor, kind: ContentKind, url: string): Promise<void> {
    await lockForTransaction(tx, `content-url:${kind}:${url}`);
  },

  async insert(tx: Executor, values: ContentEntryValues & { createdBy: bigint | null }) {
    const [row] = await tx.insert(contentEntries).values(values).returning();
    if (!row) throw new Error('content entry insert returned nothing');
    return row;
  },

  async update(tx: Executor, id: bigint, values: ContentEntryValues) {
    const [row] = await tx
      .update(contentEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(contentEntries.id, id))
      .returning();
    if (!row) throw new Error('content entry update returned nothing');
    return row;
  },

  /** Makes the entry's texts exactly `texts`: languages left out are removed. */
  async replaceTranslations(
    tx: Executor,
    entryId: bigint,
    texts: TranslationValues[],
  ): Promise<void> {
    const languages = texts.map((text) => text.language);
    await tx
      .delete(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entryId, entryId),
          languages.length > 0 ? notInArray(contentTranslations.language, languages) : undefined,
        ),
      );
    for (const text of texts) {
      await tx
        .insert(contentTranslations)
        .values({ entryId, ...text })
        .onConflictDoUpdate({
          target: [contentTranslations.entryId, contentTranslations.language],
          set: { title: text.title, summary: text.summary, body: text.body, updatedAt: new Date() },
        });
    }
  },

  async imageExists(tx: Executor, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: contentImages.id })
      .from(contentImages)
      .where(eq(contentImages.id, id))
      .limit(1);
    return row !== undefined;
  },

  async image(tx: Executor, id: string) {
    const [row] = await tx
      .select({ contentType: contentImages.contentType, bytes: contentImages.bytes })
      .from(contentImages)
      .where(eq(contentImages.id, id))
      .limit(1);
    return row ?? null;
  },

  async insertImage(
    tx: Executor,
    values: {
      contentType: string;
      bytes: Buffer;
      width: number | null;
      height: number | null;
      uploadedBy: bigint | null;
    },
  ) {
    const [row] = await tx.insert(contentImages).values(values).returning({ id: contentImages.id });
    if (!row) throw new Error('content image insert returned nothing');
    return row.id;
  },
};
