import {
  MARKET,
  MARKETS,
  parseSpecifiers,
  type SpecifierError,
  type SportsEventMessage,
} from '@orca/contracts';

/*
 * Every market's result from a final score, the one rule set the virtual producer settles its matches with
 * and the back office results an event by hand with (issue 24). Pure: a market line and a score in, its
 * outcomes' results out, or why the score alone cannot decide it.
 */

export type Score = { home: number; away: number };
export type SettledMarket = Extract<
  SportsEventMessage,
  { type: 'bet_settlement' }
>['markets'][number];
type SettledOutcome = SettledMarket['outcomes'][number];

/** UOF void reason "result unverifiable": the score alone does not say (which side scored goal n). */
export const VOID_REASON_UNVERIFIABLE = 3;
/** UOF void reason "no result assignable": a line the score contradicts, or a market Orca cannot settle. */
export const VOID_REASON_NO_RESULT = 14;

export type ScoreVerdict =
  | { kind: 'settle'; outcomes: SettledOutcome[] }
  | { kind: 'void'; voidReason: number; why: string };

const CORRECT_SCORE_RESULTS = Object.entries(MARKETS[MARKET.correctScore].outcomes).map(
  ([id, text]) => {
    const [home = 0, away = 0] = text.split(':').map(Number);
    return { id: Number(id), home, away };
  },
);

const won = (winner: boolean) => ({ result: winner ? (1 as const) : (0 as const) });
const pushed = (id: number): SettledOutcome => ({ id, result: 0, voidFactor: 1 });

/**
 * A bet that wins when `value + line > 0` on each half of a quarter line: both halves win or lose, one pushes
 * and the other decides (half won, half lost: void factor ½), or a whole line pushes (void factor 1).
 */
export function lineResult(value: number, line: number): { result: 0 | 1; voidFactor?: 0.5 | 1 } {
  const halves = Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25];
  const [a, b] = halves.map((h) => Math.sign(value + h));
  if (a === 0 && b === 0) return { result: 0, voidFactor: 1 };
  if (a === 1 && b === 1) return { result: 1 };
  if (a === -1 && b === -1) return { result: 0 };
  // One half pushed: the other decides half the stake.
  return a === 1 || b === 1 ? { result: 1, voidFactor: 0.5 } : { result: 0, voidFactor: 0.5 };
}

/**
 * One market line's result from the final score. 1X2, double chance, draw no bet and the two-way winner by
 * the goal difference (draw no bet and the winner push on a draw); totals and handicaps by lineResult (whole
 * lines push, quarter lines half win or half lose); both teams to score; next goal n by "no goal" when the
 * match had fewer than n goals, and void otherwise (who scored goal n is not in the score); a flex correct
 * score line by the goals scored after its opening score, void when the final score could not follow it.
 */
export function settleFromScore(marketId: number, specifiers: string, score: Score): ScoreVerdict {
  const difference = score.home - score.away;
  const goals = score.home + score.away;
  let parsed: ReturnType<typeof parseSpecifiers>;
  try {
    parsed = parseSpecifiers(specifiers);
  } catch (error) {
    const why = (error as SpecifierError).message;
    return { kind: 'void', voidReason: VOID_REASON_NO_RESULT, why: `unreadable line: ${why}` };
  }
  const settle = (outcomes: SettledOutcome[]): ScoreVerdict => ({ kind: 'settle', outcomes });
  switch (marketId) {
    case MARKET.matchResult:
      return settle([
        { id: 1, ...won(difference > 0) },
        { id: 2, ...won(difference === 0) },
        { id: 3, ...won(difference < 0) },
      ]);
    case MARKET.doubleChance:
      return settle([
        { id: 9, ...won(difference >= 0) },
        { id: 10, ...won(difference !== 0) },
        { id: 11, ...won(difference <= 0) },
      ]);
    case MARKET.drawNoBet:
    case MARKET.winner:
      return settle(
        difference === 0
          ? [pushed(4), pushed(5)]
          : [
              { id: 4, ...won(difference > 0) },
              { id: 5, ...won(difference < 0) },
            ],
      );
    case MARKET.total: {
      const total = parsed.total ?? 0;
      // Over wins when goals − total > 0, under when total − goals > 0.
      return settle([
        { id: 12, ...lineResult(goals, -total) },
        { id: 13, ...lineResult(-goals, total) },
      ]);
    }
    case MARKET.bothTeamsToScore:
      return settle([
        { id: 74, ...won(score.home > 0 && score.away > 0) },
        { id: 76, ...won(score.home === 0 || score.away === 0) },
      ]);
    case MARKET.handicap: {
      const hcp = parsed.hcp ?? 0;
      return settle([
        { id: 1714, ...lineResult(difference, hcp) },
        { id: 1715, ...lineResult(-difference, -hcp) },
      ]);
    }
    case MARKET.nextGoal: {
      const goalnr = parsed.goalnr ?? 1;
      if (goalnr <= goals)
        return {
          kind: 'void',
          voidReason: VOID_REASON_UNVERIFIABLE,
          why: `goal ${goalnr} was scored: the final score does not say by whom`,
        };
      return settle([
        { id: 6, result: 0 },
        { id: 7, result: 1 },
        { id: 8, result: 0 },
      ]);
    }
    case MARKET.correctScore: {
      const from = parsed.score ?? { home: 0, away: 0 };
      const further = { home: score.home - from.home, away: score.away - from.away };
      if (further.home < 0 || further.away < 0)
        return {
          kind: 'void',
          voidReason: VOID_REASON_NO_RESULT,
          why: `the line opened at ${from.home}:${from.away}, beyond the final score`,
        };
      return settle(
        CORRECT_SCORE_RESULTS.map(({ id, home, away }) => ({
          id,
          ...won(further.home === home && further.away === away),
        })),
      );
    }
    default:
      return {
        kind: 'void',
        voidReason: VOID_REASON_NO_RESULT,
        why: `market ${marketId} is not settled from a score`,
      };
  }
}
