/** What operators write in the back office (decision 016). */
export const CONTENT_KINDS = ['news', 'page', 'banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Draft: only operators see it. Published: visible from its publish date (a future date schedules it). */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** An entry's address part (/news/{url}): lowercase words joined by single hyphens. */
export const CONTENT_URL_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONTENT_URL_MAX = 80;

/**
 * The locale parameter on any route (spec section 2 leaves its form to us): `?lang=es` selects
 * that language as the stored choice; links Orca sends carry it, and content pages declare their
 * alternates with it.
 */
export const LOCALE_PARAM = 'lang';
