import { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  CONTENT_URL_MAX,
  CONTENT_URL_PATTERN,
} from './content.constants.ts';

/** Content text limits: a title fits a card, a body fits a long terms page. */
export const CONTENT_TITLE_MAX = 160;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_TAG_MAX = 32;
export const CONTENT_TAGS_MAX = 10;
export const NEWS_PAGE_SIZE_MAX = 50;
/** Uploaded images: raster only (SVG is script-capable), checked by magic bytes. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CONTENT_IMAGE_BYTES_MAX = 2 * 1024 * 1024;
/** Where uploaded images are served (the API's base path is /api/v1). */
export const CONTENT_IMAGE_PATH = '/api/v1/content/images/';
export const SKIN_LABEL_MAX = 60;
export const LOGO_SVG_BYTES_MAX = 200 * 1024;

const language = z.enum(LANGUAGES, { error: 'invalid_value' });
const contentUrl = z
  .string({ error: 'required' })
  .max(CONTENT_URL_MAX, { error: 'too_long' })
  .regex(CONTENT_URL_PATTERN, { error: 'invalid_value' });
/** A link inside the site (/deposit-bonus/welcome), never an absolute or protocol-relative URL. */
const sitePath = z
  .string()
  .max(200, { error: 'too_long' })
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, { error: 'invalid_value' });

// ---------------------------------------------------------------- public (players and visitors)

/** Which language an item is in, and which others exist (for hreflang alternates). */
const languageInfo = {
  /** The language this answer's text is in: the request's language, or en when that has no text. */
  language,
  /** Every language the entry has text in. */
  languages: z.array(language),
};

/** A card in the news list (GET /news). */
export const NewsSummarySchema = z.object({
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  /** /api/v1/content/images/{id}, or null when the article has no image. */
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** ISO date the article was (or is) published. */
  publishedAt: z.string(),
  ...languageInfo,
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NewsListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(NEWS_PAGE_SIZE_MAX, { error: 'limit_too_high' })
    .default(10),
  offset: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(100_000, { error: 'invalid_value' })
    .default(0),
});
export const NewsListSchema = z.object({
  items: z.array(NewsSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type NewsList = z.infer<typeof NewsListSchema>;

/** GET /news/{url}: the article with its body as sanitized HTML. */
export const NewsArticleSchema = NewsSummarySchema.extend({
  html: z.string(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

/** GET /info: the info pages in the operator's order. */
export const InfoPageSummarySchema = z.object({
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  ...languageInfo,
});
export type InfoPageSummary = z.infer<typeof InfoPageSummarySchema>;
export const InfoPageListSchema = z.object({ pages: z.array(InfoPageSummarySchema) });

/** GET /info/{url}: the page with its body as sanitized HTML. */
export const InfoPageSchema = InfoPageSummarySchema.extend({
  html: z.string(),
  updatedAt: z.string(),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;

/** GET /banners: the home carousel, published banners in order. No image: the web draws a gradient. */
export const BannerSchema = z.object({
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  /** Where a click goes inside the site, or null. */
  link: z.string().nullable(),
  position: z.number().int(),
  ...languageInfo,
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.object({ banners: z.array(BannerSchema) });

export const ContentUrlParamsSchema = z.object({ url: contentUrl });
export const ContentImageParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

// ---------------------------------------------------------------- back office (content.publish)

export const ContentTranslationSchema = z.object({
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CONTENT_TITLE_MAX, { error: 'too_long' }),
  summary: z.string().max(CONTENT_SUMMARY_MAX, { error: 'too_long' }).default(''),
  body: z.string().max(CONTENT_BODY_MAX, { error: 'too_long' }).default(''),
});
export type ContentTranslation = z.infer<typeof ContentTranslationSchema>;

/** Per-language texts; en is required because every other language falls back to it. */
const translations = z
  .partialRecord(language, ContentTranslationSchema)
  .refine((value) => value.en !== undefined, { error: 'required', path: ['en'] });

/** Create or replace an entry. Status `published` with a future `publishAt` schedules it. */
export const ContentEntryInputSchema = z.object({
  kind: z.enum(CONTENT_KINDS, { error: 'invalid_value' }),
  url: contentUrl,
  status: z.enum(CONTENT_STATUSES, { error: 'invalid_value' }),
  /** ISO date; null with `published` means now. */
  publishAt: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null),
  imageId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
  tags: z
    .array(z.string().trim().min(1).max(CONTENT_TAG_MAX, { error: 'too_long' }))
    .max(CONTENT_TAGS_MAX, { error: 'too_long' })
    .default([]),
  position: z.number({ error: 'invalid_value' }).int().min(0).max(10_000).default(0),
  link: sitePath.nullable().default(null),
  translations,
});
export type ContentEntryInput = z.input<typeof ContentEntryInputSchema>;

/** How the back office shows an entry: `scheduled` is published with a future date. */
export const CONTENT_DISPLAY_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentDisplayStatus = (typeof CONTENT_DISPLAY_STATUSES)[number];

export const AdminContentEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  url: z.string(),
  status: z.enum(CONTENT_STATUSES),
  displayStatus: z.enum(CONTENT_DISPLAY_STATUSES),
  publishAt: z.string().nullable(),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  position: z.number().int(),
  link: z.string().nullable(),
  translations: z.partialRecord(
    language,
    z.object({ title: z.string(), summary: z.string(), body: z.string() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminContentEntry = z.infer<typeof AdminContentEntrySchema>;
export const AdminContentListQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS, { error: 'invalid_value' }),
});
export const AdminContentListSchema = z.object({ entries: z.array(AdminContentEntrySchema) });
export const AdminContentIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'invalid_value' }),
});

/** POST /admin/content/preview: render Markdown exactly as players get it. */
export const ContentPreviewInputSchema = z.object({
  body: z.string().max(CONTENT_BODY_MAX, { error: 'too_long' }),
});
export const ContentPreviewSchema = z.object({ html: z.string() });

/** POST /admin/content/images (multipart, field `file`). */
export const ContentImageUploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  bytes: z.number().int(),
});
export type ContentImageUpload = z.infer<typeof ContentImageUploadSchema>;

// ---------------------------------------------------------------- skin menu and logos (back office)

export const AdminSkinMenuItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  labelKey: z.string(),
  /** Operator labels per language over the built-in text of `labelKey`. */
  labels: z.partialRecord(language, z.string()),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  position: z.number().int(),
  requiresLogin: z.boolean(),
  enabled: z.boolean(),
});
export type AdminSkinMenuItem = z.infer<typeof AdminSkinMenuItemSchema>;
export const AdminSkinMenuSchema = z.object({ items: z.array(AdminSkinMenuItemSchema) });

/** PUT /admin/skin/menu: every entry's order, state, labels and path (entries are not created or deleted here). */
export const AdminSkinMenuUpdateSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(60),
        position: z.number({ error: 'invalid_value' }).int().min(0).max(10_000),
        enabled: z.boolean({ error: 'invalid_value' }),
        labels: z.partialRecord(
          language,
          z.string().trim().max(SKIN_LABEL_MAX, { error: 'too_long' }),
        ),
        path: sitePath.nullable(),
      }),
    )
    .min(1)
    .max(200),
});
export type AdminSkinMenuUpdate = z.infer<typeof AdminSkinMenuUpdateSchema>;

export const AdminLogoSchema = z.object({
  name: z.string(),
  type: z.string(),
  color: z.string(),
  svg: z.string(),
});
export const AdminLogoListSchema = z.object({ logos: z.array(AdminLogoSchema) });
export const AdminLogoParamsSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, { error: 'invalid_value' }),
});
