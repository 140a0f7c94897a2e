import type { ContributionGroup } from '@orca/contracts';

/*
 * What a bonus is expected to cost the house (issue 22), from its terms and the games' maths.
 * To complete wagering W × B on a game of RTP r counting w % toward it, a player stakes
 * W × B / w and expects to lose that × (1 − r) on the way; whatever of B is left becomes cash.
 * A player who knows this clears on the game where a unit of wagering costs least, (1 − r) / w,
 * so the house's expected cost is B − W × B × (1 − r) / w, never below zero and at most the
 * conversion cap. Under the default ukgc profile (at most 10×) a slot of 96 % at 100 % costs
 * 10 × 4 % = 40 % of the bonus to clear, so the house expects to pay 60 % of every bonus.
 *
 * The figure is the expectation of a player who wagers to the end: one who busts first keeps
 * less, so what the house pays on average is no more than this, and it is the right number to
 * weigh a campaign by before launching it. Pure: no I/O.
 */

export interface GameTerms {
  id: string;
  rtpBasisPoints: number;
  group: ContributionGroup;
}

/** The game a player clears a bonus on most cheaply, with what counts of each stake there. */
export interface ClearingRoute {
  gameId: string;
  group: ContributionGroup;
  rtpBasisPoints: number;
  contributionPercent: number;
}

const BASIS_POINTS = 10_000n;

/**
 * The cheapest game to wager on under a contribution table: the least house edge per unit of
 * wagering counted, (1 − r) / w; a tie goes to the higher contribution, then the lower id. Null
 * when no open game counts toward wagering.
 */
export function cheapestClearing(
  games: readonly GameTerms[],
  contributions: Partial<Record<ContributionGroup, number>>,
  excludedGameIds: readonly string[],
): ClearingRoute | null {
  let best: ClearingRoute | null = null;
  for (const game of games) {
    const percent = contributions[game.group] ?? 0;
    if (percent <= 0 || excludedGameIds.includes(game.id)) continue;
    const candidate = {
      gameId: game.id,
      group: game.group,
      rtpBasisPoints: game.rtpBasisPoints,
      contributionPercent: percent,
    };
    if (best === null) {
      best = candidate;
      continue;
    }
    // Compare (1 − r₁) / w₁ with (1 − r₂) / w₂ by cross-multiplying: exact, no floats.
    const edge = (route: ClearingRoute) => BigInt(10_000 - route.rtpBasisPoints);
    const left = edge(candidate) * BigInt(best.contributionPercent);
    const right = edge(best) * BigInt(candidate.contributionPercent);
    if (
      left < right ||
      (left === right &&
        (candidate.contributionPercent > best.contributionPercent ||
          (candidate.contributionPercent === best.contributionPercent &&
            candidate.gameId < best.gameId)))
    )
      best = candidate;
  }
  return best;
}

export interface BonusCostEstimate {
  /** What the player expects to lose while wagering the bonus through (minor units). */
  clearingCostMinor: bigint;
  /** What the house expects to pay for the bonus: the bonus less the clearing cost, capped, not below 0. */
  expectedCostMinor: bigint;
}

/** The expected cost of a bonus of `amountMinor` with wagering `wageringMultiplier` ×, cleared on `route`. */
export function expectedBonusCost(input: {
  amountMinor: bigint;
  wageringMultiplier: number;
  maxConversionMinor: bigint | null;
  route: ClearingRoute | null;
}): BonusCostEstimate {
  const { amountMinor, wageringMultiplier, route } = input;
  if (amountMinor <= 0n) return { clearingCostMinor: 0n, expectedCostMinor: 0n };
  const cap = (minor: bigint) =>
    input.maxConversionMinor !== null && minor > input.maxConversionMinor
      ? input.maxConversionMinor
      : minor;
  if (wageringMultiplier === 0)
    return { clearingCostMinor: 0n, expectedCostMinor: cap(amountMinor) };
  // Nothing counts toward wagering: the bonus can never become cash.
  if (route === null) return { clearingCostMinor: amountMinor, expectedCostMinor: 0n };
  const edgeBasisPoints = BASIS_POINTS - BigInt(route.rtpBasisPoints);
  // amount × W × edge / (w / 100), rounded up: the estimate never flatters the house.
  const numerator = amountMinor * BigInt(wageringMultiplier) * edgeBasisPoints * 100n;
  const denominator = BASIS_POINTS * BigInt(route.contributionPercent);
  const clearingCostMinor = (numerator + denominator - 1n) / denominator;
  const left = amountMinor > clearingCostMinor ? amountMinor - clearingCostMinor : 0n;
  return { clearingCostMinor, expectedCostMinor: cap(left) };
}

/**
 * Free spins: `count` spins at `betMinor` on a slot of RTP `rtpBasisPoints` are expected to win
 * count × bet × r; paid as cash that is the cost, paid as a bonus it is that bonus's expected cost.
 */
export function expectedFreeSpinsCost(input: {
  count: number;
  betMinor: bigint;
  rtpBasisPoints: number;
  winsTo: 'cash' | 'bonus';
  wageringMultiplier: number;
  maxConversionMinor: bigint | null;
  route: ClearingRoute | null;
}): BonusCostEstimate & { winsMinor: bigint } {
  const winsMinor =
    (BigInt(input.count) * input.betMinor * BigInt(input.rtpBasisPoints)) / BASIS_POINTS;
  if (input.winsTo === 'cash')
    return { winsMinor, clearingCostMinor: 0n, expectedCostMinor: winsMinor };
  return {
    winsMinor,
    ...expectedBonusCost({
      amountMinor: winsMinor,
      wageringMultiplier: input.wageringMultiplier,
      maxConversionMinor: input.maxConversionMinor,
      route: input.route,
    }),
  };
}
