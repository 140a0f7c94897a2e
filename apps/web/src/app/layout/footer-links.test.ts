import type { InfoPageSummary } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links';

const page = (url: string, title: string): InfoPageSummary => ({
  url,
  title,
  summary: '',
  language: 'en',
  languages: ['en'],
});

describe('footerLinks', () => {
  it("links the legal pages in their fixed order, in the operator's titles, leaving out pages not published", () => {
    const pages = [
      page('faq', 'FAQ'),
      page('affiliates', 'Affiliates'),
      page('terms-and-conditions', 'Terms'),
      page('cookie-policy', 'Cookie policy'),
    ];
    expect(footerLinks(pages, 'Cookies').map((link) => [link.to, link.label])).toEqual([
      ['/info/terms-and-conditions', 'Terms'],
      ['/info/cookie-policy', 'Cookie policy'],
      ['/info/faq', 'FAQ'],
    ]);
  });

  it('sends Cookies to the privacy policy while no cookie policy is published', () => {
    expect(
      footerLinks([page('privacy-policy', 'Privacy policy')], 'Cookies').map((link) => [
        link.to,
        link.label,
      ]),
    ).toEqual([
      ['/info/privacy-policy', 'Privacy policy'],
      ['/info/privacy-policy', 'Cookies'],
    ]);
    expect(footerLinks([], 'Cookies')).toEqual([]);
  });
});
