import { MARKET, MARKET_STATUS, parseSpecifiers, type SportsEventMessage } from '@orca/contracts';
import type { EventBook } from '../feed.types.ts';
import { lineResult, settleFromScore } from '../score-settlement.ts';
import type { OddsApiScore } from './odds-api.client.ts';

/*
 * Results from The Odds API's scores. The API reports a final score and nothing else: no void factor, dead
 * heat, cancel or rollback (research A2), so the adapter works out each line's result itself. Only full-time
 * h2h, spreads and totals can be settled this way, and the mapped btts and draw_no_bet (odds-api.markets.ts),
 * which are the only lines it offers.
 */

type SettledMarket = Extract<SportsEventMessage, { type: 'bet_settlement' }>['markets'][number];

/**
 * The final score of a completed event, or null when it is not complete or its scores cannot be read as
 * whole numbers per side (cricket's "245/8" is not; such an event is never settled and is voided when its
 * window passes).
 */
export function finalScore(score: OddsApiScore): { home: number; away: number } | null {
  if (!score.completed || !score.scores) return null;
  const of = (team: string) => {
    const entries = score.scores?.filter((entry) => entry.name === team) ?? [];
    const text = entries.length === 1 ? entries[0]?.score.trim() : undefined;
    return text !== undefined && /^\d{1,4}$/.test(text) ? Number(text) : null;
  };
  const home = of(score.home_team);
  const away = of(score.away_team);
  return home === null || away === null ? null : { home, away };
}

/** The score so far of an event under way, or null when the scores have none readable. */
export function currentScore(score: OddsApiScore): { home: number; away: number } | null {
  return finalScore({ ...score, completed: true });
}

const won = (winner: boolean) => ({ result: winner ? (1 as const) : (0 as const) });

/**
 * Every line the book opened and has not settled or cancelled, settled from the final score:
 * 1x2 by the result; the two-way winner void on a tie (stake back on both sides); handicaps and totals by
 * lineResult, so a whole line that lands exactly (total 3 and three goals, hcp −1 and a one-goal win) is a
 * push (void factor 1), and a quarter line half won or half lost.
 */
export function settlementOf(
  book: EventBook,
  score: { home: number; away: number },
): SettledMarket[] {
  const difference = score.home - score.away;
  const goals = score.home + score.away;
  const markets: SettledMarket[] = [];
  const open = Object.values(book.markets)
    .filter((m) => m.status !== MARKET_STATUS.settled && m.status !== MARKET_STATUS.cancelled)
    .sort((a, b) => a.marketId - b.marketId || (a.specifiers < b.specifiers ? -1 : 1));
  for (const market of open) {
    const { specifiers } = market;
    switch (market.marketId) {
      case MARKET.matchResult:
        markets.push({
          id: MARKET.matchResult,
          specifiers,
          outcomes: [
            { id: 1, ...won(difference > 0) },
            { id: 2, ...won(difference === 0) },
            { id: 3, ...won(difference < 0) },
          ],
        });
        break;
      case MARKET.winner:
        markets.push({
          id: MARKET.winner,
          specifiers,
          outcomes:
            difference === 0
              ? [
                  { id: 4, result: 0, voidFactor: 1 },
                  { id: 5, result: 0, voidFactor: 1 },
                ]
              : [
                  { id: 4, ...won(difference > 0) },
                  { id: 5, ...won(difference < 0) },
                ],
        });
        break;
      case MARKET.handicap: {
        const hcp = parseSpecifiers(specifiers).hcp ?? 0;
        markets.push({
          id: MARKET.handicap,
          specifiers,
          outcomes: [
            { id: 1714, ...lineResult(difference, hcp) },
            { id: 1715, ...lineResult(-difference, -hcp) },
          ],
        });
        break;
      }
      case MARKET.bothTeamsToScore:
      case MARKET.drawNoBet: {
        const verdict = settleFromScore(market.marketId, specifiers, score);
        if (verdict.kind === 'settle')
          markets.push({ id: market.marketId, specifiers, outcomes: verdict.outcomes });
        break;
      }
      case MARKET.total: {
        const total = parseSpecifiers(specifiers).total ?? 0;
        markets.push({
          id: MARKET.total,
          specifiers,
          // Over wins when goals − total > 0, under when total − goals > 0.
          outcomes: [
            { id: 12, ...lineResult(goals, -total) },
            { id: 13, ...lineResult(-goals, total) },
          ],
        });
        break;
      }
    }
  }
  return markets;
}
