import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OddsApiEvent, OddsApiScore } from './odds-api.client.ts';

/*
 * For tests only: a local HTTP server that speaks The Odds API v4 as documented (research A2), so the
 * producer is tested against the protocol and never against the real service. It charges credits as the API
 * does (odds: markets × regions; scores: 2 with daysFrom, else 1; the sports list: free), answers with the
 * quota headers x-requests-remaining / -used / -last, refuses a wrong key with 401 INVALID_KEY, an empty
 * quota with 401 OUT_OF_USAGE_CREDITS, an unknown sport with 404 UNKNOWN_SPORT, and can be told to answer
 * 429 EXCEEDED_FREQ_LIMIT. The events it serves are what the test sets.
 */

export interface OddsApiPeer {
  url: string;
  /** Every request: path and query, in order. */
  requests: { path: string; query: URLSearchParams }[];
  odds: Map<string, OddsApiEvent[]>;
  scores: Map<string, OddsApiScore[]>;
  quota: { remaining: number; used: number };
  /** While above 0, each request is answered 429 (and counted down). */
  rateLimited: number;
  /** Echo the key in the 401 message, as a careless server might. */
  echoKey: boolean;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  quota: { remaining: number; used: number },
  last: number,
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'x-requests-remaining': String(quota.remaining),
    'x-requests-used': String(quota.used),
    'x-requests-last': String(last),
  });
  response.end(JSON.stringify(body));
}

export async function startOddsApiPeer(apiKey: string): Promise<OddsApiPeer> {
  const peer: Omit<OddsApiPeer, 'url' | 'close'> = {
    requests: [],
    odds: new Map(),
    scores: new Map(),
    quota: { remaining: 500, used: 0 },
    rateLimited: 0,
    echoKey: false,
  };

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://peer');
    const query = url.searchParams;
    peer.requests.push({ path: url.pathname, query });
    const error = (status: number, code: string, message: string) =>
      send(response, status, { message, error_code: code }, peer.quota, 0);
    if (peer.rateLimited > 0) {
      peer.rateLimited -= 1;
      return error(429, 'EXCEEDED_FREQ_LIMIT', 'Frequency limit exceeded. Retry later.');
    }
    const key = query.get('apiKey');
    if (!key) return error(401, 'MISSING_KEY', 'API key is missing');
    if (key !== apiKey)
      return error(
        401,
        'INVALID_KEY',
        peer.echoKey ? `API key is not valid: ${key}` : 'API key is not valid',
      );
    if (url.pathname === '/v4/sports')
      return send(
        response,
        200,
        [...new Set([...peer.odds.keys(), ...peer.scores.keys()])].map((sport) => ({
          key: sport,
          group: sport.split('_')[0],
          title: sport,
          description: sport,
          active: true,
          has_outrights: false,
        })),
        peer.quota,
        0,
      );
    const one = /^\/v4\/sports\/([a-z0-9_]+)\/events\/([0-9a-zA-Z]+)\/odds\/?$/.exec(url.pathname);
    const match = one
      ? ([one[0], one[1], 'event'] as const)
      : /^\/v4\/sports\/([a-z0-9_]+)\/(odds|scores)\/?$/.exec(url.pathname);
    if (!match) return error(404, 'NOT_FOUND', 'Not found');
    const [, sport = '', what] = match;
    if (!peer.odds.has(sport) && !peer.scores.has(sport))
      return error(404, 'UNKNOWN_SPORT', 'Unknown sport');
    let cost: number;
    let body: unknown;
    if (what === 'event') {
      // An event's odds: any market key, additional ones included; an event it does not list is 404.
      const regions = (query.get('regions') ?? '').split(',').filter(Boolean);
      const markets = (query.get('markets') ?? 'h2h').split(',').filter(Boolean);
      if (regions.length === 0) return error(422, 'MISSING_REGION', 'Missing regions');
      const event = (peer.odds.get(sport) ?? []).find((each) => each.id === one?.[2]);
      if (!event) return error(404, 'EVENT_NOT_FOUND', 'Event not found');
      cost = regions.length * markets.length;
      body = {
        ...event,
        bookmakers: event.bookmakers.map((bookmaker) => ({
          ...bookmaker,
          markets: bookmaker.markets.filter((market) => markets.includes(market.key)),
        })),
      };
    } else if (what === 'odds') {
      const regions = (query.get('regions') ?? '').split(',').filter(Boolean);
      const markets = (query.get('markets') ?? 'h2h').split(',').filter(Boolean);
      if (regions.length === 0) return error(422, 'MISSING_REGION', 'Missing regions');
      if (query.get('oddsFormat') !== 'decimal')
        return error(422, 'INVALID_ODDS_FORMAT', 'This peer serves decimal odds only');
      cost = regions.length * markets.length;
      body = (peer.odds.get(sport) ?? []).map((event) => ({
        ...event,
        bookmakers: event.bookmakers.map((bookmaker) => ({
          ...bookmaker,
          markets: bookmaker.markets.filter((market) => markets.includes(market.key)),
        })),
      }));
    } else {
      cost = query.has('daysFrom') ? 2 : 1;
      body = peer.scores.get(sport) ?? [];
    }
    if (peer.quota.remaining < cost)
      return error(401, 'OUT_OF_USAGE_CREDITS', 'Usage quota has been reached');
    peer.quota.remaining -= cost;
    peer.quota.used += cost;
    send(response, 200, body, peer.quota, cost);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

/** An Odds API event as the odds endpoint returns it, with one quote per bookmaker given. */
export function oddsEvent(input: {
  id: string;
  sport: string;
  home: string;
  away: string;
  commence: number;
  bookmakers: {
    key: string;
    /** Epoch ms of the quotes. */
    at: number;
    h2h?: number[];
    spreads?: { point: number; prices: [number, number] };
    totals?: { point: number; prices: [number, number] };
    /** Yes, No. */
    btts?: [number, number];
    /** Home, away. */
    drawNoBet?: [number, number];
    /** A key Orca cannot offer (an exchange's lay prices): home, draw, away. */
    h2hLay?: number[];
  }[];
}): OddsApiEvent {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    id: input.id,
    sport_key: input.sport,
    sport_title: input.sport.toUpperCase(),
    commence_time: iso(input.commence),
    home_team: input.home,
    away_team: input.away,
    bookmakers: input.bookmakers.map((book) => {
      const markets: OddsApiEvent['bookmakers'][number]['markets'] = [];
      if (book.h2h) {
        const names =
          book.h2h.length === 3 ? [input.home, 'Draw', input.away] : [input.home, input.away];
        markets.push({
          key: 'h2h',
          last_update: iso(book.at),
          outcomes: names.map((name, index) => ({ name, price: book.h2h?.[index] ?? 0 })),
        });
      }
      if (book.spreads)
        markets.push({
          key: 'spreads',
          last_update: iso(book.at),
          outcomes: [
            { name: input.home, price: book.spreads.prices[0], point: book.spreads.point },
            { name: input.away, price: book.spreads.prices[1], point: -book.spreads.point },
          ],
        });
      if (book.totals)
        markets.push({
          key: 'totals',
          last_update: iso(book.at),
          outcomes: [
            { name: 'Over', price: book.totals.prices[0], point: book.totals.point },
            { name: 'Under', price: book.totals.prices[1], point: book.totals.point },
          ],
        });
      if (book.btts)
        markets.push({
          key: 'btts',
          last_update: iso(book.at),
          outcomes: [
            { name: 'Yes', price: book.btts[0] },
            { name: 'No', price: book.btts[1] },
          ],
        });
      if (book.drawNoBet)
        markets.push({
          key: 'draw_no_bet',
          last_update: iso(book.at),
          outcomes: [
            { name: input.home, price: book.drawNoBet[0] },
            { name: input.away, price: book.drawNoBet[1] },
          ],
        });
      if (book.h2hLay)
        markets.push({
          key: 'h2h_lay',
          last_update: iso(book.at),
          outcomes: [input.home, 'Draw', input.away].map((name, index) => ({
            name,
            price: book.h2hLay?.[index] ?? 0,
          })),
        });
      return { key: book.key, title: book.key, last_update: iso(book.at), markets };
    }),
  };
}

/** The scores endpoint's entry for an event. */
export function scoreOf(
  event: OddsApiEvent,
  score: { home: number | string; away: number | string } | null,
  completed: boolean,
): OddsApiScore {
  return {
    id: event.id,
    sport_key: event.sport_key,
    commence_time: event.commence_time,
    completed,
    home_team: event.home_team,
    away_team: event.away_team,
    scores: score
      ? [
          { name: event.home_team, score: String(score.home) },
          { name: event.away_team, score: String(score.away) },
        ]
      : null,
    last_update: score ? event.commence_time : null,
  };
}
