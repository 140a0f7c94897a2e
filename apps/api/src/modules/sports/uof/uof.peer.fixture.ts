import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import amqp from 'amqplib';

/*
 * For tests only: Sportradar's side of the feed, spoken as documented (research A2), so the adapter is tested
 * against the protocol and a real RabbitMQ. An HTTP server answers the recovery request
 * (POST /v1/{product}/recovery/initiate_request, 202 ACCEPTED, token in x-access-token) and the fixture
 * endpoint, and publishes on a topic exchange of the test's own (so parallel tests never meet) the messages
 * a test writes and, for each recovery asked, the producer's snapshot: an odds_change per event carrying the
 * request_id, then snapshot_complete with it (unless told to hold them).
 */

export interface SnapshotEvent {
  eventId: string;
  markets: OddsMarketXml[];
  status?: { status: number; matchStatus: number; home?: number; away?: number };
}

export interface OddsMarketXml {
  id: number;
  specifiers?: string;
  status: number;
  outcomes: { id: number | string; odds?: string; active?: boolean }[];
}

export interface RecoveryAsked {
  product: string;
  after: number | null;
  requestId: number;
  token: string | null;
  at: number;
}

export interface UofPeer {
  apiUrl: string;
  exchange: string;
  token: string;
  recoveries: RecoveryAsked[];
  fixtureRequests: string[];
  /** What each UOF producer resends on a recovery (by UOF id). */
  snapshots: Map<number, SnapshotEvent[]>;
  fixtures: Map<string, { home: string; away: string; startsAt: number; tournament?: string }>;
  /** While true, a recovery's messages wait for completeRecovery. */
  holdSnapshots: boolean;
  publish(xml: string, routingKey: string): Promise<void>;
  /** Deletes a queue, as a broker restart or an operator would: its consumer is cancelled. */
  deleteQueue(queue: string): Promise<void>;
  /** Publishes a recovery's snapshot and its snapshot_complete (one held, or any request id). */
  completeRecovery(uofId: number, requestId: number): Promise<void>;
  close(): Promise<void>;
}

const PRODUCTS: Record<string, number> = { liveodds: 1, pre: 3 };

const attr = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : ` ${name}="${String(value)}"`;

/** `hi.pre.-.odds_change.1.sr:match.123.-`: prematch messages on the pre segment, live ones on live. */
export function routingKeyOf(
  type: string,
  uofId: number,
  eventId: string,
  priority = 'hi',
): string {
  const [prefix, kind, id] = eventId.split(':');
  const scope = uofId === 3 ? 'pre.-' : '-.live';
  return `${priority}.${scope}.${type}.1.${prefix}:${kind}.${id}.-`;
}
export const SYSTEM_KEY = (type: string) => `-.-.-.${type}.-.-.-.-`;

export function oddsChangeXml(input: {
  uofId: number;
  eventId: string;
  timestamp: number;
  requestId?: number;
  markets: OddsMarketXml[];
  status?: SnapshotEvent['status'];
}): string {
  const status = input.status
    ? `<sport_event_status${attr('status', input.status.status)}${attr('match_status', input.status.matchStatus)}${attr('home_score', input.status.home)}${attr('away_score', input.status.away)}/>`
    : '';
  const markets = input.markets
    .map(
      (market) =>
        `<market${attr('id', market.id)}${attr('specifiers', market.specifiers || undefined)}${attr('status', market.status)}>${market.outcomes
          .map(
            (o) =>
              `<outcome${attr('id', o.id)}${attr('odds', o.odds)}${attr('active', o.active === false ? 0 : 1)}/>`,
          )
          .join('')}</market>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><odds_change${attr('product', input.uofId)}${attr('event_id', input.eventId)}${attr('timestamp', input.timestamp)}${attr('request_id', input.requestId)}>${status}<odds>${markets}</odds></odds_change>`;
}

export const aliveXml = (uofId: number, timestamp: number, subscribed = true) =>
  `<alive product="${uofId}" timestamp="${timestamp}" subscribed="${subscribed ? 1 : 0}"/>`;
export const snapshotCompleteXml = (uofId: number, requestId: number, timestamp: number) =>
  `<snapshot_complete request_id="${requestId}" timestamp="${timestamp}" product="${uofId}"/>`;
export const betStopXml = (uofId: number, eventId: string, timestamp: number) =>
  `<bet_stop timestamp="${timestamp}" product="${uofId}" event_id="${eventId}" groups="all" market_status="-1"/>`;

export function betSettlementXml(input: {
  uofId: number;
  eventId: string;
  timestamp: number;
  markets: {
    id: number;
    specifiers?: string;
    outcomes: { id: number; result: number; voidFactor?: number }[];
  }[];
}): string {
  const markets = input.markets
    .map(
      (market) =>
        `<market${attr('id', market.id)}${attr('specifiers', market.specifiers || undefined)}>${market.outcomes
          .map(
            (o) =>
              `<outcome${attr('id', o.id)}${attr('result', o.result)}${attr('void_factor', o.voidFactor)}/>`,
          )
          .join('')}</market>`,
    )
    .join('');
  return `<bet_settlement certainty="2" product="${input.uofId}" event_id="${input.eventId}" timestamp="${input.timestamp}"><outcomes>${markets}</outcomes></bet_settlement>`;
}

function fixtureXml(
  id: string,
  fixture: { home: string; away: string; startsAt: number; tournament?: string },
) {
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `<?xml version="1.0" encoding="UTF-8"?><fixtures_fixture generated_at="${new Date().toISOString()}"><fixture id="${id}" start_time="${new Date(fixture.startsAt).toISOString()}" scheduled="${new Date(fixture.startsAt).toISOString()}"><tournament id="sr:tournament:17" name="${fixture.tournament ?? 'Premier League'}"><sport id="sr:sport:1" name="Soccer"/></tournament><competitors><competitor qualifier="home" id="sr:competitor:${slug(fixture.home).length}1" name="${fixture.home}"/><competitor qualifier="away" id="sr:competitor:${slug(fixture.away).length}2" name="${fixture.away}"/></competitors></fixture></fixtures_fixture>`;
}

export async function startUofPeer(options: { amqpUrl: string; token: string }): Promise<UofPeer> {
  const exchange = `uof-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const connection = await amqp.connect(options.amqpUrl);
  const channel = await connection.createConfirmChannel();
  // A refused operation closes the channel with an error event; the awaiting call reports it.
  connection.on('error', () => undefined);
  channel.on('error', () => undefined);
  await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: false });

  async function publish(xml: string, routingKey: string): Promise<void> {
    channel.publish(exchange, routingKey, Buffer.from(xml, 'utf8'), { contentType: 'text/xml' });
    await channel.waitForConfirms();
  }

  const peer: UofPeer = {
    apiUrl: '',
    close: () => Promise.resolve(),
    exchange,
    token: options.token,
    recoveries: [],
    fixtureRequests: [],
    snapshots: new Map(),
    fixtures: new Map(),
    holdSnapshots: false,
    publish,
    async deleteQueue(queue) {
      await channel.deleteQueue(queue);
    },
    async completeRecovery(uofId, requestId) {
      for (const event of peer.snapshots.get(uofId) ?? [])
        await publish(
          oddsChangeXml({
            uofId,
            eventId: event.eventId,
            timestamp: Date.now(),
            requestId,
            markets: event.markets,
            ...(event.status ? { status: event.status } : {}),
          }),
          routingKeyOf('odds_change', uofId, event.eventId, 'lo'),
        );
      await publish(
        snapshotCompleteXml(uofId, requestId, Date.now()),
        SYSTEM_KEY('snapshot_complete'),
      );
    },
  };

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://peer');
    const token =
      typeof request.headers['x-access-token'] === 'string'
        ? request.headers['x-access-token']
        : null;
    const reply = (status: number, xml: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(xml);
    };
    if (token !== options.token) {
      reply(403, '<response response_code="FORBIDDEN"><message>Invalid token</message></response>');
      return;
    }
    const recovery = /^\/v1\/([a-z_]+)\/recovery\/initiate_request$/.exec(url.pathname);
    if (recovery && request.method === 'POST') {
      const product = recovery[1] ?? '';
      const uofId = PRODUCTS[product];
      const requestId = Number(url.searchParams.get('request_id'));
      const after = url.searchParams.get('after');
      if (uofId === undefined || !Number.isInteger(requestId)) {
        reply(400, '<response response_code="BAD_REQUEST"/>');
        return;
      }
      peer.recoveries.push({
        product,
        after: after === null ? null : Number(after),
        requestId,
        token,
        at: Date.now(),
      });
      reply(
        202,
        '<response response_code="ACCEPTED"><action>Request for recovery accepted</action></response>',
      );
      if (!peer.holdSnapshots) void peer.completeRecovery(uofId, requestId).catch(() => undefined);
      return;
    }
    const fixture = /^\/v1\/sports\/en\/sport_events\/([^/]+)\/fixture\.xml$/.exec(url.pathname);
    if (fixture && request.method === 'GET') {
      const id = decodeURIComponent(fixture[1] ?? '');
      peer.fixtureRequests.push(id);
      const known = peer.fixtures.get(id);
      if (!known) reply(404, '<response response_code="NOT_FOUND"/>');
      else reply(200, fixtureXml(id, known));
      return;
    }
    reply(404, '<response response_code="NOT_FOUND"/>');
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  peer.apiUrl = `http://127.0.0.1:${port}`;
  peer.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await channel.deleteExchange(exchange).catch(() => undefined);
    await connection.close().catch(() => undefined);
  };
  return peer;
}
