import { isSameOriginPath } from '@orca/contracts';

/**
 * A game session's Home or Deposit link, if it stays on this site. The API refuses anything else
 * at launch, but the session also comes back from sessionStorage, so the client checks again with
 * the same rule before it follows one.
 */
export function siteLink(url: string | null | undefined): string | null {
  return url && isSameOriginPath(url) ? url : null;
}
