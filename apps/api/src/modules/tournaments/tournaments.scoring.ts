import {
  EUR_EQUIVALENT,
  isCurrency,
  TOURNAMENT_SCORE_SCALE,
  type RoundSettledEvent,
  type ScoringParams,
  type TournamentScoring,
} from '@orca/contracts';

/** What the consumer needs of a race to score rounds for it. */
export interface ScoringRace {
  id: bigint;
  startsAt: Date;
  endsAt: Date;
  gameIds: readonly string[];
  minBetEurMinor: bigint;
  enrolment: 'auto' | 'join';
  scoring: TournamentScoring;
  scoringParams: ScoringParams;
}

/** A player's place in a race as scoring sees it. */
export interface EntryScore {
  score: bigint;
  qualifyingBets: number;
  reachedAt: Date | null;
}

/**
 * Whether a settled round counts for the race (decision 017): real money, played to the end, on
 * one of its games, settled inside [starts_at, ends_at), a bet of at least the minimum in its
 * EUR equivalent. Free spins and enrolment are checked by the consumer, which needs the database.
 */
export function qualifies(round: RoundSettledEvent, race: ScoringRace): boolean {
  if (
    round.mode !== 'real' ||
    round.status !== 'closed' ||
    round.playerId === null ||
    !isCurrency(round.currency)
  )
    return false;
  if (!race.gameIds.includes(round.gameId)) return false;
  if (round.at < race.startsAt || round.at >= race.endsAt) return false;
  return (
    round.betMinor > 0n &&
    round.betMinor >= race.minBetEurMinor * BigInt(EUR_EQUIVALENT[round.currency])
  );
}

/** The round's win multiplier in score units (×1 = 1,000,000), rounded down. */
export function multiplierOf(round: Pick<RoundSettledEvent, 'betMinor' | 'winMinor'>): bigint {
  return (round.winMinor * TOURNAMENT_SCORE_SCALE) / round.betMinor;
}

/** The bet in EUR millionths: 1 EUR is 1,000,000 whatever the currency (NOK 10 = EUR 1). */
function wageredOf(round: RoundSettledEvent): bigint {
  if (!isCurrency(round.currency)) return 0n;
  return (
    (round.betMinor * TOURNAMENT_SCORE_SCALE) / (100n * BigInt(EUR_EQUIVALENT[round.currency]))
  );
}

/** Points of the highest band the round's multiplier reaches; bands compare in exact integers. */
function pointsOf(round: RoundSettledEvent, bands: NonNullable<ScoringParams['bands']>): bigint {
  const multiplier = multiplierOf(round);
  let best = 0;
  for (const band of bands) {
    const threshold = BigInt(Math.round(band.minMultiplier * Number(TOURNAMENT_SCORE_SCALE)));
    if (multiplier >= threshold && band.points > best) best = band.points;
  }
  return BigInt(best) * TOURNAMENT_SCORE_SCALE;
}

/**
 * A player's entry after one more qualifying round, under the race's rule. `reachedAt` moves only
 * when the score changes (or on the first round), so a tie goes to whoever got there first.
 */
export function applyRound(
  entry: EntryScore,
  round: RoundSettledEvent,
  race: Pick<ScoringRace, 'scoring' | 'scoringParams'>,
): EntryScore {
  const qualifyingBets = entry.qualifyingBets + 1;
  let score = entry.score;
  switch (race.scoring) {
    case 'total_wagered':
      score += wageredOf(round);
      break;
    case 'first_n_multipliers':
      if (entry.qualifyingBets < (race.scoringParams.n ?? 0)) score += multiplierOf(round);
      break;
    case 'best_multiplier': {
      const multiplier = multiplierOf(round);
      if (multiplier > score) score = multiplier;
      break;
    }
    case 'multiplier_points':
      score += pointsOf(round, race.scoringParams.bands ?? []);
      break;
  }
  const reachedAt = score !== entry.score || entry.reachedAt === null ? round.at : entry.reachedAt;
  return { score, qualifyingBets, reachedAt };
}

/** A score as players read it: EUR wagered, a multiplier or points, two decimals. */
export function formatScore(score: bigint): string {
  const cents = score / 10_000n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
