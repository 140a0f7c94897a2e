/** Orca's own slot races and the network promotions a provider runs across casinos (decision 017). */
export const TOURNAMENT_KINDS = ['slot_race', 'network'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/** The API's spelling of the kinds: GET /tournaments?type=slot-race|network. */
export const TOURNAMENT_TYPES = ['slot-race', 'network'] as const;

export const TOURNAMENT_STATUSES = [
  'scheduled',
  'running',
  'finished',
  'paid',
  'cancelled',
] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
/**
 * The back office also sees a race whose cash prizes wait for a second operator (decision 019):
 * it is not listed to players, does not start, and becomes 'scheduled' once approved.
 */
export const ADMIN_TOURNAMENT_STATUSES = [...TOURNAMENT_STATUSES, 'pending_approval'] as const;
export type AdminTournamentStatus = (typeof ADMIN_TOURNAMENT_STATUSES)[number];

/**
 * A slot race's scoring rule: total wagered (in EUR), the sum of win multipliers over a player's
 * first N qualifying bets, the best single multiplier, or points by multiplier band.
 */
export const TOURNAMENT_SCORING = [
  'total_wagered',
  'first_n_multipliers',
  'best_multiplier',
  'multiplier_points',
] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORING)[number];

/** Scores are integers in millionths: 1 EUR wagered, a ×1 multiplier and one point are each 1,000,000. */
export const TOURNAMENT_SCORE_SCALE = 1_000_000n;

export const TOURNAMENT_ENROLMENTS = ['auto', 'join'] as const;
export const TOURNAMENT_RECURRENCES = ['none', 'daily', 'weekly'] as const;
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'free_spins', 'bonus'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];
