import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { RecoveryRequest } from './uof.recovery.ts';

/*
 * The two calls the adapter makes to UOF's HTTP API (research A2), with the token in x-access-token as UOF
 * asks: a producer's recovery request, and an event's fixture (its teams, tournament and start), which the
 * feed's messages do not carry. Errors name the path and status, never the token.
 */

const TIMEOUT_MS = 10_000;
const RETRY_AFTER_MS = 250;

export class UofApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | null,
    detail: string,
  ) {
    super(`UOF API ${path}: ${detail}`);
    this.name = 'UofApiError';
  }
}

export interface UofFixture {
  id: string;
  startsAt: number;
  sport: string;
  tournamentId: string;
  tournamentName: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'competitor',
});

type Element = Record<string, unknown>;
const elementOf = (value: unknown): Element | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Element) : null;
const textOf = (element: Element | null, name: string): string | undefined => {
  const value = element?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** sr:sport:1 is Soccer, which Orca calls football; any other sport goes by UOF's name. */
function sportOf(sport: Element | null): string {
  if (textOf(sport, 'id') === 'sr:sport:1') return 'football';
  return (textOf(sport, 'name') ?? 'other').toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A fixture endpoint's answer read; null when it lacks what an event needs. */
export function parseFixture(xml: string): UofFixture | null {
  if (XMLValidator.validate(xml) !== true) return null;
  const root = elementOf(elementOf(parser.parse(xml))?.fixtures_fixture);
  const fixture = elementOf(root?.fixture);
  const tournament = elementOf(fixture?.tournament);
  const competitors = elementOf(fixture?.competitors)?.competitor;
  const list = Array.isArray(competitors)
    ? competitors.map(elementOf).filter((c): c is Element => c !== null)
    : [];
  const side = (qualifier: string) => {
    const found = list.find((c) => textOf(c, 'qualifier') === qualifier);
    const id = textOf(found ?? null, 'id');
    const name = textOf(found ?? null, 'name');
    return id && name ? { id, name } : null;
  };
  const id = textOf(fixture, 'id');
  const startsAt = Date.parse(textOf(fixture, 'start_time') ?? textOf(fixture, 'scheduled') ?? '');
  const home = side('home');
  const away = side('away');
  if (!id || !Number.isFinite(startsAt) || !home || !away) return null;
  return {
    id,
    startsAt,
    sport: sportOf(elementOf(tournament?.sport)),
    tournamentId: textOf(tournament, 'id') ?? 'unknown',
    tournamentName: textOf(tournament, 'name') ?? 'Unknown',
    home,
    away,
  };
}

export function createUofApi(options: { baseUrl: string; token: string; nodeId?: number }) {
  const base = options.baseUrl.replace(/\/+$/, '');

  const send = (method: 'GET' | 'POST', path: string) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'x-access-token': options.token },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  async function call(method: 'GET' | 'POST', path: string): Promise<string> {
    let response: Response;
    try {
      response = await send(method, path).catch(async (error: unknown) => {
        // A network failure (fetch's TypeError: a kept-alive connection the server closed as it was
        // reused, a reset) is tried once more for a GET, which changes nothing; a timeout is not.
        if (method !== 'GET' || !(error instanceof TypeError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        return send(method, path);
      });
    } catch (error) {
      throw new UofApiError(
        path.split('?')[0] ?? path,
        null,
        error instanceof Error ? error.name : 'failed',
      );
    }
    const body = await response.text();
    if (!response.ok)
      throw new UofApiError(
        path.split('?')[0] ?? path,
        response.status,
        `status ${response.status}`,
      );
    return body;
  }

  return {
    /** POST /v1/{product}/recovery/initiate_request: UOF answers 202 and sends the snapshot over AMQP. */
    async requestRecovery(request: RecoveryRequest): Promise<void> {
      const query = new URLSearchParams();
      if (request.after !== null) query.set('after', String(request.after));
      query.set('request_id', String(request.requestId));
      if (options.nodeId !== undefined) query.set('node_id', String(options.nodeId));
      await call('POST', `/v1/${request.producer.product}/recovery/initiate_request?${query}`);
    },

    async fixture(eventId: string): Promise<UofFixture | null> {
      const xml = await call('GET', `/v1/sports/en/sport_events/${eventId}/fixture.xml`);
      return parseFixture(xml);
    },
  };
}

export type UofApi = ReturnType<typeof createUofApi>;
