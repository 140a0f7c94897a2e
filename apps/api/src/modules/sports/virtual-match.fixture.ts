import type { SportEvent } from '@orca/contracts';
import { hashServerSeed } from '@orca/games/rng/fair';
import { ORCA_PREMIER } from '@orca/games/sports/leagues';
import type { Database } from '../../db/client.ts';
import { emptyEventBook } from './feed.state.ts';
import * as repo from './sports.repository.ts';
import type { SportsService } from './sports.service.ts';
import { VIRTUAL_PRODUCER, type VirtualLeague, type VirtualMatch } from './virtual-league.ts';

/**
 * A virtual match from a known seed, written as the league writes one, for tests and benchmarks that feed
 * its messages themselves (the replay harness): its stream comes from `league.matchOf`, as the producer's does.
 */
export async function insertVirtualMatch(
  db: Database,
  league: Pick<VirtualLeague, 'matchOf'>,
  match: { id: string; seed: string; startsAt: Date; teams?: readonly [number, number] },
): Promise<VirtualMatch> {
  const [homeIndex, awayIndex] = match.teams ?? [0, 1];
  const home = ORCA_PREMIER.teams[homeIndex];
  const away = ORCA_PREMIER.teams[awayIndex];
  if (!home || !away) throw new Error('no such teams in the league');
  await repo.insertEvent(db, {
    id: match.id,
    sport: 'football',
    tournamentId: ORCA_PREMIER.id,
    tournamentName: ORCA_PREMIER.name,
    homeId: home.id,
    homeName: home.name,
    awayId: away.id,
    awayName: away.name,
    startsAt: match.startsAt,
    book: emptyEventBook(match.id),
    producer: VIRTUAL_PRODUCER,
    serverSeed: match.seed,
    serverSeedHash: hashServerSeed(match.seed),
  });
  const event = await repo.eventById(db, match.id);
  const virtual = event ? league.matchOf(event) : null;
  if (!virtual) throw new Error(`no match for ${match.id}`);
  return virtual;
}

/** The decimal odds a visitor sees on one outcome of an event's market line; throws when it has none. */
export function oddsOf(detail: SportEvent, key: string, outcomeId: number): string {
  const odds = detail.markets
    .find((m) => m.key === key)
    ?.outcomes.find((o) => o.id === outcomeId)?.odds;
  if (!odds) throw new Error(`no odds for ${key}/${outcomeId}`);
  return odds;
}

/**
 * For tests that drive the feed by hand with the league's job stopped: the producer says it is alive once and
 * stays up for the hour the test app allows (`SPORTS_PRODUCER_INACTIVITY_MS` below).
 */
export const FEED_BY_HAND = { SPORTS_PRODUCER_INACTIVITY_MS: '3600000' } as const;
export function producerAlive(sports: Pick<SportsService, 'alive'>, subscribed = true) {
  return sports.alive({
    type: 'alive',
    producer: VIRTUAL_PRODUCER,
    timestamp: Date.now(),
    subscribed,
  });
}
