import type { GameTag } from '@orca/contracts';
import { IN_HOUSE_GAMES, rtpBasisPoints, type InHouseGame } from '@orca/games/catalogue';
import { slotTitleById } from '@orca/games/slots/registry';
import type { CatalogueService } from './catalogue.service.ts';

/** Engines the API plays today; the rest of the in-house catalogue (roulette) waits for its table. */
const PLAYABLE_ENGINES = new Set(['dice', 'limbo', 'keno', 'plinko', 'mines', 'crash']);
const isPlayable = (game: InHouseGame) =>
  game.engine.startsWith('slot:') || PLAYABLE_ENGINES.has(game.engine);

/** Colours of the fast games' tiles; slots take theirs from their top symbol. */
const FAST_ART: Record<string, [string, string]> = {
  crash: ['#ff7a18', '#af002d'],
  dice: ['#2ad1c9', '#0b3d91'],
  limbo: ['#b06ab3', '#4568dc'],
  keno: ['#f7971e', '#ffd200'],
  mines: ['#11998e', '#38ef7d'],
  plinko: ['#fc466b', '#3f5efb'],
};

/** Bet limits in EUR minor units (converted to each currency at the fixed equivalents). */
const LIMITS = { slots: { min: 10n, max: 10_000n }, fast: { min: 10n, max: 50_000n } };
/** Release dates drive "newest"; titles flagged new are the latest releases. */
const RELEASED = { new: '2026-11-01', regular: '2026-01-15' };

function tagsOf(game: InHouseGame): GameTag[] {
  const tags: GameTag[] = [];
  if (game.isNew) tags.push('new');
  if (game.hasJackpot) tags.push('jackpot');
  if (game.isMegaways) tags.push('megaways');
  if (game.isMultiways) tags.push('multiways');
  if (game.hasBonusBuy) tags.push('bonus-buy');
  if (game.engine === 'crash') tags.push('crash');
  else if (game.category === 'crash-and-fast') tags.push('fast');
  return tags;
}

function artOf(game: InHouseGame): { motif: string; colors: [string, string] } {
  const config = game.engine.startsWith('slot:') ? slotTitleById(game.engine.slice(5)) : undefined;
  if (config) {
    const top = config.symbols
      .filter((s) => s.kind === 'regular')
      .reduce((best, s) => ((s.pays.at(-1) ?? 0) > (best.pays.at(-1) ?? 0) ? s : best));
    return { motif: top.art.shape, colors: [top.art.primary, top.art.secondary] };
  }
  return { motif: game.engine, colors: FAST_ART[game.engine] ?? ['#1e3c72', '#2a5298'] };
}

export interface ExternalProviderSeed {
  id: string;
  name: string;
  launchUrl: string;
  walletSecret: string;
  games: {
    slug: string;
    name: string;
    section: 'casino' | 'crash-and-fast';
    tags: GameTag[];
    description: string;
    rtp: number;
    volatility: string;
    layout: string;
    features: string[];
    art: { motif: string; colors: [string, string] };
  }[];
}

/**
 * The catalogue follows the code: every start writes the in-house games and the configured
 * external providers' games (idempotent); what operators decide (enabled, position, flags,
 * section) is the code's only when a game first appears, and kept from then on.
 */
export async function seedCatalogue(
  catalogue: CatalogueService,
  external: ExternalProviderSeed[],
): Promise<void> {
  await catalogue.upsertProvider({ id: 'orca', name: 'Orca Originals', kind: 'inhouse' });
  // Each section's lobby order starts at 1; only a game's first seeding uses it (operators move games later).
  const positions = new Map<string, number>();
  const nextPosition = (section: string) => {
    const next = (positions.get(section) ?? 0) + 1;
    positions.set(section, next);
    return next;
  };
  for (const game of IN_HOUSE_GAMES.filter(isPlayable)) {
    const isSlot = game.category === 'slots';
    const limits = isSlot ? LIMITS.slots : LIMITS.fast;
    const section = isSlot ? 'casino' : 'crash-and-fast';
    await catalogue.upsertGame({
      id: game.id,
      providerId: 'orca',
      slug: game.slug,
      name: game.name,
      section,
      tags: tagsOf(game),
      description: game.description,
      rtpBasisPoints: rtpBasisPoints(game.rtp),
      volatility: game.volatility,
      layout: game.layout,
      features: game.features,
      minBetEurMinor: limits.min,
      maxBetEurMinor: limits.max,
      art: artOf(game),
      engine: game.engine,
      position: nextPosition(section),
      releasedAt: game.isNew ? RELEASED.new : RELEASED.regular,
    });
  }
  for (const provider of external) {
    await catalogue.upsertProvider({
      id: provider.id,
      name: provider.name,
      kind: 'external',
      launchUrl: provider.launchUrl,
      walletSecret: provider.walletSecret,
    });
    for (const game of provider.games) {
      await catalogue.upsertGame({
        id: `${provider.id}-${game.slug}`,
        providerId: provider.id,
        slug: game.slug,
        name: game.name,
        section: game.section,
        tags: game.tags,
        description: game.description,
        rtpBasisPoints: rtpBasisPoints(game.rtp),
        volatility: game.volatility,
        layout: game.layout,
        features: game.features,
        minBetEurMinor: LIMITS.fast.min,
        maxBetEurMinor: LIMITS.fast.max,
        art: game.art,
        engine: null,
        position: nextPosition(game.section),
        releasedAt: RELEASED.regular,
      });
    }
  }
}
