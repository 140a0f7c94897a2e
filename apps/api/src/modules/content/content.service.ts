import type { Database } from '../../db/client.ts';
import { createContentAdmin } from './content.admin.ts';
import { createContentImages } from './content.images.ts';
import { createPublishedContent } from './content.published.ts';

/**
 * News, info pages and banners (decision 016): players read what is published in their language
 * (en when theirs has no text); operators write it per language in Markdown, rendered by one
 * sanitizing renderer for both.
 */
export function createContentService(deps: { db: Database; now?: () => Date }) {
  const parts = { db: deps.db, now: deps.now ?? (() => new Date()) };
  return {
    // What players read (content.published.ts).
    ...createPublishedContent(parts),
    // News and banner images: serving and uploading (content.images.ts).
    ...createContentImages(parts),
    // The back office and the demo seed (content.admin.ts).
    ...createContentAdmin(parts),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
