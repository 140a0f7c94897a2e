import { describe, expect, it } from 'vitest';
import {
  ORCA_CHAMPIONSHIP,
  ORCA_PREMIER,
  VIRTUAL_LEAGUES,
  findTeam,
  seasonFixtures,
} from './leagues.ts';
import { matchResult } from './markets.ts';
import { dixonColesGrid, goalExpectancies } from './score-grid.ts';

/** Averages over all 90 ordered pairings of a league, each priced by its Dixon–Coles grid. */
function leagueAverages(league: typeof ORCA_PREMIER) {
  let goals = 0;
  let home = 0;
  let draw = 0;
  let pairings = 0;
  for (const h of league.teams)
    for (const a of league.teams) {
      if (h === a) continue;
      const { lambda, mu } = goalExpectancies(h, a, league.homeAdvantage);
      const grid = dixonColesGrid(lambda, mu, league.rho);
      grid.forEach((row, hg) => row.forEach((p, ag) => (goals += (hg + ag) * p)));
      const result = matchResult(grid);
      home += result.home;
      draw += result.draw;
      pairings += 1;
    }
  return { pairings, goals: goals / pairings, home: home / pairings, draw: draw / pairings };
}

describe('virtual football leagues', () => {
  it('has two leagues of ten teams with distinct ids and names', () => {
    expect(VIRTUAL_LEAGUES.map((l) => l.name)).toEqual(['Orca Premier', 'Orca Championship']);
    for (const league of VIRTUAL_LEAGUES) expect(league.teams).toHaveLength(10);
    const teams = VIRTUAL_LEAGUES.flatMap((l) => l.teams);
    expect(new Set(teams.map((t) => t.id)).size).toBe(20);
    expect(new Set(teams.map((t) => t.name)).size).toBe(20);
  });

  it.each(VIRTUAL_LEAGUES)(
    '$name averages ~2.7 goals, 44 % home wins and 26 % draws over every pairing',
    (league) => {
      const averages = leagueAverages(league);
      expect(averages.pairings).toBe(90);
      expect(averages.goals).toBeGreaterThan(2.6);
      expect(averages.goals).toBeLessThan(2.8);
      expect(averages.home).toBeGreaterThan(0.435);
      expect(averages.home).toBeLessThan(0.45);
      expect(averages.draw).toBeGreaterThan(0.255);
      expect(averages.draw).toBeLessThan(0.27);
    },
  );

  it('measures the averages it was tuned to (to 3 decimals)', () => {
    const round = (x: { goals: number; home: number; draw: number }) => ({
      goals: Number(x.goals.toFixed(3)),
      home: Number(x.home.toFixed(3)),
      draw: Number(x.draw.toFixed(3)),
    });
    expect(round(leagueAverages(ORCA_PREMIER))).toEqual({ goals: 2.729, home: 0.443, draw: 0.262 });
    expect(round(leagueAverages(ORCA_CHAMPIONSHIP))).toEqual({
      goals: 2.715,
      home: 0.444,
      draw: 0.261,
    });
  });

  it('finds a team by id and refuses one the league does not have', () => {
    expect(findTeam(ORCA_PREMIER, 'stormhaven-city').name).toBe('Stormhaven City');
    expect(() => findTeam(ORCA_PREMIER, 'lanternquay-town')).toThrow(
      "Orca Premier has no team 'lanternquay-town'",
    );
  });
});

describe('season fixtures (double round-robin, circle method)', () => {
  const ids = ORCA_PREMIER.teams.map((t) => t.id);
  const season = seasonFixtures(ids);

  it('has 18 rounds in which every team plays exactly once', () => {
    expect(season).toHaveLength(18);
    for (const round of season) {
      expect(round).toHaveLength(5);
      expect(new Set(round.flatMap((f) => [f.home, f.away]))).toEqual(new Set(ids));
    }
  });

  it('meets every other team once at home and once away, the second half mirroring the first', () => {
    const pairs = season.flat().map((f) => `${f.home}>${f.away}`);
    expect(new Set(pairs).size).toBe(90);
    for (const h of ids) for (const a of ids) if (h !== a) expect(pairs).toContain(`${h}>${a}`);
    season
      .slice(9)
      .forEach((round, r) =>
        expect(round).toEqual(season[r]?.map((f) => ({ home: f.away, away: f.home }))),
      );
  });

  it('balances venues: 4 or 5 home games in each half-season, at most one break per team in it', () => {
    for (const id of ids) {
      const venues = season.slice(0, 9).map((round) => round.some((f) => f.home === id));
      expect(venues.filter(Boolean).length).toBeGreaterThanOrEqual(4);
      expect(venues.filter(Boolean).length).toBeLessThanOrEqual(5);
      const breaks = venues.filter((home, r) => r > 0 && home === venues[r - 1]).length;
      expect(breaks).toBeLessThanOrEqual(1);
    }
  });

  it('is pure and pins the first round of the circle method', () => {
    expect(seasonFixtures(ids)).toEqual(season);
    const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(seasonFixtures(letters)[0]).toEqual([
      { home: 'a', away: 'j' },
      { home: 'b', away: 'i' },
      { home: 'h', away: 'c' },
      { home: 'd', away: 'g' },
      { home: 'f', away: 'e' },
    ]);
  });

  it('refuses an odd number of teams and repeated ids', () => {
    expect(() => seasonFixtures(ids.slice(1))).toThrow('an even number of teams');
    expect(() => seasonFixtures([])).toThrow('an even number of teams');
    expect(() => seasonFixtures(['a', 'b', 'a', 'c'])).toThrow('distinct team ids');
  });
});
