import type { TeamRatings } from './score-grid.ts';

/**
 * The leagues of Orca Virtual Football. Clubs and places are invented. The ratings are published with the
 * game, because a verifier needs them to recompute a match from its revealed seed (match-timeline.ts):
 * λ = exp(attack_home + defence_away + homeAdvantage), μ = exp(attack_away + defence_home), Dixon–Coles ρ per
 * league (score-grid.ts). They were chosen, not fitted, so that the average over all 90 pairings of a league
 * is about 2.7 goals a match, 44 % home wins and 26 % draws (leagues.test.ts measures it). ρ is within the
 * range fitted on real leagues (about −0.07 on the EPL, −0.1 as penaltyblog's starting value).
 */
export interface Team extends TeamRatings {
  id: string;
  name: string;
}

export interface League {
  id: string;
  name: string;
  /** Log-scale home advantage, added to the home side's attack only. */
  homeAdvantage: number;
  /** Dixon–Coles low-score correlation. */
  rho: number;
  teams: readonly Team[];
}

function team(id: string, name: string, attack: number, defence: number): Team {
  return { id, name, attack, defence };
}

export const ORCA_PREMIER: League = {
  id: 'orca-premier',
  name: 'Orca Premier',
  homeAdvantage: 0.26,
  rho: -0.11,
  teams: [
    team('stormhaven-city', 'Stormhaven City', 0.36, -0.16),
    team('reefport-united', 'Reefport United', 0.3, -0.09),
    team('brinemouth-athletic', 'Brinemouth Athletic', 0.22, -0.02),
    team('kelpford-rovers', 'Kelpford Rovers', 0.12, 0.04),
    team('coralreach-wanderers', 'Coralreach Wanderers', 0.08, 0.14),
    team('gullcliff-town', 'Gullcliff Town', -0.02, 0.06),
    team('harbourlight-fc', 'Harbourlight FC', -0.08, 0.18),
    team('saltmarsh-rangers', 'Saltmarsh Rangers', -0.14, 0.22),
    team('driftwood-harriers', 'Driftwood Harriers', -0.2, 0.28),
    team('pebblecombe-borough', 'Pebblecombe Borough', -0.26, 0.34),
  ],
};

/** Closer ratings than the Premier (more even matches), so a weaker ρ keeps the draw rate the same. */
export const ORCA_CHAMPIONSHIP: League = {
  id: 'orca-championship',
  name: 'Orca Championship',
  homeAdvantage: 0.25,
  rho: -0.06,
  teams: [
    team('lanternquay-town', 'Lanternquay Town', 0.24, -0.01),
    team('seaspray-rovers', 'Seaspray Rovers', 0.18, 0.03),
    team('mistmoor-united', 'Mistmoor United', 0.14, 0.09),
    team('shellbridge-city', 'Shellbridge City', 0.1, 0.07),
    team('tidemill-wanderers', 'Tidemill Wanderers', 0.04, 0.13),
    team('wavecrest-athletic', 'Wavecrest Athletic', 0, 0.17),
    team('breakwater-rangers', 'Breakwater Rangers', -0.06, 0.15),
    team('northcove-harriers', 'Northcove Harriers', -0.1, 0.23),
    team('shipwright-borough', 'Shipwright Borough', -0.14, 0.25),
    team('puffinholm-fc', 'Puffinholm FC', -0.2, 0.27),
  ],
};

export const VIRTUAL_LEAGUES: readonly League[] = [ORCA_PREMIER, ORCA_CHAMPIONSHIP];

/** The league's team with this id; refuses an id the league does not have. */
export function findTeam(league: League, id: string): Team {
  const found = league.teams.find((t) => t.id === id);
  if (!found) throw new RangeError(`${league.name} has no team '${id}'`);
  return found;
}

export interface Fixture {
  home: string;
  away: string;
}

/**
 * One round-robin by the circle method: the first team stays put, the others rotate one place a round, and
 * round r pairs position i with position n − 1 − i. Venues follow the Berger pattern (the fixed team alternates;
 * the other pairs put the team in the odd position at home), which leaves each team at most one home–home or
 * away–away pair of consecutive rounds, the minimum of n − 2 such breaks in all.
 */
function singleRoundRobin(teamIds: readonly string[]): Fixture[][] {
  const n = teamIds.length;
  const [fixed = '', ...ring] = teamIds;
  return Array.from({ length: n - 1 }, (_, r) => {
    const order = [fixed, ...ring.slice(r), ...ring.slice(0, r)];
    return Array.from({ length: n / 2 }, (_, i) => {
      const first = order[i] ?? '';
      const second = order[n - 1 - i] ?? '';
      const firstAtHome = i === 0 ? r % 2 === 0 : i % 2 === 1;
      return firstAtHome ? { home: first, away: second } : { home: second, away: first };
    });
  });
}

/**
 * A season as a double round-robin: n − 1 rounds of the circle method, then the same rounds again with the
 * venues swapped (2·(n − 1) rounds, 18 for ten teams), so every team meets every other once at home and once
 * away. Pure: the same ids in the same order give the same season.
 */
export function seasonFixtures(teamIds: readonly string[]): Fixture[][] {
  if (teamIds.length < 2 || teamIds.length % 2 !== 0)
    throw new RangeError(
      `a season needs an even number of teams (2 or more), got ${teamIds.length}`,
    );
  if (new Set(teamIds).size !== teamIds.length)
    throw new RangeError('a season needs distinct team ids');
  const first = singleRoundRobin(teamIds);
  const second = first.map((round) => round.map(({ home, away }) => ({ home: away, away: home })));
  return [...first, ...second];
}
