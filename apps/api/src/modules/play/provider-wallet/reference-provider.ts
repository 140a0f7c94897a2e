import type { ExternalProviderSeed } from '../../games/catalogue.seed.ts';

/**
 * The reference external provider (apps/reef): a separate server that launches its own game and
 * calls the seamless-wallet API over HTTP like an aggregator. Its catalogue entry, as an operator
 * would configure it.
 */
export function referenceProviderSeed(baseUrl: string, walletSecret: string): ExternalProviderSeed {
  return {
    id: 'reef',
    name: 'Reef Studios',
    launchUrl: `${baseUrl.replace(/\/$/, '')}/launch?token={token}&game={game}&lang={lang}&mode={mode}`,
    walletSecret,
    games: [
      {
        slug: 'coral-hi-lo',
        name: 'Coral Hi-Lo',
        section: 'crash-and-fast',
        tags: ['fast'],
        description:
          'Guess whether the next card is higher or lower; every right guess multiplies the stake, cash out any time.',
        rtp: 0.97,
        volatility: 'medium',
        layout: 'cards',
        features: ['cash-out', 'multiplier'],
        art: { motif: 'cards', colors: ['#0f9b8e', '#fddb92'] },
      },
      {
        slug: 'pearl-diver',
        name: 'Pearl Diver',
        // An instant-win pick game, listed with the casino games (and weighted as they are) as many
        // casinos do, but not offered as a new release: it is neither a slot nor new.
        section: 'casino',
        tags: [],
        description: 'Open one of three oyster shells: pearls pay up to 20 times the stake.',
        rtp: 0.96,
        volatility: 'high',
        layout: 'pick 1 of 3',
        features: ['pick-and-win'],
        art: { motif: 'pearl', colors: ['#89f7fe', '#66a6ff'] },
      },
    ],
  };
}
