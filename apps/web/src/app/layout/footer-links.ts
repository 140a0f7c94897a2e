import type { InfoPageSummary } from '@orca/contracts';

/**
 * The info pages the footer links to, in this order, by their address under /info. A page the
 * operator has not published is left out rather than linked to a page that is not there.
 */
export const FOOTER_PAGES = [
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'responsible-gambling',
  'bonus-terms',
  'faq',
  'how-to-play',
] as const;

export interface FooterLink {
  to: string;
  label: string;
  lang: string | undefined;
}

/**
 * The links in the operator's own titles (in the page's language). Cookies are part of the privacy
 * policy until the operator publishes a cookie policy of its own; the link then goes to that.
 */
export function footerLinks(pages: readonly InfoPageSummary[], cookiesLabel: string): FooterLink[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return FOOTER_PAGES.flatMap((url): FooterLink[] => {
    const page = byUrl.get(url);
    if (page) return [{ to: `/info/${url}`, label: page.title, lang: page.language }];
    if (url === 'cookie-policy' && byUrl.has('privacy-policy'))
      return [{ to: '/info/privacy-policy', label: cookiesLabel, lang: undefined }];
    return [];
  });
}
