import { randomBytes } from 'node:crypto';
import type { AliveMessage, SportsEventMessage } from '@orca/contracts';
import { hashServerSeed, randomServerSeed } from '@orca/games/rng/fair';
import { findTeam, seasonFixtures, VIRTUAL_LEAGUES, type League } from '@orca/games/sports/leagues';
import { matchTimeline, type MatchTimeline } from '@orca/games/sports/match-timeline';
import type { Database } from '../../db/client.ts';
import type { Applied, FeedApplier } from './feed.applier.ts';
import { emptyEventBook } from './feed.state.ts';
import { ALIVE_INTERVAL_MS } from './producer-health.ts';
import type { EventBook } from './feed.types.ts';
import * as repo from './sports.repository.ts';
import { producerMessages, type MarginMethod } from './virtual-producer.ts';

/*
 * Orca Virtual Football on the clock: rounds of fixtures at fixed times, each match's messages sent when
 * their time comes. Everything a match sends is a pure function of its seed (virtual-producer.ts), so the
 * producer keeps no state of its own: after a restart it sends, from the event's book, whatever is due and
 * not yet applied, and the book's sequences refuse anything twice.
 */

export const VIRTUAL_PRODUCER = 1;
export const VIRTUAL_SPORT = 'football';
/**
 * New rounds are created only while someone has looked at the sportsbook (or bet) within this long: an
 * unwatched server plays out the matches already open for bets and then rests, reading nothing.
 */
export const LEAGUE_REST_AFTER_MS = 10 * 60_000;

export interface LeagueSettings {
  /** A round of every league kicks off at each multiple of this (epoch ms). */
  roundIntervalMs: number;
  /** How many rounds ahead are open for pre-match betting. */
  roundsAhead: number;
  msPerMatchMinute: number;
  margin: number;
  method: MarginMethod;
}

/** 3 min between rounds, the next two open for betting, a match minute a second, a 6 % margin. */
export const DEMO_LEAGUE: LeagueSettings = {
  roundIntervalMs: 180_000,
  roundsAhead: 2,
  msPerMatchMinute: 1_000,
  margin: 0.06,
  method: 'proportional',
};

type EventMargins = Record<number, { margin: number; method: MarginMethod }>;

export interface VirtualMatch {
  timeline: MatchTimeline;
  league: League;
  messages: SportsEventMessage[];
}

/** `orca:match:<round><league><match>`: unique per kick-off, league and pairing, so a round is created once. */
export function virtualEventId(round: number, leagueIndex: number, matchIndex: number): string {
  return `orca:match:${round * 100 + leagueIndex * 10 + matchIndex}`;
}

/**
 * When a message is sent: the fixture and the pre-match odds as soon as the event exists (due at any
 * time, so no clock but the league's is read), the rest on time.
 */
function dueAt(message: SportsEventMessage): number {
  return message.sequence <= 2 ? 0 : message.timestamp;
}

export function createVirtualLeague(deps: {
  db: Database;
  apply: FeedApplier;
  settings: LeagueSettings;
  /** Told of every message applied, after its transaction (pushes to sockets). */
  onApplied: (applied: Applied) => void;
  /** The producer's heartbeat, sent after a turn that did its work, at most every ALIVE_INTERVAL_MS. */
  alive: (message: AliveMessage) => Promise<void>;
  now?: () => number;
}) {
  const { db, settings } = deps;
  const now = deps.now ?? Date.now;
  const matches = new Map<string, VirtualMatch>();
  /** Nothing is due before this (ms); a cache of the table's earliest next_message_at. */
  let quietUntil = 0;
  let scheduledUntil = 0;
  /** Until when the league creates rounds: someone looked at the sportsbook within LEAGUE_REST_AFTER_MS. */
  let watchedUntil = 0;
  let aliveAt = Number.NEGATIVE_INFINITY;

  /** The match behind a virtual event, from its seed: the verifier recomputes the same. */
  function matchOf(event: repo.SportEventRow): VirtualMatch | null {
    if (event.producer !== VIRTUAL_PRODUCER || !event.serverSeed) return null;
    const cached = matches.get(event.id);
    if (cached) return cached;
    const league = VIRTUAL_LEAGUES.find((l) => l.id === event.tournamentId);
    if (!league) return null;
    const timeline = matchTimeline({
      serverSeed: event.serverSeed,
      home: event.homeId,
      away: event.awayId,
      league,
    });
    const messages = producerMessages({
      eventId: event.id,
      producer: VIRTUAL_PRODUCER,
      timeline,
      kickOff: event.startsAt.getTime(),
      margin: settings.margin,
      method: settings.method,
      margins: (event.margins ?? {}) as EventMargins,
      msPerMatchMinute: settings.msPerMatchMinute,
    });
    const match = { timeline, league, messages };
    matches.set(event.id, match);
    // Matches long over are never asked again; keep the cache to the rounds in play.
    if (matches.size > 200) matches.delete(matches.keys().next().value ?? '');
    return match;
  }

  /** Creates the rounds kicking off in the next `roundsAhead` intervals that do not exist yet. */
  async function schedule(at: number): Promise<void> {
    const interval = settings.roundIntervalMs;
    const latest = (await repo.latestStart(db, VIRTUAL_PRODUCER))?.getTime() ?? 0;
    // A match is priced at the margins set when it is created, so its stream never changes afterwards.
    const margins: EventMargins = Object.fromEntries(
      (await repo.margins(db)).map((row) => [
        row.marketId,
        { margin: Number(row.margin), method: row.method },
      ]),
    );
    const firstRound = Math.floor(at / interval) + 1;
    for (let round = firstRound; round < firstRound + settings.roundsAhead; round++) {
      const kickOff = round * interval;
      if (kickOff <= latest) continue;
      for (const [leagueIndex, league] of VIRTUAL_LEAGUES.entries()) {
        const season = seasonFixtures(league.teams.map((team) => team.id));
        const fixtures = season[round % season.length] ?? [];
        for (const [matchIndex, fixture] of fixtures.entries()) {
          const id = virtualEventId(round, leagueIndex, matchIndex);
          const serverSeed = randomServerSeed(randomBytes);
          const book: EventBook = emptyEventBook(id);
          await repo.insertEvent(db, {
            id,
            sport: VIRTUAL_SPORT,
            tournamentId: league.id,
            tournamentName: league.name,
            homeId: fixture.home,
            homeName: findTeam(league, fixture.home).name,
            awayId: fixture.away,
            awayName: findTeam(league, fixture.away).name,
            startsAt: new Date(kickOff),
            book,
            producer: VIRTUAL_PRODUCER,
            serverSeed,
            serverSeedHash: hashServerSeed(serverSeed),
            margins,
            nextMessageAt: new Date(at),
          });
        }
      }
    }
    quietUntil = 0;
  }

  /** Sends one event's due messages in order, each in its own transaction. */
  async function deliver(eventId: string, at: number): Promise<void> {
    const event = await repo.eventById(db, eventId);
    if (!event) return;
    const match = matchOf(event);
    if (!match) {
      // Not this producer's (or its league is gone): nothing will ever be due from here.
      await repo.updateEvent(db, eventId, { nextMessageAt: null });
      return;
    }
    const applied = (event.book as EventBook).sequences[VIRTUAL_PRODUCER] ?? 0;
    const pending = match.messages.filter((m) => m.sequence > applied);
    for (const [index, message] of pending.entries()) {
      if (dueAt(message) > at) break;
      const next = pending[index + 1];
      const result = await deps.apply(message, {
        nextMessageAt: next ? new Date(dueAt(next)) : null,
      });
      if (result) deps.onApplied(result);
      await sayAlive();
    }
  }

  return {
    matchOf,
    schedule,
    /**
     * Someone looked at the sportsbook or bet: the league plays on (and, waking from rest, has the next rounds
     * open before the answer, so the first visitor finds matches to bet on).
     */
    async watched(): Promise<void> {
      const at = now();
      const wasResting = at >= watchedUntil;
      watchedUntil = at + LEAGUE_REST_AFTER_MS;
      if (!wasResting) return;
      await schedule(at);
      for (const id of await repo.dueEventIds(db, new Date(at), 50)) await deliver(id, at);
      scheduledUntil = 0;
      quietUntil = 0;
    },
    /**
     * One producer turn: schedule rounds when due, then send every message whose time has come; a turn that
     * got through says the producer is alive (one that fails does not, so its events are suspended in time).
     */
    async tick(): Promise<void> {
      await turn();
      await sayAlive();
    },
  };

  /**
   * The heartbeat, at most every ALIVE_INTERVAL_MS: after a turn that got through, and after each message a
   * long turn applies, so a producer working through a backlog stays up and one stuck or failing goes down.
   */
  async function sayAlive(): Promise<void> {
    const at = now();
    if (at - aliveAt < ALIVE_INTERVAL_MS) return;
    aliveAt = at;
    await deps.alive({
      type: 'alive',
      producer: VIRTUAL_PRODUCER,
      timestamp: at,
      subscribed: true,
    });
  }

  async function turn(): Promise<void> {
    const at = now();
    const awake = at < watchedUntil;
    if (awake && at >= scheduledUntil) {
      await schedule(at);
      // A new round is needed at the next interval at the earliest.
      scheduledUntil = (Math.floor(at / settings.roundIntervalMs) + 1) * settings.roundIntervalMs;
    }
    if (at < quietUntil) return;
    for (const id of await repo.dueEventIds(db, new Date(at), 50)) await deliver(id, at);
    const next = await repo.nextMessageAt(db);
    // Resting with nothing left to send: no read until someone looks again (watched resets it).
    quietUntil = next ? next.getTime() : awake ? scheduledUntil : Number.POSITIVE_INFINITY;
  }
}

export type VirtualLeague = ReturnType<typeof createVirtualLeague>;
