import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  type Game,
  type GameSection,
  type GameTag,
} from '@orca/contracts';
import type * as repo from './catalogue.repository.ts';

/** Bet limits are kept in EUR and shown in the viewer's currency at the fixed equivalents (spec section 9). */
function inCurrency(eurMinor: bigint, currency: string): string {
  return formatMinor(eurMinor * BigInt(isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1));
}

export function toGame(row: repo.GameRow, currency: string): Game {
  const tags = row.tags as GameTag[];
  return {
    id: row.id,
    provider: row.providerId,
    providerName: row.providerName,
    slug: row.slug,
    name: row.name,
    section: row.section as GameSection,
    tags,
    description: row.description,
    details: {
      rtp: (row.rtpBasisPoints / 100).toFixed(2),
      volatility: row.volatility,
      minBet: inCurrency(row.minBetEurMinor, currency),
      maxBet: inCurrency(row.maxBetEurMinor, currency),
      layout: row.layout,
      features: row.features,
    },
    isDesktop: row.isDesktop,
    isMobile: row.isMobile,
    isNew: tags.includes('new'),
    isJackpot: tags.includes('jackpot'),
    hasFunMode: row.hasFunMode,
    art: row.art as Game['art'],
  };
}
