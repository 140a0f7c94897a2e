import type { ChallengesService } from './challenges.service.ts';

/**
 * The demo's five challenges, one per row of the table, each on an in-house slot whose maths can
 * pay that multiple of the stake in one round. The ceilings below are bounds from the configs in
 * packages/games (the best full-reel win of a spin, times the free-spins multiplier and the cap
 * on free spins a round), not likely outcomes:
 * - Gold Rush, 10 lines with ×3 wilds and 60 free spins at ×3: about ×120,000; ×1500 is in reach.
 * - Pharaoh's Fortune, 20 lines with ×2 wilds and 100 free spins at ×3: about ×240,000.
 * - Neon Harbor, 243 ways and 100 free spins at ×3: about ×1,600,000.
 * - Sakura and Volcano Megaways, up to 117,649 ways and 100 free spins at ×3: over ×100,000,000,
 *   the only titles where ×10,000 and ×20,000 are more than a freak of the ceiling.
 * Lucky Sevens (about ×100) and Cosmic Cherries (about ×5,900) could not carry the higher rows.
 */
export const DEMO_CHALLENGES = [
  { gameId: 'orca-gold-rush', multiplier: 1500 },
  { gameId: 'orca-pharaohs-fortune', multiplier: 3000 },
  { gameId: 'orca-neon-harbor', multiplier: 5000 },
  { gameId: 'orca-sakura-megaways', multiplier: 10_000 },
  { gameId: 'orca-volcano-megaways', multiplier: 20_000 },
] as const;

/** Seeds the demo's challenges once ever: a restart, or a challenge a player has won, changes nothing. */
export const seedDemoChallenges = (challenges: ChallengesService): Promise<number> =>
  challenges.seed(DEMO_CHALLENGES);
