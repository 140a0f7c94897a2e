import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { SportEvent, SportsBet } from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../../test/harness.ts';
import { servicesOf } from '../../../app.ts';
import { ConfigError, loadConfig } from '../../../platform/config.ts';
import { sportUofProducers } from '../../../db/schema/sports.ts';
import type { SportsService } from '../sports.service.ts';
import { FEED_BY_HAND } from '../virtual-match.fixture.ts';
import { createUofAdapter, type UofAdapter } from './uof.adapter.ts';
import {
  aliveXml,
  betSettlementXml,
  betStopXml,
  oddsChangeXml,
  routingKeyOf,
  snapshotCompleteXml,
  startUofPeer,
  SYSTEM_KEY,
  type OddsMarketXml,
  type UofPeer,
} from './uof.peer.fixture.ts';
import { MAX_RECOVERY_MS, MIN_RECOVERY_INTERVAL_MS } from './uof.recovery.ts';
import { lastMessageTimes } from './uof.repository.ts';

/*
 * UOF recovery after a gap (issue 24), against a real RabbitMQ and a local peer speaking UOF's recovery and
 * fixture endpoints (uof.peer.fixture.ts): odds in through the feed's XML and bettable through the player's
 * route, bet_stop refusing, bet_settlement paying once, and the recovery pitfalls of research A2 — a gap takes
 * the producer down and its markets stay suspended until the snapshot_complete of the request made, a stale
 * snapshot_complete changes nothing, alive subscribed=0 recovers, requests keep their minimum interval and
 * are made again after the maximum recovery time, and a restart recovers from the stored timestamp unless it
 * is older than the producer's recovery window.
 */

const AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const TOKEN = `uof-test-${randomBytes(4).toString('hex')}`;

async function isReachable(url: string): Promise<boolean> {
  try {
    const connection = await amqp.connect(url);
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

const hasBroker = await isReachable(AMQP_URL);
if (!hasBroker && process.env.REQUIRE_AMQP)
  throw new Error(`REQUIRE_AMQP is set but no AMQP broker answers at ${AMQP_URL}`);
if (!hasBroker)
  console.warn(
    `uof.test.ts skipped: no AMQP broker at ${AMQP_URL} (start RabbitMQ, or set REQUIRE_AMQP=1 to fail instead)`,
  );

const LIVE = 1;
const PREMATCH = 3;
const HOUR = 3_600_000;

const MATCH_RESULT: OddsMarketXml = {
  id: 1,
  status: 1,
  outcomes: [
    { id: 1, odds: '2.10' },
    { id: 2, odds: '3.30' },
    { id: 3, odds: '3.60' },
  ],
};
const TOTAL: OddsMarketXml = {
  id: 18,
  specifiers: 'total=2.5',
  status: 1,
  outcomes: [
    { id: 12, odds: '1.90' },
    { id: 13, odds: '1.95' },
  ],
};

let t: TestApp;
let sports: SportsService;
const logs: string[] = [];
let matches = 0;

/** Waits for a condition the feed brings about asynchronously (messages go through the broker, and a new match's fixture through the API: on a loaded CI machine that took over 10 s). */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function event(id: string): Promise<SportEvent> {
  const response = await t.request({ method: 'GET', url: `/api/v1/sports/events/${id}` });
  expect(response.status).toBe(200);
  return response.body.data as SportEvent;
}

/** The event exists and its first odds are applied (it is created from its fixture just before). */
const hasMarkets = async (id: string) =>
  ((await sports.event(id).catch(() => null))?.markets.length ?? 0) > 0;

const statuses = async (id: string) =>
  Object.fromEntries((await event(id)).markets.map((m) => [m.key, m.status]));

let keys = 0;
async function bet(player: string, eventId: string, odds = '2.10', outcomeId = 1) {
  keys += 1;
  return t.request({
    method: 'POST',
    url: '/api/v1/player/sports/bets',
    player,
    payload: {
      type: 'single',
      stake: '10.00',
      oddsChange: 'none',
      idempotencyKey: `uof-bet-${keys}-${TOKEN}`,
      selections: [{ eventId, marketId: 1, specifiers: '', outcomeId, odds }],
    },
  });
}

async function cash(player: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/v1/player/balance', player });
  return response.body.data.cash as string;
}

async function audit() {
  const result = await servicesOf(t.app)?.ledger.audit();
  expect(result?.problems).toEqual([]);
}

/** A match the peer knows, with a fixture for the adapter to create it from. */
function newMatch(peer: UofPeer): string {
  matches += 1;
  const id = `sr:match:${4_100_000 + matches}`;
  peer.fixtures.set(id, {
    home: `Home ${matches}`,
    away: `Away ${matches}`,
    startsAt: Date.now() + 2 * HOUR,
  });
  return id;
}

function odds(
  peer: UofPeer,
  uofId: number,
  eventId: string,
  timestamp: number,
  markets = [MATCH_RESULT],
) {
  return peer.publish(
    oddsChangeXml({
      uofId,
      eventId,
      timestamp,
      markets,
      status: { status: uofId === LIVE ? 1 : 0, matchStatus: uofId === LIVE ? 6 : 0 },
    }),
    routingKeyOf('odds_change', uofId, eventId),
  );
}

/** An adapter on its own peer and exchange, on a clock the test moves. */
async function adapterOn(clock: { at: number }, producers = [LIVE, PREMATCH]) {
  const peer = await startUofPeer({ amqpUrl: AMQP_URL, token: TOKEN });
  const adapter = createUofAdapter({
    db: t.database.db,
    apply: sports.apply,
    settings: {
      amqpUrl: AMQP_URL,
      apiUrl: peer.apiUrl,
      token: TOKEN,
      exchange: peer.exchange,
      producers,
    },
    onApplied: (applied) => void sports.announceApplied(applied).catch(() => undefined),
    alive: (message) => sports.alive(message),
    log: (line) => logs.push(line),
    now: () => clock.at,
  });
  return { peer, adapter };
}

async function up(adapter: UofAdapter, uofId: number) {
  await until(`producer ${uofId} up`, () => adapter.state(uofId).state === 'up');
}

describe.runIf(hasBroker)('UOF recovery after a gap', { timeout: 120_000 }, () => {
  let peer: UofPeer;
  beforeAll(async () => {
    peer = await startUofPeer({ amqpUrl: AMQP_URL, token: TOKEN });
    t = await createTestApp({
      SPORTS_BET_DELAY_MS: '50',
      ...FEED_BY_HAND,
      UOF_AMQP_URL: AMQP_URL,
      UOF_API_URL: peer.apiUrl,
      UOF_TOKEN: TOKEN,
      UOF_EXCHANGE: peer.exchange,
    });
    await t.jobs.stop();
    const built = servicesOf(t.app);
    if (!built) throw new Error('no services');
    sports = built.sports;
  });
  afterAll(async () => {
    // Closing the app closes the configured adapter's connection (the module's stop).
    await t?.close();
    expect(sports.uof?.isConnected()).toBe(false);
    await peer?.close();
  });

  it('is configured by UOF_AMQP_URL, UOF_API_URL and UOF_TOKEN, all or none', () => {
    expect(loadConfig({}).UOF_AMQP_URL).toBeUndefined();
    expect(
      loadConfig({ UOF_AMQP_URL: AMQP_URL, UOF_API_URL: 'http://127.0.0.1:1', UOF_TOKEN: TOKEN }),
    ).toMatchObject({ UOF_EXCHANGE: 'unifiedfeed', UOF_PRODUCERS: [1, 3] });
    for (const env of [
      { UOF_AMQP_URL: AMQP_URL },
      { UOF_API_URL: 'https://api.betradar.com', UOF_TOKEN: TOKEN },
      { UOF_AMQP_URL: 'http://broker', UOF_API_URL: 'https://api.betradar.com', UOF_TOKEN: TOKEN },
      { UOF_PRODUCERS: '1,4' },
    ])
      expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: 'skin-public-key-2026',
        SMTP_URL: 'smtp://mail.example.com:587',
        PUBLIC_URL: 'https://casino.example.com',
        DATABASE_URL: 'postgres://orca@db.example.com/orca',
        OPERATOR_SECRET_KEY: '7f1c0e5b9a3d4c2e8b6a1f0d9c8e7b6a5f4e3d2c1b0a99887766554433221100',
        UOF_AMQP_URL: 'amqp://token:@mq.example.com/1',
        UOF_API_URL: 'http://api.example.com',
        UOF_TOKEN: TOKEN,
      }),
    ).toThrow(/UOF_API_URL: must be https[\s\S]*UOF_AMQP_URL: must be amqps/);
  });

  it('takes odds in, refuses bets after bet_stop and pays a bet_settlement once', async () => {
    const adapter = sports.uof;
    if (!adapter) throw new Error('UOF_* did not enable the adapter');
    // The markets of a producer not yet recovered are suspended: it starts down, and recovers first.
    await adapter.tick();
    await up(adapter, PREMATCH);
    await up(adapter, LIVE);
    expect(peer.recoveries.map((r) => [r.product, r.after, r.token]).sort()).toEqual([
      ['liveodds', null, TOKEN],
      ['pre', null, TOKEN],
    ]);

    const id = newMatch(peer);
    await odds(peer, PREMATCH, id, Date.now(), [MATCH_RESULT, TOTAL]);
    await until('the match', async () => await hasMarkets(id));
    const detail = await event(id);
    expect(detail).toMatchObject({
      sport: 'football',
      home: { name: expect.stringMatching(/^Home /) },
      phase: 'not_started',
    });
    expect(await statuses(id)).toEqual({ '1': 'active', '18?total=2.5': 'active' });

    const { sessionid } = await fundedPlayer(t, 'UofPunter', '50.00');
    const placed = await bet(sessionid, id);
    expect(placed.status).toBe(200);
    const betId = placed.body.data.id as string;
    expect(await cash(sessionid)).toBe('40.00');

    await peer.publish(
      betStopXml(PREMATCH, id, Date.now()),
      routingKeyOf('bet_stop', PREMATCH, id),
    );
    await until('the bet stop', async () => (await statuses(id))['1'] === 'suspended');
    expect((await bet(sessionid, id)).body.info.resultCode).toBe('market_suspended');

    const settlement = betSettlementXml({
      uofId: PREMATCH,
      eventId: id,
      timestamp: Date.now(),
      markets: [
        {
          id: 1,
          outcomes: [
            { id: 1, result: 1 },
            { id: 2, result: 0 },
            { id: 3, result: 0 },
          ],
        },
      ],
    });
    await peer.publish(settlement, routingKeyOf('bet_settlement', PREMATCH, id));
    const view = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/player/sports/bets/${betId}`,
          player: sessionid,
        })
      ).body.data as SportsBet;
    await until('the settlement', async () => (await view()).status === 'won');
    expect(await view()).toMatchObject({ status: 'won', payout: '21.00' });
    expect(await cash(sessionid)).toBe('61.00');

    // The same settlement again (UOF resends after a recovery) pays nothing more.
    const applied = adapter.counters().applied;
    await peer.publish(settlement, routingKeyOf('bet_settlement', PREMATCH, id));
    await until('the resent settlement', () => adapter.counters().applied > applied);
    expect(await cash(sessionid)).toBe('61.00');
    await audit();
  });

  it('counts and logs malformed XML, unknown messages and markets, and goes on', async () => {
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [PREMATCH]);
    try {
      await adapter.tick();
      await up(adapter, PREMATCH);
      const id = newMatch(own);
      await own.publish(
        '<odds_change product="3" event_id="',
        routingKeyOf('odds_change', PREMATCH, id),
      );
      await own.publish(
        `<cashout product="3" event_id="${id}" timestamp="${clock.at}"/>`,
        routingKeyOf('cashout', PREMATCH, id),
      );
      await odds(own, PREMATCH, id, clock.at, [
        MATCH_RESULT,
        { id: 999, status: 1, outcomes: [{ id: 1, odds: '2.00' }] },
      ]);
      await until('the odds after them', async () => await hasMarkets(id));
      expect(adapter.counters()).toMatchObject({
        malformed: 1,
        unknown_message: 1,
        unknown_markets: 1,
      });
      expect(Object.keys(await statuses(id))).toEqual(['1']);
      const said = (pattern: RegExp) => logs.some((line) => pattern.test(line));
      expect(
        said(
          /^sports: uof: message hi\.pre\.-\.odds_change\.1\.sr:match\.\d+\.- refused \(malformed\): not well-formed XML/,
        ),
      ).toBe(true);
      expect(said(/refused \(unknown_message\): unknown message <cashout>/)).toBe(true);
      expect(said(/1 unknown market\(s\) left out of hi\.pre/)).toBe(true);
      expect(adapter.state(PREMATCH).state).toBe('up');
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it('follows the feed mapping: a match mapped onto another event feeds that event, and nothing once unmapped', async () => {
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [PREMATCH]);
    const admin = await operatorSession(t, 'admin');
    const asAdmin = (url: string, payload: object) =>
      t.request({ method: 'POST', url, headers: { 'x-operator-session': admin }, payload });
    try {
      await adapter.tick();
      await up(adapter, PREMATCH);
      const copy = newMatch(own);
      const target = newMatch(own);
      await odds(own, PREMATCH, copy, clock.at);
      await odds(own, PREMATCH, target, clock.at);
      await until(
        'both matches',
        async () => (await hasMarkets(copy)) && (await hasMarkets(target)),
      );

      // Each match the feed met is recorded for the back office, feeding its own event.
      const listed = await t.request({
        method: 'GET',
        url: '/api/v1/admin/sports/feed-events',
        headers: { 'x-operator-session': admin },
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      const recorded = (listed.body.data.events as { externalId: string; state: string }[]).filter(
        (e) => e.externalId === copy || e.externalId === target,
      );
      expect(recorded.map((e) => e.state)).toEqual(['auto', 'auto']);

      // The trader maps one match onto the other's event: the copy's next odds reach that event.
      const mapped = await asAdmin(`/api/v1/admin/sports/feed-events/103/${copy}/map`, {
        eventId: target,
        reason: 'The same match listed twice',
      });
      expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
      const moved: OddsMarketXml = {
        ...MATCH_RESULT,
        outcomes: [
          { id: 1, odds: '2.55' },
          { id: 2, odds: '3.05' },
          { id: 3, odds: '3.15' },
        ],
      };
      await odds(own, PREMATCH, copy, Date.now(), [moved]);
      await until(
        "the copy's odds on the target",
        async () => (await event(target)).markets[0]?.outcomes[0]?.odds === '2.55',
      );

      // Unmapped: the copy's messages are dropped and counted.
      const unmapped = await asAdmin(`/api/v1/admin/sports/feed-events/103/${copy}/unmap`, {
        reason: 'Feed duplicates this match',
      });
      expect(unmapped.status, JSON.stringify(unmapped.body)).toBe(200);
      const before = adapter.counters().ignored_event;
      await odds(own, PREMATCH, copy, Date.now(), [MATCH_RESULT]);
      await until('the ignored message', () => adapter.counters().ignored_event > before);
      expect((await event(target)).markets[0]?.outcomes[0]?.odds).toBe('2.55');
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it("suspends a producer's markets after a gap until the snapshot_complete of its recovery, then opens them again", async () => {
    await sports.uof?.stop();
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [LIVE]);
    try {
      await adapter.tick();
      await up(adapter, LIVE);
      const id = newMatch(own);
      await odds(own, LIVE, id, clock.at);
      await until('the odds', async () => await hasMarkets(id));
      expect(await statuses(id)).toEqual({ '1': 'active' });
      const { sessionid } = await fundedPlayer(t, 'UofGap', '50.00');
      expect((await bet(sessionid, id)).status).toBe(200);
      // Stored: the later of the snapshot_complete at start and the message processed since.
      const stored = (await lastMessageTimes(t.database.db, [LIVE])).get(LIVE) ?? 0;
      expect(stored).toBeGreaterThanOrEqual(clock.at);

      // A message generated a minute ago: it waited too long, messages were missed. The producer is down.
      own.holdSnapshots = true;
      await odds(own, LIVE, id, clock.at - 60_000);
      await until('the producer down', () => adapter.state(LIVE).state !== 'up');
      expect(adapter.state(LIVE).reason).toBe('processing_delay');
      await until('the markets suspended', async () => (await statuses(id))['1'] === 'suspended');
      expect((await bet(sessionid, id)).body.info.resultCode).toBe('market_suspended');

      // Not hammered: the recovery at start was just now, the next waits for the minimum interval.
      const asked = own.recoveries.length;
      await adapter.tick();
      expect(own.recoveries.length).toBe(asked);
      clock.at += MIN_RECOVERY_INTERVAL_MS;
      await adapter.tick();
      expect(own.recoveries.length).toBe(asked + 1);
      const request = own.recoveries.at(-1);
      // From the last message processed while up, not a full recovery.
      expect(request).toMatchObject({ product: 'liveodds', after: stored });

      // The snapshot's own messages (request_id) are applied; the markets stay suspended until it completes.
      own.snapshots.set(LIVE, [
        {
          eventId: id,
          markets: [
            {
              ...MATCH_RESULT,
              outcomes: [
                { id: 1, odds: '2.40' },
                { id: 2, odds: '3.10' },
                { id: 3, odds: '3.20' },
              ],
            },
          ],
        },
      ]);
      await own.publish(
        oddsChangeXml({
          uofId: LIVE,
          eventId: id,
          timestamp: Date.now(),
          requestId: request?.requestId ?? 0,
          markets: [
            {
              ...MATCH_RESULT,
              outcomes: [
                { id: 1, odds: '2.40' },
                { id: 2, odds: '3.10' },
                { id: 3, odds: '3.20' },
              ],
            },
          ],
        }),
        routingKeyOf('odds_change', LIVE, id, 'lo'),
      );
      await until(
        'the snapshot odds',
        async () => (await event(id)).markets[0]?.outcomes[0]?.odds === '2.40',
      );
      await adapter.tick();
      expect(await statuses(id)).toEqual({ '1': 'suspended' });
      expect((await bet(sessionid, id, '2.40')).body.info.resultCode).toBe('market_suspended');

      await own.completeRecovery(LIVE, request?.requestId ?? 0);
      await up(adapter, LIVE);
      await until('the markets open', async () => (await statuses(id))['1'] === 'active');
      expect((await bet(sessionid, id, '2.40')).status).toBe(200);
      await audit();
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it('recovers on alive subscribed=0, ignores a stale snapshot_complete, and asks again after the maximum recovery time', async () => {
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [PREMATCH]);
    try {
      await adapter.tick();
      await up(adapter, PREMATCH);
      const first = own.recoveries.at(-1)?.requestId ?? 0;
      own.holdSnapshots = true;

      clock.at += MIN_RECOVERY_INTERVAL_MS;
      await own.publish(aliveXml(PREMATCH, clock.at, false), SYSTEM_KEY('alive'));
      await until('the recovery asked', () => own.recoveries.length === 2);
      const second = own.recoveries[1]?.requestId ?? 0;
      expect(second).not.toBe(first);
      expect(adapter.state(PREMATCH)).toMatchObject({
        state: 'recovering',
        reason: 'not_subscribed',
      });

      // The snapshot_complete of the earlier request does not end this recovery.
      const stale = adapter.counters().stale_snapshots;
      await own.publish(
        snapshotCompleteXml(PREMATCH, first, clock.at),
        SYSTEM_KEY('snapshot_complete'),
      );
      await until('the stale snapshot seen', () => adapter.counters().stale_snapshots > stale);
      expect(adapter.state(PREMATCH).state).toBe('recovering');

      // More alives without a subscription and more ticks within the interval ask nothing more.
      await own.publish(aliveXml(PREMATCH, clock.at, false), SYSTEM_KEY('alive'));
      await until('the second alive', () => adapter.state(PREMATCH).state === 'down');
      clock.at += MIN_RECOVERY_INTERVAL_MS - 1;
      await adapter.tick();
      await adapter.tick();
      expect(own.recoveries.length).toBe(2);
      // The alive without subscription abandoned the second recovery too; its snapshot_complete is stale now.
      clock.at += 1;
      await adapter.tick();
      expect(own.recoveries.length).toBe(3);
      const third = own.recoveries[2]?.requestId ?? 0;

      // No snapshot_complete within the maximum recovery time: asked again.
      clock.at += MAX_RECOVERY_MS + 1;
      await adapter.tick();
      expect(own.recoveries.length).toBe(4);
      expect(logs.some((line) => line.includes('producer 3 down (recovery_timed_out)'))).toBe(true);
      await own.completeRecovery(PREMATCH, third);
      await own.completeRecovery(PREMATCH, own.recoveries[3]?.requestId ?? 0);
      await up(adapter, PREMATCH);
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it('takes every producer down when the feed connection is lost, then reconnects and recovers', async () => {
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [LIVE]);
    try {
      await adapter.tick();
      await up(adapter, LIVE);
      const id = newMatch(own);
      await odds(own, LIVE, id, clock.at);
      await until('the odds', async () => await hasMarkets(id));
      const queue = adapter.queue();
      expect(queue).toMatch(/^amq\.gen-/);

      // The broker drops the consumer's queue (a broker restart does): messages may have been missed.
      await own.deleteQueue(queue ?? '');
      await until('the loss seen', () => !adapter.isConnected());
      expect(adapter.state(LIVE)).toMatchObject({ state: 'down', reason: 'connection_lost' });
      await until('the markets suspended', async () => (await statuses(id))['1'] === 'suspended');

      clock.at += MIN_RECOVERY_INTERVAL_MS;
      await adapter.tick();
      expect(adapter.isConnected()).toBe(true);
      expect(adapter.queue()).not.toBe(queue);
      expect(own.recoveries).toHaveLength(2);
      expect(own.recoveries[1]?.after).toBeGreaterThanOrEqual(clock.at - MIN_RECOVERY_INTERVAL_MS);
      await up(adapter, LIVE);
      await until('the markets open', async () => (await statuses(id))['1'] === 'active');
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it('takes a producer down when its alives stop', async () => {
    const clock = { at: Date.now() };
    const { peer: own, adapter } = await adapterOn(clock, [LIVE]);
    try {
      await adapter.tick();
      await up(adapter, LIVE);
      clock.at += 15_000;
      await own.publish(aliveXml(LIVE, clock.at), SYSTEM_KEY('alive'));
      await until('the alive', async () => {
        await adapter.tick();
        return (await lastMessageTimes(t.database.db, [LIVE])).get(LIVE) === clock.at;
      });
      clock.at += 15_000;
      await adapter.tick();
      expect(adapter.state(LIVE).state).toBe('up');
      clock.at += 6_000;
      await adapter.tick();
      // Down for the missing alive, and recovering at once (the last request was 36 s ago).
      expect(adapter.state(LIVE)).toMatchObject({ state: 'recovering', reason: 'alive_missing' });
      expect(own.recoveries).toHaveLength(2);
      await until('the markets suspended', () => sports.producers.isDown(101));
    } finally {
      await adapter.stop();
      await own.close();
    }
  });

  it('after a restart recovers from the stored timestamp, and fully when it is older than the recovery window', async () => {
    const clock = { at: Date.now() };
    await t.database.db.delete(sportUofProducers);
    const first = await adapterOn(clock, [LIVE]);
    await first.adapter.tick();
    await up(first.adapter, LIVE);
    clock.at += 5_000;
    await first.peer.publish(aliveXml(LIVE, clock.at), SYSTEM_KEY('alive'));
    await until(
      'the stored timestamp',
      async () => (await lastMessageTimes(t.database.db, [LIVE])).get(LIVE) === clock.at,
    );
    const stored = clock.at;
    await first.adapter.stop();
    await first.peer.close();

    clock.at += HOUR;
    const second = await adapterOn(clock, [LIVE]);
    try {
      await second.adapter.tick();
      expect(second.peer.recoveries).toMatchObject([{ product: 'liveodds', after: stored }]);
      await up(second.adapter, LIVE);
    } finally {
      await second.adapter.stop();
      await second.peer.close();
    }

    // Past the producer's 180 minutes of stateful recovery: a full recovery (no `after`).
    clock.at += 4 * HOUR;
    const third = await adapterOn(clock, [LIVE]);
    try {
      await third.adapter.tick();
      expect(third.peer.recoveries).toMatchObject([{ product: 'liveodds', after: null }]);
      await up(third.adapter, LIVE);
    } finally {
      await third.adapter.stop();
      await third.peer.close();
    }
  });
});
