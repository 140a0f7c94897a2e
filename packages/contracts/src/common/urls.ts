import { z } from 'zod';

export const SAME_ORIGIN_PATH_MAX = 500;

/** Printable ASCII without the backslash: nothing a browser drops, rewrites or reads as a slash. */
const PLAIN_PATH = /^[\x21-\x5b\x5d-\x7e]*$/;
/** Enough decodes to see through any encoding a client may apply twice; more is an attack. */
const DECODE_ROUNDS_MAX = 3;
const PROBE_ORIGIN = 'https://same-origin.invalid';

function isPlainRootPath(value: string): boolean {
  return PLAIN_PATH.test(value) && value.startsWith('/') && !value.startsWith('//');
}

/**
 * Whether a link target stays on the site that serves it: a path from the root, with no scheme or
 * host, in which no layer that decodes it (browser, router, proxy) can find another host. Used by
 * the API where game links are accepted and by the game client before it follows one.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length === 0 || value.length > SAME_ORIGIN_PATH_MAX) return false;
  let current = value;
  for (let round = 0; round <= DECODE_ROUNDS_MAX; round += 1) {
    // `/%2F/evil` decodes to `//evil`; `/%5Cevil` to `/\evil`: every decoded form must be safe too.
    if (!isPlainRootPath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
    current = decoded;
  }
  return false;
}

/** A link back into the site (the game's Home and Deposit buttons). */
export const SameOriginPathSchema = z
  .string({ error: 'invalid_value' })
  .max(SAME_ORIGIN_PATH_MAX, { error: 'too_long' })
  .refine(isSameOriginPath, { error: 'invalid_value' });
