/** One demo entry's text in one language (banners have no body). */
export interface DemoText {
  title: string;
  summary: string;
  body: string;
}

/** Every demo entry by kind and address: each language file must give all of them, so none falls back to English. */
export const DEMO_ENTRY_KEYS = [
  'news:orca-crash-is-live',
  'news:daily-slot-race',
  'news:new-challenges-this-month',
  'news:vip-club-cashback',
  'news:verify-every-round',
  'page:terms-and-conditions',
  'page:privacy-policy',
  'page:cookie-policy',
  'page:responsible-gambling',
  'page:bonus-terms',
  'page:sports-rules',
  'page:affiliates',
  'page:faq',
  'page:how-to-play',
  'banner:welcome-bonus',
  'banner:daily-slot-race',
  'banner:challenges',
] as const;
export type DemoEntryKey = (typeof DEMO_ENTRY_KEYS)[number];

/** The demo's texts of one language other than English (English stays beside each entry in content.seed.ts). */
export type DemoTexts = Record<DemoEntryKey, DemoText>;
