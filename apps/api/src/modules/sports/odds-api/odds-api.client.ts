import { z } from 'zod';

/*
 * A client for The Odds API v4 (research A2): upcoming odds and recent scores of one sport, each response
 * checked by zod and returned with the quota headers it carried. The key travels in the `apiKey` query
 * parameter, as the API wants it, so no URL is ever put into an error or a log line: errors carry the path
 * and the status only, and any text the server sends back is scrubbed of the key before it is kept.
 */

const isoTime = z.iso.datetime({ offset: true });

const OutcomeSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(200).optional(),
  price: z.number().positive().finite(),
  point: z.number().finite().optional(),
});

const MarketSchema = z.object({
  key: z.string().min(1).max(100),
  last_update: isoTime.optional(),
  outcomes: z.array(OutcomeSchema).max(100),
});

const BookmakerSchema = z.object({
  key: z.string().min(1).max(100),
  title: z.string().max(200),
  last_update: isoTime,
  markets: z.array(MarketSchema).max(100),
});

const EventSchema = z.object({
  id: z.string().min(1).max(100),
  sport_key: z.string().min(1).max(100),
  sport_title: z.string().max(200).optional(),
  commence_time: isoTime,
  home_team: z.string().min(1).max(200),
  away_team: z.string().min(1).max(200),
  bookmakers: z.array(BookmakerSchema).max(200),
});
export type OddsApiEvent = z.infer<typeof EventSchema>;

const ScoreSchema = z.object({
  id: z.string().min(1).max(100),
  sport_key: z.string().min(1).max(100),
  sport_title: z.string().max(200).optional(),
  commence_time: isoTime,
  completed: z.boolean(),
  home_team: z.string().min(1).max(200),
  away_team: z.string().min(1).max(200),
  scores: z
    .array(z.object({ name: z.string().max(200), score: z.string().max(50) }))
    .max(10)
    .nullable(),
  last_update: isoTime.nullable(),
});
export type OddsApiScore = z.infer<typeof ScoreSchema>;

/** The API's error body (api-error-codes): `message`, `error_code` (EXCEEDED_FREQ_LIMIT, INVALID_KEY, …). */
const ErrorBodySchema = z.object({
  message: z.string().max(1000).optional(),
  error_code: z.string().max(100).optional(),
});

/** What the quota headers said; null where a header was absent or not a number. */
export interface OddsApiQuota {
  remaining: number | null;
  used: number | null;
  /** The credits the request itself cost. */
  last: number | null;
}

export interface OddsApiAnswer<T> {
  data: T[];
  /** Elements the schema refused (a malformed event is skipped, not the whole answer). */
  refused: number;
  quota: OddsApiQuota;
}

/** A request that failed: its status (0 for no answer), the API's error code, and the quota it reported. */
export class OddsApiError extends Error {
  override name = 'OddsApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly quota: OddsApiQuota,
    /** From a Retry-After header, when the server sent one. */
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

export interface OddsApiClientOptions {
  apiKey: string;
  /** `https://api.the-odds-api.com`, or a test's local server. */
  baseUrl: string;
  regions: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const MARKETS = 'h2h,spreads,totals';
const TIMEOUT_MS = 15_000;
/** Bodies larger than this are refused unread beyond it (a sport's odds are tens of kB). */
const MAX_BODY_CHARS = 8_000_000;

function headerNumber(headers: Headers, name: string): number | null {
  const text = headers.get(name);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function quotaOf(headers: Headers): OddsApiQuota {
  return {
    remaining: headerNumber(headers, 'x-requests-remaining'),
    used: headerNumber(headers, 'x-requests-used'),
    last: headerNumber(headers, 'x-requests-last'),
  };
}

function retryAfterOf(headers: Headers): number | null {
  const seconds = headerNumber(headers, 'retry-after');
  return seconds === null ? null : Math.min(seconds, 3600) * 1000;
}

export function createOddsApiClient(options: OddsApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  /** Any text that came from outside, with the key cut out, in case a server echoes the request. */
  const scrub = (text: string) => text.split(options.apiKey).join('***').slice(0, 300);

  async function get<T>(
    path: string,
    query: Record<string, string>,
    schema: z.ZodType<T>,
    /** The answer is one object (an event's odds), not a list. */
    single = false,
  ): Promise<OddsApiAnswer<T>> {
    const params = new URLSearchParams({ apiKey: options.apiKey, ...query });
    let response: Response;
    try {
      response = await doFetch(`${base}${path}?${params.toString()}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      // The cause may name the URL; only its kind is kept.
      const kind =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed to connect';
      throw new OddsApiError(
        `The Odds API ${path}: ${kind}`,
        0,
        null,
        { remaining: null, used: null, last: null },
        null,
      );
    }
    const quota = quotaOf(response.headers);
    const text = await response.text();
    if (!response.ok) {
      let body: z.infer<typeof ErrorBodySchema> = {};
      try {
        body = ErrorBodySchema.catch({}).parse(JSON.parse(text));
      } catch {
        // Not JSON: the status says enough.
      }
      const code = body.error_code ? scrub(body.error_code) : null;
      throw new OddsApiError(
        `The Odds API ${path}: HTTP ${response.status}${code ? ` ${code}` : ''}${
          body.message ? `: ${scrub(body.message)}` : ''
        }`,
        response.status,
        code,
        quota,
        retryAfterOf(response.headers),
      );
    }
    if (text.length > MAX_BODY_CHARS)
      throw new OddsApiError(`The Odds API ${path}: answer too large`, 200, null, quota, null);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new OddsApiError(`The Odds API ${path}: answer is not JSON`, 200, null, quota, null);
    }
    if (single && json !== null && typeof json === 'object' && !Array.isArray(json)) json = [json];
    if (!Array.isArray(json))
      throw new OddsApiError(`The Odds API ${path}: answer is not a list`, 200, null, quota, null);
    const data: T[] = [];
    let refused = 0;
    for (const item of json) {
      const parsed = schema.safeParse(item);
      if (parsed.success) data.push(parsed.data);
      else refused += 1;
    }
    return { data, refused, quota };
  }

  const sportPath = (sport: string, what: string) =>
    `/v4/sports/${encodeURIComponent(sport)}/${what}`;

  return {
    /** Upcoming and live events with h2h, spreads and totals (costs markets × regions credits). */
    odds: (sport: string) =>
      get(
        sportPath(sport, 'odds'),
        {
          regions: options.regions.join(','),
          markets: MARKETS,
          oddsFormat: 'decimal',
          dateFormat: 'iso',
        },
        EventSchema,
      ),
    /**
     * One event's odds in the given markets: the way to the API's additional markets (btts, draw_no_bet),
     * which the sport's odds list does not serve (costs markets × regions credits).
     */
    eventOdds: (sport: string, eventId: string, markets: readonly string[]) =>
      get(
        `${sportPath(sport, 'events')}/${encodeURIComponent(eventId)}/odds`,
        {
          regions: options.regions.join(','),
          markets: markets.join(','),
          oddsFormat: 'decimal',
          dateFormat: 'iso',
        },
        EventSchema,
        true,
      ),
    /** Live, upcoming and yesterday's completed events with their scores (2 credits with daysFrom). */
    scores: (sport: string) =>
      get(sportPath(sport, 'scores'), { daysFrom: '1', dateFormat: 'iso' }, ScoreSchema),
    /** The sports list: free, so a producer waiting for credits reads the quota from it. */
    sports: () => get('/v4/sports', {}, z.object({ key: z.string() })),
  };
}

export type OddsApiClient = ReturnType<typeof createOddsApiClient>;
