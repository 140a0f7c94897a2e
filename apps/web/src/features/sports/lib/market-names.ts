import { MARKET, MARKETS, isMarketId, parseSpecifiers, type Specifiers } from '@orca/contracts';

/** A translation key and its values: the caller's `t` turns it into text. */
export interface Label {
  key: string;
  params: Record<string, string>;
}

const label = (key: string, params: Record<string, string> = {}): Label => ({ key, params });

/** Each catalogue market's name key (every id of MARKETS, so a market the producer starts pricing shows by name). */
const MARKET_KEYS: Record<number, string> = {
  [MARKET.matchResult]: 'sports.market.matchResult',
  [MARKET.nextGoal]: 'sports.market.nextGoal',
  [MARKET.doubleChance]: 'sports.market.doubleChance',
  [MARKET.drawNoBet]: 'sports.market.drawNoBet',
  [MARKET.handicap]: 'sports.market.handicap',
  [MARKET.total]: 'sports.market.total',
  [MARKET.bothTeamsToScore]: 'sports.market.bothTeamsToScore',
  [MARKET.correctScore]: 'sports.market.correctScore',
  [MARKET.winner]: 'sports.market.winner',
};

/** The order market groups show in on the event page: the main market first, the long lists last. */
export const MARKET_ORDER: readonly number[] = [
  MARKET.matchResult,
  MARKET.winner,
  MARKET.doubleChance,
  MARKET.drawNoBet,
  MARKET.total,
  MARKET.bothTeamsToScore,
  MARKET.handicap,
  MARKET.nextGoal,
  MARKET.correctScore,
];

function specifiersOf(text: string): Specifiers {
  try {
    return parseSpecifiers(text);
  } catch {
    return {};
  }
}

/** A line with its sign, as handicaps are written: +1, -1.5, 0. */
export function signedLine(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The name of a market group (every line of one market id): "Total goals", "Handicap". */
export function marketGroupName(marketId: number): Label {
  const key = MARKET_KEYS[marketId];
  return key ? label(key) : label('sports.market.other', { id: String(marketId) });
}

/** One line of a market: "Total goals 2.5", "Handicap -1", "2nd goal", "Correct score (from 1:0)". */
export function marketName(marketId: number, specifiers: string): Label {
  const spec = specifiersOf(specifiers);
  if (marketId === MARKET.total && spec.total !== undefined)
    return label('sports.market.totalLine', { line: String(spec.total) });
  if (marketId === MARKET.handicap && spec.hcp !== undefined)
    return label('sports.market.handicapLine', { line: signedLine(spec.hcp) });
  if (marketId === MARKET.nextGoal && spec.goalnr !== undefined)
    return label('sports.market.nextGoalLine', { number: String(spec.goalnr) });
  if (marketId === MARKET.correctScore && spec.score !== undefined)
    return label('sports.market.correctScoreFrom', {
      score: `${spec.score.home}:${spec.score.away}`,
    });
  return marketGroupName(marketId);
}

/** An outcome's name, with the teams' names where the catalogue's template names a competitor. */
export function outcomeName(
  marketId: number,
  specifiers: string,
  outcomeId: number,
  teams: { home: string; away: string },
): Label {
  const spec = specifiersOf(specifiers);
  const team = (name: string) => label('sports.outcome.team', { team: name });
  switch (marketId) {
    case MARKET.matchResult:
      if (outcomeId === 1) return team(teams.home);
      if (outcomeId === 2) return label('sports.outcome.draw');
      if (outcomeId === 3) return team(teams.away);
      break;
    case MARKET.nextGoal:
      if (outcomeId === 6) return team(teams.home);
      if (outcomeId === 7) return label('sports.outcome.noGoal');
      if (outcomeId === 8) return team(teams.away);
      break;
    case MARKET.doubleChance:
      if (outcomeId === 9) return label('sports.outcome.teamOrDraw', { team: teams.home });
      if (outcomeId === 10)
        return label('sports.outcome.teamOrTeam', { home: teams.home, away: teams.away });
      if (outcomeId === 11) return label('sports.outcome.teamOrDraw', { team: teams.away });
      break;
    case MARKET.drawNoBet:
    case MARKET.winner:
      if (outcomeId === 4) return team(teams.home);
      if (outcomeId === 5) return team(teams.away);
      break;
    case MARKET.handicap: {
      const line = spec.hcp ?? 0;
      if (outcomeId === 1714)
        return label('sports.outcome.teamLine', { team: teams.home, line: signedLine(line) });
      if (outcomeId === 1715)
        return label('sports.outcome.teamLine', {
          team: teams.away,
          line: signedLine(line === 0 ? 0 : -line),
        });
      break;
    }
    case MARKET.total:
      if (outcomeId === 12) return label('sports.outcome.over', { line: String(spec.total ?? '') });
      if (outcomeId === 13)
        return label('sports.outcome.under', { line: String(spec.total ?? '') });
      break;
    case MARKET.bothTeamsToScore:
      if (outcomeId === 74) return label('sports.outcome.yes');
      if (outcomeId === 76) return label('sports.outcome.no');
      break;
    case MARKET.correctScore: {
      const score = isMarketId(marketId) ? MARKETS[marketId].outcomes[outcomeId] : undefined;
      if (score) return label('sports.outcome.score', { score });
      break;
    }
  }
  return label('sports.outcome.other', { id: String(outcomeId) });
}

/** The short names of the 1X2 (or two-way winner) buttons in a list of matches. */
export const MAIN_MARKET_SHORT: Readonly<Record<number, string>> = {
  1: '1',
  2: 'X',
  3: '2',
  // The two-way winner's home and away.
  4: '1',
  5: '2',
};
