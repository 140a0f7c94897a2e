import { COSMIC_CHERRIES } from './titles/cosmic-cherries.ts';
import { FROST_GIANTS } from './titles/frost-giants.ts';
import { GOLD_RUSH } from './titles/gold-rush.ts';
import { LUCKY_SEVENS } from './titles/lucky-sevens.ts';
import { NEON_HARBOR } from './titles/neon-harbor.ts';
import { PHARAOHS_FORTUNE } from './titles/pharaohs-fortune.ts';
import { SAKURA_MEGAWAYS } from './titles/sakura-megaways.ts';
import { VOLCANO_MEGAWAYS } from './titles/volcano-megaways.ts';
import type { SlotConfig } from './types.ts';

/** Every in-house slot title, in lobby order. */
export const SLOT_TITLES: readonly SlotConfig[] = [
  LUCKY_SEVENS,
  PHARAOHS_FORTUNE,
  NEON_HARBOR,
  FROST_GIANTS,
  VOLCANO_MEGAWAYS,
  SAKURA_MEGAWAYS,
  GOLD_RUSH,
  COSMIC_CHERRIES,
];

export function slotTitleById(id: string): SlotConfig | undefined {
  return SLOT_TITLES.find((t) => t.id === id);
}

export function slotTitleBySlug(slug: string): SlotConfig | undefined {
  return SLOT_TITLES.find((t) => t.slug === slug);
}
