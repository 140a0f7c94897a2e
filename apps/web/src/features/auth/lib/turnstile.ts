import type { SkinConfig } from '@orca/contracts';

/**
 * The site key that remains when the skin enables Turnstile without one (spec section 7): Cloudflare's
 * published always-passing test key, so the form still works while the operator is told to set theirs.
 */
export const TURNSTILE_DEFAULT_SITE_KEY = '1x00000000000000000000AA';

/** Cloudflare's widget script, loaded only when the skin enables Turnstile (explicit rendering). */
export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/**
 * The Turnstile site key captcha-gated forms use, or null when the skin keeps the built-in image
 * captcha. An enabled skin without a key logs an error through `logError` and keeps the default key.
 */
export function turnstileSiteKey(
  setting: SkinConfig['turnstileCaptcha'],
  logError: (message: string) => void,
): string | null {
  if (!setting.enabled) return null;
  const siteKey = setting.siteKey.trim();
  if (siteKey) return siteKey;
  logError(
    `The skin enables Turnstile without a site key (turnstileCaptcha.siteKey); using the default key ${TURNSTILE_DEFAULT_SITE_KEY}.`,
  );
  return TURNSTILE_DEFAULT_SITE_KEY;
}
