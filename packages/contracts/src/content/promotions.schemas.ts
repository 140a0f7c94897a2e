import { z } from 'zod';

/** What the promotions hub lists: every current offer, whichever domain owns it. */
export const PROMOTION_KINDS = [
  'deposit_bonus',
  'free_spins',
  'slot_race',
  'network',
  'challenge',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PromotionItemSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  summary: z.string(),
  /** Where the offer's page is on the site: /deposit-bonus/welcome, /slot-races/daily-race. */
  path: z.string(),
  imageUrl: z.string().nullable(),
  /** When it ends (ISO), or null when it runs until withdrawn. */
  endsAt: z.string().nullable(),
  /** One short line that sells it: "€500 prize pool", "100 % up to €200". */
  highlight: z.string(),
});
export type PromotionItem = z.infer<typeof PromotionItemSchema>;
export const PromotionsResponseSchema = z.object({ promotions: z.array(PromotionItemSchema) });
