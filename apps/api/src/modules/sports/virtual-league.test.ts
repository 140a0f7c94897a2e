import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import type { AliveMessage } from '@orca/contracts';
import type { EventBook } from './feed.types.ts';
import { ALIVE_INTERVAL_MS } from './producer-health.ts';
import * as repo from './sports.repository.ts';
import {
  createVirtualLeague,
  DEMO_LEAGUE,
  LEAGUE_REST_AFTER_MS,
  VIRTUAL_PRODUCER,
} from './virtual-league.ts';

/*
 * The league on a clock the test moves: rounds are created ahead, each message is sent when its time comes
 * and never twice, and a turn with nothing due reads nothing.
 */

let t: TestApp;
let queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => queries.push(query) });
  await t.jobs.stop();
});
afterAll(async () => t?.close());

describe('Orca Virtual Football on the clock', () => {
  it('schedules rounds ahead, plays a match to its settlement, and idles without reading', async () => {
    const sports = servicesOf(t.app)?.sports;
    if (!sports) throw new Error('no sports service');
    const interval = DEMO_LEAGUE.roundIntervalMs;
    let clock = Math.floor(Date.UTC(2026, 10, 28, 12) / interval) * interval + 10_000;
    const league = createVirtualLeague({
      db: t.database.db,
      apply: sports.apply,
      settings: DEMO_LEAGUE,
      onApplied: () => undefined,
      alive: async () => undefined,
      now: () => clock,
    });

    // Nobody has looked yet: the league rests, and after one look at the empty table reads nothing.
    await league.tick();
    queries = [];
    clock += 60_000;
    await league.tick();
    expect(queries).toEqual([]);
    expect(
      (
        await repo.eventsPage(
          t.database.db,
          { phases: ['not_started'] },
          { limit: 1, offset: 0, newestFirst: false },
        )
      ).total,
    ).toBe(0);

    // The first visitor wakes it: the next rounds are open before the answer.
    await league.watched();
    await league.tick();
    const upcoming = await repo.eventsPage(
      t.database.db,
      { phases: ['not_started'] },
      { limit: 100, offset: 0, newestFirst: false },
    );
    // Two rounds ahead, two leagues of five matches each.
    expect(upcoming.total).toBe(20);
    // The schedule runs on the clock the rounds are aligned to.
    const first = upcoming.rows[0];
    if (!first) throw new Error('no event');
    expect(first.startsAt.getTime()).toBe(Math.floor(clock / interval) * interval + interval);
    // Fixture and pre-match odds are sent at once: the match is open for betting.
    expect((first.book as EventBook).sequences[VIRTUAL_PRODUCER]).toBe(2);
    expect(Object.keys((first.book as EventBook).markets).length).toBeGreaterThan(0);

    // Nothing is due until kick-off: a turn reads nothing.
    clock += 1_000;
    queries = [];
    await league.tick();
    expect(queries).toEqual([]);

    // Past full time of the first round (at most 108 match minutes with stoppage and the interval).
    clock = first.startsAt.getTime() + 110 * DEMO_LEAGUE.msPerMatchMinute;
    await league.tick();
    const played = await repo.eventById(t.database.db, first.id);
    expect(played?.phase).toBe('closed');
    expect(played?.seedRevealedAt).not.toBeNull();
    expect(played?.nextMessageAt).toBeNull();
    const match = played ? league.matchOf(played) : null;
    expect(played?.homeScore).toBe(match?.timeline.score.home);
    expect((played?.book as EventBook).sequences[VIRTUAL_PRODUCER]).toBe(match?.messages.length);
    const recorded = await repo.feedMessagesOf(t.database.db, first.id);
    expect(recorded.map((row) => row.sequence)).toEqual(match?.messages.map((m) => m.sequence));

    // The next round was created when its interval came; a restarted producer sends nothing twice.
    const restarted = createVirtualLeague({
      db: t.database.db,
      apply: sports.apply,
      settings: DEMO_LEAGUE,
      onApplied: () => {
        throw new Error('nothing should be applied again');
      },
      alive: async () => undefined,
      now: () => clock,
    });
    await restarted.watched();
    await restarted.tick();
    const live = await repo.eventsPage(
      t.database.db,
      { phases: ['not_started', 'live'] },
      { limit: 100, offset: 0, newestFirst: false },
    );
    expect(live.total).toBe(20);
  }, 120_000);
});

describe('a league nobody watches', () => {
  it('creates no new round once nobody has looked for a while, and then reads nothing', async () => {
    const sports = servicesOf(t.app)?.sports;
    if (!sports) throw new Error('no sports service');
    const interval = DEMO_LEAGUE.roundIntervalMs;
    let clock = Math.floor(Date.UTC(2026, 11, 1, 12) / interval) * interval + 10_000;
    const league = createVirtualLeague({
      db: t.database.db,
      apply: sports.apply,
      settings: DEMO_LEAGUE,
      onApplied: () => undefined,
      alive: async () => undefined,
      now: () => clock,
    });
    // The first test's matches are not this one's business: nothing of theirs is due any more.
    await t.database.db.execute(sql`update sport_events set next_message_at = null`);
    await league.watched();
    const before = await repo.latestStart(t.database.db, VIRTUAL_PRODUCER);
    // Its matches played out (as the first test plays one): no message is due any more.
    await t.database.db.execute(sql`update sport_events set next_message_at = null`);
    // Far past the rest: no round after them is created.
    clock += LEAGUE_REST_AFTER_MS + 2 * interval;
    await league.tick();
    await league.tick();
    expect(await repo.latestStart(t.database.db, VIRTUAL_PRODUCER)).toEqual(before);
    queries = [];
    clock += 60_000;
    await league.tick();
    expect(queries).toEqual([]);
  });
});

describe("the league's heartbeat", () => {
  it('says it is alive after each turn that got through, at most every 10 s, and not after a failed one', async () => {
    const sports = servicesOf(t.app)?.sports;
    if (!sports) throw new Error('no sports service');
    const interval = DEMO_LEAGUE.roundIntervalMs;
    let clock = Math.floor(Date.UTC(2027, 2, 1, 12) / interval) * interval + 10_000;
    const heard: AliveMessage[] = [];
    const leagueWith = (apply: typeof sports.apply) =>
      createVirtualLeague({
        db: t.database.db,
        apply,
        settings: DEMO_LEAGUE,
        onApplied: () => undefined,
        alive: async (message) => void heard.push(message),
        now: () => clock,
      });
    await t.database.db.execute(sql`update sport_events set next_message_at = null`);
    const league = leagueWith(sports.apply);
    await league.tick();
    expect(heard).toEqual([
      { type: 'alive', producer: VIRTUAL_PRODUCER, timestamp: clock, subscribed: true },
    ]);
    clock += ALIVE_INTERVAL_MS / 2;
    await league.tick();
    expect(heard).toHaveLength(1);
    clock += ALIVE_INTERVAL_MS / 2;
    await league.tick();
    expect(heard).toHaveLength(2);

    // Rounds open, then kick off; a producer whose messages cannot be applied says nothing.
    await league.watched();
    const failing = leagueWith(async () => {
      throw new Error('the book cannot be written');
    });
    clock += 2 * interval;
    for (let turn = 0; turn < 3; turn += 1) {
      await expect(failing.tick()).rejects.toThrow('the book cannot be written');
      clock += ALIVE_INTERVAL_MS;
    }
    expect(heard).toHaveLength(2);
    await t.database.db.execute(sql`update sport_events set next_message_at = null`);
  });
});
