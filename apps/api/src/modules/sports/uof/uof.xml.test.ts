import { describe, expect, it } from 'vitest';
import { eventIdOf, UOF_PRODUCERS } from './uof.producers.ts';
import { createServer } from 'node:http';
import { createUofApi, parseFixture } from './uof.api.ts';
import { parseUofMessage } from './uof.xml.ts';

/*
 * UOF's XML read into the sportsbook's messages, on samples shaped as UnifiedFeed.xsd writes them (research
 * A2): every message type, what is left out and counted, and what is refused whole.
 */

const T = 1_764_322_800_000;

function event(xml: string) {
  const parsed = parseUofMessage(xml);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  if (parsed.message.kind !== 'event')
    throw new Error(`not an event message: ${parsed.message.kind}`);
  return { ...parsed.message, unknownMarkets: parsed.unknownMarkets };
}

describe('UOF messages', () => {
  it('maps producers to Orca ids that clash with none of its own, and match URNs to events', () => {
    expect(Object.values(UOF_PRODUCERS).map((p) => [p.uofId, p.orcaId, p.product])).toEqual([
      [1, 101, 'liveodds'],
      [3, 103, 'pre'],
    ]);
    const live = UOF_PRODUCERS[1];
    if (!live) throw new Error('no Live Odds');
    expect(eventIdOf(live, 'sr:match:61199123')).toBe('sr:match:61199123');
    expect(eventIdOf(live, 'sr:stage:123')).toBeNull();
    expect(eventIdOf(live, 'sr:match:12; drop')).toBeNull();
  });

  it('reads an odds_change: status, clock, markets with canonical specifiers, unknown markets left out', () => {
    const read = event(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <odds_change product="1" event_id="sr:match:42" timestamp="${T}" request_id="77">
        <sport_event_status status="1" match_status="6" home_score="1" away_score="0">
          <clock match_time="23:10" stopped="false"/>
        </sport_event_status>
        <odds betstop_reason="0" betting_status="0">
          <market id="1" status="1">
            <outcome id="1" odds="1.85" active="1" probabilities="0.5"/>
            <outcome id="2" odds="3.4" active="1"/>
            <outcome id="3" odds="4.75" active="1"/>
          </market>
          <market id="18" specifiers="total=2.50" status="-1">
            <outcome id="12" odds="1.9" active="1"/>
            <outcome id="13" odds="1.0" active="1"/>
          </market>
          <market id="999" status="1"><outcome id="1" odds="2" active="1"/></market>
          <market id="16" specifiers="hcp=-0.5" status="1"><outcome id="sr:player:1" odds="2" active="1"/></market>
          <market id="29" status="-3"><outcome id="74" active="0"/></market>
        </odds>
      </odds_change>`);
    expect(read.requestId).toBe(77);
    expect(read.unknownMarkets).toBe(2);
    expect(read.body).toEqual({
      type: 'odds_change',
      producer: 101,
      eventId: 'sr:match:42',
      timestamp: T,
      sportEventStatus: {
        status: 1,
        matchStatus: 6,
        homeScore: 1,
        awayScore: 0,
        clock: { matchTime: '23:10', stopped: false },
      },
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 1,
          outcomes: [
            { id: 1, odds: '1.85', active: true },
            { id: 2, odds: '3.4', active: true },
            { id: 3, odds: '4.75', active: true },
          ],
        },
        {
          id: 18,
          specifiers: 'total=2.5',
          status: -1,
          // Odds of 1.0 are no price: the outcome takes no bet.
          outcomes: [
            { id: 12, odds: '1.9', active: true },
            { id: 13, active: false },
          ],
        },
      ],
    });
  });

  it('reads bet_stop, bet_settlement, rollbacks, bet_cancel and fixture_change', () => {
    expect(
      event(
        `<bet_stop timestamp="${T}" product="3" event_id="sr:match:42" groups="all" market_status="-1"/>`,
      ).body,
    ).toEqual({
      type: 'bet_stop',
      producer: 103,
      eventId: 'sr:match:42',
      timestamp: T,
      markets: 'all',
      reason: 0,
    });

    expect(
      event(`<bet_settlement certainty="2" product="3" event_id="sr:match:42" timestamp="${T}">
        <outcomes>
          <market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="-1"/></market>
          <market id="18" specifiers="total=2.5" void_reason="12">
            <outcome id="12" result="0" void_factor="0.5"/><outcome id="13" result="1" dead_heat_factor="0.5"/>
          </market>
        </outcomes>
      </bet_settlement>`).body,
    ).toEqual({
      type: 'bet_settlement',
      producer: 103,
      eventId: 'sr:match:42',
      timestamp: T,
      certainty: 2,
      markets: [
        {
          id: 1,
          specifiers: '',
          outcomes: [
            { id: 1, result: 1 },
            { id: 2, result: 0 },
          ],
        },
        {
          id: 18,
          specifiers: 'total=2.5',
          voidReason: 12,
          outcomes: [
            { id: 12, result: 0, voidFactor: 0.5 },
            { id: 13, result: 1, deadHeatFactor: 0.5 },
          ],
        },
      ],
    });

    expect(
      event(
        `<rollback_bet_settlement event_id="sr:match:42" timestamp="${T}" product="3"><market id="1"/></rollback_bet_settlement>`,
      ).body,
    ).toEqual({
      type: 'rollback_bet_settlement',
      producer: 103,
      eventId: 'sr:match:42',
      timestamp: T,
      markets: [{ id: 1, specifiers: '' }],
    });

    expect(
      event(`<bet_cancel end_time="${T}" event_id="sr:match:42" timestamp="${T + 5}" product="1">
        <market id="18" specifiers="total=1.5" void_reason="8"/><market id="1"/></bet_cancel>`)
        .body,
    ).toEqual({
      type: 'bet_cancel',
      producer: 101,
      eventId: 'sr:match:42',
      timestamp: T + 5,
      endTime: T,
      voidReason: 8,
      markets: [
        { id: 18, specifiers: 'total=1.5' },
        { id: 1, specifiers: '' },
      ],
    });

    expect(
      event(
        `<rollback_bet_cancel start_time="${T - 10}" end_time="${T}" event_id="sr:match:42" timestamp="${T}" product="1"><market id="1"/></rollback_bet_cancel>`,
      ).body,
    ).toMatchObject({
      type: 'rollback_bet_cancel',
      startTime: T - 10,
      endTime: T,
      markets: [{ id: 1 }],
    });

    expect(
      event(
        `<fixture_change change_type="2" start_time="${T + 3_600_000}" product="3" event_id="sr:match:42" timestamp="${T}"/>`,
      ).body,
    ).toEqual({
      type: 'fixture_change',
      producer: 103,
      eventId: 'sr:match:42',
      timestamp: T,
      changeType: 2,
      startTime: T + 3_600_000,
    });
  });

  it('reads alive and snapshot_complete', () => {
    expect(parseUofMessage(`<alive product="1" timestamp="${T}" subscribed="0"/>`)).toMatchObject({
      ok: true,
      message: { kind: 'alive', producer: { orcaId: 101 }, timestamp: T, subscribed: false },
    });
    expect(
      parseUofMessage(`<snapshot_complete request_id="9" timestamp="${T}" product="3"/>`),
    ).toMatchObject({
      ok: true,
      message: { kind: 'snapshot_complete', producer: { orcaId: 103 }, requestId: 9 },
    });
  });

  it('refuses what it cannot read, naming the problem, and never throws', () => {
    const refusal = (xml: string) => {
      const parsed = parseUofMessage(xml);
      return parsed.ok ? 'accepted' : `${parsed.refusal}: ${parsed.problem}`;
    };
    expect(refusal('<odds_change product="1" event_id="sr:match:1"')).toMatch(
      /^malformed: not well-formed XML \(line 1/,
    );
    expect(refusal('<odds_change><odds></odds_change>')).toMatch(/^malformed: .*closing tag/);
    expect(refusal('')).toMatch(/^malformed/);
    expect(refusal(`<cashout product="1" event_id="sr:match:1" timestamp="${T}"/>`)).toBe(
      'unknown_message: unknown message <cashout>',
    );
    expect(refusal(`<alive product="4" timestamp="${T}" subscribed="1"/>`)).toBe(
      'unknown_producer: <alive> from product 4',
    );
    expect(
      refusal(`<bet_stop product="1" event_id="sr:stage:9" timestamp="${T}" groups="all"/>`),
    ).toBe('unknown_event: <bet_stop> for sr:stage:9');
    expect(
      refusal(
        `<odds_change product="1" event_id="sr:match:1" timestamp="${T}"><sport_event_status status="12"/></odds_change>`,
      ),
    ).toMatch(/^invalid: <odds_change> for sr:match:1: sportEventStatus.status/);
    expect(
      refusal(
        `<bet_cancel product="1" event_id="sr:match:1" timestamp="${T}" start_time="${T}" end_time="${T - 1}"><market id="1"/></bet_cancel>`,
      ),
    ).toMatch(/^invalid: .*endTime must follow startTime/);
    expect(
      refusal(
        `<bet_settlement product="1" event_id="sr:match:1" timestamp="${T}" certainty="1"><outcomes><market id="999"><outcome id="1" result="1"/></market></outcomes></bet_settlement>`,
      ),
    ).toBe('empty: bet_settlement settles no known market');
    expect(refusal(`<alive product="1" subscribed="1"/>`)).toBe(
      'invalid: <alive> without a timestamp',
    );
  });

  it('reads a fixture: teams, tournament, sport and start', () => {
    expect(
      parseFixture(`<?xml version="1.0" encoding="UTF-8"?><fixtures_fixture><fixture id="sr:match:42" start_time="2026-11-28T18:00:00+00:00">
        <tournament id="sr:tournament:17" name="Premier League"><sport id="sr:sport:1" name="Soccer"/></tournament>
        <competitors><competitor qualifier="home" id="sr:competitor:42" name="Arsenal"/><competitor qualifier="away" id="sr:competitor:38" name="Chelsea"/></competitors>
      </fixture></fixtures_fixture>`),
    ).toEqual({
      id: 'sr:match:42',
      startsAt: Date.parse('2026-11-28T18:00:00Z'),
      sport: 'football',
      tournamentId: 'sr:tournament:17',
      tournamentName: 'Premier League',
      home: { id: 'sr:competitor:42', name: 'Arsenal' },
      away: { id: 'sr:competitor:38', name: 'Chelsea' },
    });
    expect(
      parseFixture('<fixtures_fixture><fixture id="sr:match:1"/></fixtures_fixture>'),
    ).toBeNull();
  });

  it('asks for a fixture once more when the connection fails, and not a third time', async () => {
    const xml = `<fixtures_fixture><fixture id="sr:match:7" start_time="2026-11-28T18:00:00+00:00">
      <tournament id="sr:tournament:17" name="Premier League"><sport id="sr:sport:1" name="Soccer"/></tournament>
      <competitors><competitor qualifier="home" id="sr:competitor:1" name="A"/><competitor qualifier="away" id="sr:competitor:2" name="B"/></competitors>
    </fixture></fixtures_fixture>`;
    let requests = 0;
    let failures = 1;
    const server = createServer((request, response) => {
      requests += 1;
      if (failures > 0) {
        failures -= 1;
        request.socket.destroy();
        return;
      }
      response.end(xml);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const api = createUofApi({ baseUrl: `http://127.0.0.1:${port}`, token: 't' });
      expect(await api.fixture('sr:match:7')).toMatchObject({ id: 'sr:match:7' });
      expect(requests).toBe(2);
      failures = 2;
      requests = 0;
      await expect(api.fixture('sr:match:7')).rejects.toThrow(/TypeError/);
      expect(requests).toBe(2);
    } finally {
      server.close();
    }
  });
});
