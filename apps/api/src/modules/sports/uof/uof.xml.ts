import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  formatSpecifiers,
  isCatalogueOutcome,
  isMarketId,
  MARKET_STATUS,
  parseMarketSpecifiers,
  SpecifierError,
  SportsEventMessageSchema,
  type SportsEventMessage,
} from '@orca/contracts';
import { eventIdOf, uofProducer, type UofProducer } from './uof.producers.ts';

/*
 * UOF's XML messages (UnifiedFeed.xsd, research A2) read into the sportsbook's message types. A message is
 * refused whole when it is not well-formed XML, names no producer Orca takes or no event it maps, or fails the
 * contract's schema; a market Orca's catalogue does not have (or an outcome it does not know) is left out of
 * the message and counted, so one exotic market never holds up the rest of the event's odds.
 */

/** An event message before the adapter numbers it in its event's sequence. */
export type UofEventBody = SportsEventMessage extends infer M
  ? M extends SportsEventMessage
    ? Omit<M, 'sequence'>
    : never
  : never;

export type UofMessage =
  | {
      kind: 'event';
      producer: UofProducer;
      body: UofEventBody;
      /** Set on the messages a recovery request sends (request_id). */
      requestId: number | null;
    }
  | { kind: 'alive'; producer: UofProducer; timestamp: number; subscribed: boolean }
  | { kind: 'snapshot_complete'; producer: UofProducer; timestamp: number; requestId: number };

export type UofRefusal =
  | 'malformed'
  | 'unknown_message'
  | 'unknown_producer'
  | 'unknown_event'
  | 'invalid'
  /** Every market in it was unknown, or it settled nothing yet: applying it would change nothing. */
  | 'empty';

export type UofParsed =
  | { ok: true; message: UofMessage; unknownMarkets: number }
  | { ok: false; refusal: UofRefusal; problem: string; unknownMarkets: number };

export const UOF_MESSAGE_TYPES = [
  'odds_change',
  'bet_stop',
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
  'fixture_change',
  'alive',
  'snapshot_complete',
] as const;

type Element = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'market' || name === 'outcome',
});

const elementOf = (value: unknown): Element | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Element) : null;
const elementsOf = (value: unknown): Element[] =>
  Array.isArray(value) ? value.map(elementOf).filter((e): e is Element => e !== null) : [];
const text = (element: Element, name: string): string | undefined => {
  const value = element[name];
  return typeof value === 'string' ? value : undefined;
};

function integer(element: Element, name: string): number | undefined {
  const value = text(element, name);
  if (value === undefined || !/^-?\d{1,16}$/.test(value.trim())) return undefined;
  return Number(value);
}

function decimal(element: Element, name: string): number | undefined {
  const value = text(element, name);
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

class Refused extends Error {
  constructor(
    readonly refusal: UofRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** Counts what was left out, for the adapter's log. */
interface Tally {
  unknownMarkets: number;
}

/** A market's id and canonical specifiers, or null (counted) when the catalogue does not have it. */
function lineOf(market: Element, tally: Tally): { id: number; specifiers: string } | null {
  const id = integer(market, 'id');
  if (id === undefined || !isMarketId(id)) {
    tally.unknownMarkets += 1;
    return null;
  }
  try {
    const specifiers = formatSpecifiers(
      parseMarketSpecifiers(id, text(market, 'specifiers') ?? ''),
    );
    return { id, specifiers };
  } catch (error) {
    if (!(error instanceof SpecifierError)) throw error;
    tally.unknownMarkets += 1;
    return null;
  }
}

/** Numeric outcome ids of the catalogue; a market with any other (a player, a competitor URN) is unknown. */
function outcomesOf(marketId: number, market: Element, tally: Tally): Element[] | null {
  const outcomes = elementsOf(market.outcome);
  const known = outcomes.every((outcome) => {
    const id = integer(outcome, 'id');
    return id !== undefined && isCatalogueOutcome(marketId, id);
  });
  if (outcomes.length === 0 || !known) {
    tally.unknownMarkets += 1;
    return null;
  }
  return outcomes;
}

const ODDS = /^\d{1,6}(\.\d{1,4})?$/;

function oddsMarkets(root: Element, tally: Tally) {
  const odds = elementOf(root.odds);
  if (!odds) return [];
  return elementsOf(odds.market).flatMap((market) => {
    const status = integer(market, 'status') ?? MARKET_STATUS.active;
    // Settled and cancelled are what bet_settlement and bet_cancel say; odds_change only repeats them.
    if (status === MARKET_STATUS.settled || status === MARKET_STATUS.cancelled) return [];
    const line = lineOf(market, tally);
    const outcomes = line && outcomesOf(line.id, market, tally);
    if (!line || !outcomes) return [];
    return [
      {
        ...line,
        status,
        outcomes: outcomes.map((outcome) => {
          const price = text(outcome, 'odds');
          const isPriced = price !== undefined && ODDS.test(price) && Number(price) > 1;
          return {
            id: Number(outcome.id),
            // An outcome without a usable price takes no bet, whatever its flag says.
            active: isPriced && text(outcome, 'active') !== '0',
            ...(isPriced ? { odds: price } : {}),
          };
        }),
      },
    ];
  });
}

function sportEventStatus(root: Element) {
  const status = elementOf(root.sport_event_status);
  if (!status) return {};
  const clock = elementOf(status.clock);
  const matchTime = clock ? text(clock, 'match_time') : undefined;
  const stoppage = clock ? text(clock, 'stoppage_time') : undefined;
  const time = /^\d{1,3}:[0-5]\d$/;
  return {
    sportEventStatus: {
      status: integer(status, 'status'),
      matchStatus: integer(status, 'match_status') ?? 0,
      homeScore: integer(status, 'home_score') ?? 0,
      awayScore: integer(status, 'away_score') ?? 0,
      ...(matchTime && time.test(matchTime)
        ? {
            clock: {
              matchTime,
              ...(stoppage && time.test(stoppage) ? { stoppageTime: stoppage } : {}),
              ...(clock && text(clock, 'stopped') !== undefined
                ? { stopped: text(clock, 'stopped') === 'true' || text(clock, 'stopped') === '1' }
                : {}),
            },
          }
        : {}),
    },
  };
}

/** The markets named without outcomes (bet_stop, rollbacks, bet_cancel), unknown ones left out. */
function marketRefs(markets: unknown, tally: Tally) {
  return elementsOf(markets).flatMap((market) => lineOf(market, tally) ?? []);
}

function settledMarkets(root: Element, tally: Tally) {
  const outcomes = elementOf(root.outcomes);
  if (!outcomes) return [];
  return elementsOf(outcomes.market).flatMap((market) => {
    const line = lineOf(market, tally);
    const settled = line && outcomesOf(line.id, market, tally);
    if (!line || !settled) return [];
    const results = settled.flatMap((outcome) => {
      const result = integer(outcome, 'result');
      // −1 is UNDECIDED_YET: the outcome is settled by a later message.
      if (result !== 0 && result !== 1) return [];
      const voidFactor = decimal(outcome, 'void_factor');
      const deadHeat = decimal(outcome, 'dead_heat_factor');
      return [
        {
          id: Number(outcome.id),
          result,
          ...(voidFactor ? { voidFactor } : {}),
          ...(deadHeat !== undefined && deadHeat !== 1 ? { deadHeatFactor: deadHeat } : {}),
        },
      ];
    });
    if (results.length === 0) return [];
    const voidReason = integer(market, 'void_reason');
    return [{ ...line, ...(voidReason === undefined ? {} : { voidReason }), outcomes: results }];
  });
}

function windowOf(root: Element) {
  const start = integer(root, 'start_time');
  const end = integer(root, 'end_time');
  return {
    ...(start === undefined ? {} : { startTime: start }),
    ...(end === undefined ? {} : { endTime: end }),
  };
}

function bodyOf(type: string, root: Element, tally: Tally): Record<string, unknown> {
  switch (type) {
    case 'odds_change':
      return { ...sportEventStatus(root), markets: oddsMarkets(root, tally) };
    case 'bet_stop': {
      // Groups name market groups of UOF's market descriptions, which Orca does not keep: any group stops
      // every market of the event (it suspends more than asked, never less).
      const groups = text(root, 'groups');
      if (groups === undefined) throw new Refused('invalid', 'bet_stop without groups');
      return { markets: 'all', reason: integer(root, 'betstop_reason') ?? 0 };
    }
    case 'bet_settlement': {
      const markets = settledMarkets(root, tally);
      if (markets.length === 0)
        throw new Refused('empty', 'bet_settlement settles no known market');
      return { certainty: integer(root, 'certainty') ?? 1, markets };
    }
    case 'rollback_bet_settlement':
    case 'rollback_bet_cancel':
    case 'bet_cancel': {
      const markets = marketRefs(root.market, tally);
      if (markets.length === 0) throw new Refused('empty', `${type} names no known market`);
      const voidReason = elementsOf(root.market)
        .map((market) => integer(market, 'void_reason'))
        .find((reason) => reason !== undefined);
      return {
        markets,
        ...(type === 'rollback_bet_settlement' ? {} : windowOf(root)),
        ...(type === 'bet_cancel' && voidReason !== undefined ? { voidReason } : {}),
      };
    }
    case 'fixture_change': {
      const changeType = integer(root, 'change_type');
      const startTime = integer(root, 'start_time');
      const nextLiveTime = integer(root, 'next_live_time');
      return {
        ...(changeType === undefined ? {} : { changeType }),
        ...(startTime === undefined ? {} : { startTime }),
        ...(nextLiveTime === undefined ? {} : { nextLiveTime }),
      };
    }
    default:
      throw new Refused('unknown_message', `unknown message <${type}>`);
  }
}

function read(xml: string, tally: Tally): UofMessage {
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new Refused(
      'malformed',
      `not well-formed XML (line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg})`,
    );
  const document = elementOf(parser.parse(xml));
  const type = document && Object.keys(document).find((name) => !name.startsWith('?'));
  const root = type ? elementOf(document?.[type]) : null;
  if (!type || !root) throw new Refused('malformed', 'no message element');
  if (!(UOF_MESSAGE_TYPES as readonly string[]).includes(type))
    throw new Refused('unknown_message', `unknown message <${type}>`);
  const product = integer(root, 'product');
  const producer = product === undefined ? null : uofProducer(product);
  if (!producer) throw new Refused('unknown_producer', `<${type}> from product ${product ?? '?'}`);
  const timestamp = integer(root, 'timestamp');
  if (timestamp === undefined || timestamp < 0)
    throw new Refused('invalid', `<${type}> without a timestamp`);
  if (type === 'alive')
    return { kind: 'alive', producer, timestamp, subscribed: text(root, 'subscribed') !== '0' };
  const requestId = integer(root, 'request_id');
  if (type === 'snapshot_complete') {
    if (requestId === undefined)
      throw new Refused('invalid', 'snapshot_complete without request_id');
    return { kind: 'snapshot_complete', producer, timestamp, requestId };
  }
  const externalId = text(root, 'event_id') ?? '';
  const eventId = eventIdOf(producer, externalId);
  if (!eventId) throw new Refused('unknown_event', `<${type}> for ${externalId || 'no event'}`);
  const candidate = {
    type,
    producer: producer.orcaId,
    eventId,
    timestamp,
    ...bodyOf(type, root, tally),
  };
  const checked = SportsEventMessageSchema.safeParse({ ...candidate, sequence: 1 });
  if (!checked.success)
    throw new Refused(
      'invalid',
      `<${type}> for ${externalId}: ${checked.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    );
  const { sequence: _sequence, ...body } = checked.data;
  return { kind: 'event', producer, body, requestId: requestId ?? null };
}

/** One AMQP message's body read; never throws. */
export function parseUofMessage(xml: string): UofParsed {
  const tally: Tally = { unknownMarkets: 0 };
  try {
    return { ok: true, message: read(xml, tally), unknownMarkets: tally.unknownMarkets };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return {
      ok: false,
      refusal: error.refusal,
      problem: error.message,
      unknownMarkets: tally.unknownMarkets,
    };
  }
}
