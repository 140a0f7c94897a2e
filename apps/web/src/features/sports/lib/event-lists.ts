import type { SportEventSummary } from '@orca/contracts';

export interface LeagueGroup {
  tournament: { id: string; name: string };
  events: SportEventSummary[];
}

/** Upcoming matches by league, each league's matches by kick-off, leagues in the order they first kick off. */
export function groupByLeague(events: readonly SportEventSummary[]): LeagueGroup[] {
  const sorted = [...events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id),
  );
  const groups = new Map<string, LeagueGroup>();
  for (const event of sorted) {
    const group = groups.get(event.tournament.id) ?? { tournament: event.tournament, events: [] };
    group.events.push(event);
    groups.set(event.tournament.id, group);
  }
  return [...groups.values()];
}

/** "Home – Away", how the API names a match in a bet's legs, and so the slip too. */
export const eventName = (event: Pick<SportEventSummary, 'home' | 'away'>) =>
  `${event.home.name} – ${event.away.name}`;

/** The teams of a bet leg's match from the name the API gives it ("Home – Away"; "Home v Away" as the slip writes it). */
export function teamsOf(eventName: string): { home: string; away: string } {
  const match = /^(.+?) (?:–|-|v) (.+)$/.exec(eventName);
  return match ? { home: match[1]!, away: match[2]! } : { home: eventName, away: '' };
}
