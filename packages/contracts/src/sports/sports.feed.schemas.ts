import { z } from 'zod';
import {
  isCatalogueOutcome,
  MARKET_STATUS,
  MarketIdSchema,
  parseMarketSpecifiers,
  SpecifierError,
} from './sports.catalogue.ts';

/*
 * The feed messages Orca's odds producers emit, shaped after Sportradar's Unified Odds Feed (research A2),
 * as JSON with camelCase names. The sportsbook consumes nothing else, so a UOF adapter and Orca Virtual
 * Football feed it the same way.
 *
 * Ordering. Every event message carries its producer, its event id, the producer's timestamp (ms since the
 * epoch) and `sequence`: 1, 2, 3, … per producer and event, with no gaps and never reused. The consumer
 * applies each (producer, event, sequence) exactly once and in sequence order: a sequence already applied is
 * a duplicate and ignored; one ahead of the next expected waits until the missing ones arrive, and the gap is
 * reported so the consumer can ask the producer to resend from the first missing sequence. Messages of two
 * producers for one event (prematch, then live) are not ordered against each other; a UOF handover
 * (status handed over) is how one producer passes a market to the other.
 *
 * `alive` is the producer's heartbeat, about the producer, not an event: it carries no event id or sequence.
 */

export const SPORT_EVENT_STATUS = {
  notStarted: 0,
  live: 1,
  suspended: 2,
  ended: 3,
  /** Results confirmed. */
  closed: 4,
  cancelled: 5,
  delayed: 6,
  interrupted: 7,
  postponed: 8,
  abandoned: 9,
} as const;

/** UOF match status ids for football (match_status_descriptions). */
export const MATCH_STATUS = {
  notStarted: 0,
  firstHalf: 6,
  secondHalf: 7,
  halftime: 31,
  ended: 100,
} as const;

/**
 * The UOF bet stop reasons Orca's producers send (betstop_reasons). The schema takes any UOF reason id, so an
 * adapter passes others through.
 */
export const BET_STOP_REASON = {
  unknown: 0,
  possibleGoal: 1,
  possibleGoalHome: 4,
  possibleGoalAway: 5,
  possiblePenalty: 8,
  possiblePenaltyHome: 9,
  possiblePenaltyAway: 10,
  matchEnded: 12,
} as const;

/** UOF bet_settlement certainty: 1 from the live scout, 2 confirmed after the match. */
export const SETTLEMENT_CERTAINTY = { liveScouted: 1, confirmed: 2 } as const;

/** UOF fixture_change change_type. */
export const FIXTURE_CHANGE_TYPE = {
  new: 1,
  startTime: 2,
  cancelled: 3,
  format: 4,
  coverage: 5,
} as const;

const epochMs = z.number().int().min(0);
/** A URN as UOF writes event ids: `sr:match:123`; Orca's own are `orca:match:123`. */
const EventIdSchema = z.string().regex(/^[a-z][a-z0-9_]*:[a-z][a-z0-9_]*:\d{1,18}$/);
const ProducerIdSchema = z.number().int().min(1).max(999);
const OutcomeIdSchema = z.number().int().min(1);
/** Decimal odds above 1 as a string, exactly as priced: "1.85", "12.5". */
const OddsSchema = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,4})?$/)
  .refine((odds) => Number(odds) > 1, 'odds must be above 1');
const timeOfMatch = z.string().regex(/^\d{1,3}:[0-5]\d$/);

const header = {
  producer: ProducerIdSchema,
  eventId: EventIdSchema,
  timestamp: epochMs,
  sequence: z.number().int().min(1),
};

/** Checks a market line against the catalogue: the market's specifiers, spelled canonically, and its outcome ids. */
function checkLine(
  line: { id: number; specifiers: string; outcomes?: readonly { id: number }[] },
  ctx: z.RefinementCtx,
): void {
  try {
    parseMarketSpecifiers(line.id, line.specifiers, { canonical: true });
  } catch (error) {
    if (!(error instanceof SpecifierError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['specifiers'], message: error.message });
  }
  const seen = new Set<number>();
  line.outcomes?.forEach((outcome, index) => {
    if (!isCatalogueOutcome(line.id, outcome.id))
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', index, 'id'],
        message: `outcome ${outcome.id} is not in market ${line.id}`,
      });
    if (seen.has(outcome.id))
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', index, 'id'],
        message: `outcome ${outcome.id} is given twice`,
      });
    seen.add(outcome.id);
  });
}

/** A market line named without its outcomes (bet_stop, rollbacks, bet_cancel). */
export const MarketRefSchema = z
  .object({ id: MarketIdSchema, specifiers: z.string() })
  .superRefine(checkLine);

export const SportEventStatusSchema = z.object({
  status: z.literal(Object.values(SPORT_EVENT_STATUS)),
  /** A UOF match status id (MATCH_STATUS for football). */
  matchStatus: z.number().int().min(0),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  clock: z
    .object({
      /** Match time `mm:ss`, counting from 0:00 at kick-off (45:00 at the start of the second half). */
      matchTime: timeOfMatch,
      stoppageTime: timeOfMatch.optional(),
      stopped: z.boolean().optional(),
    })
    .optional(),
});
export type SportEventStatus = z.infer<typeof SportEventStatusSchema>;

export const OddsChangeMarketSchema = z
  .object({
    id: MarketIdSchema,
    specifiers: z.string(),
    // Settled and cancelled come from bet_settlement and bet_cancel, never from odds.
    status: z.literal([
      MARKET_STATUS.active,
      MARKET_STATUS.deactivated,
      MARKET_STATUS.suspended,
      MARKET_STATUS.handedOver,
    ]),
    outcomes: z
      .array(
        z.object({
          id: OutcomeIdSchema,
          /** Absent when the outcome has no price (a deactivated market may send none). */
          odds: OddsSchema.optional(),
          active: z.boolean(),
        }),
      )
      .min(1),
  })
  .superRefine((market, ctx) => {
    checkLine(market, ctx);
    if (market.status !== MARKET_STATUS.active) return;
    market.outcomes.forEach((outcome, index) => {
      if (outcome.active && outcome.odds === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['outcomes', index, 'odds'],
          message: 'an active outcome of an active market needs odds',
        });
    });
  });

/**
 * New odds and statuses for the markets it lists (others keep theirs); the only message that reopens a market
 * after a bet stop. `sportEventStatus` updates the score, match status and clock.
 */
export const OddsChangeMessageSchema = z.object({
  type: z.literal('odds_change'),
  ...header,
  sportEventStatus: SportEventStatusSchema.optional(),
  markets: z.array(OddsChangeMarketSchema),
});

/** Suspend the listed markets, or all the event's: only active markets, and until an odds_change reopens them. */
export const BetStopMessageSchema = z.object({
  type: z.literal('bet_stop'),
  ...header,
  markets: z.union([z.literal('all'), z.array(MarketRefSchema).min(1)]),
  /** A UOF bet stop reason id (BET_STOP_REASON). */
  reason: z.number().int().min(0),
});

export const SettledOutcomeSchema = z.object({
  id: OutcomeIdSchema,
  result: z.literal([0, 1]),
  /** The share of the stake returned; absent means 0. */
  voidFactor: z.literal([0, 0.5, 1]).optional(),
  /** The share of the stake settled at the odds when a place is shared; absent means 1. */
  deadHeatFactor: z.number().gt(0).max(1).optional(),
});

/** Results per outcome; a leg's return is m = result·(1 − voidFactor)·deadHeatFactor·odds + voidFactor. */
export const BetSettlementMessageSchema = z.object({
  type: z.literal('bet_settlement'),
  ...header,
  certainty: z.literal(Object.values(SETTLEMENT_CERTAINTY)),
  markets: z
    .array(
      z
        .object({
          id: MarketIdSchema,
          specifiers: z.string(),
          voidReason: z.number().int().min(0).optional(),
          outcomes: z.array(SettledOutcomeSchema).min(1),
        })
        .superRefine(checkLine),
    )
    .min(1),
});

/** Undo the settlement of the listed markets: their bets are open again until the next bet_settlement. */
export const RollbackBetSettlementMessageSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  ...header,
  markets: z.array(MarketRefSchema).min(1),
});

const cancelWindow = {
  startTime: epochMs.optional(),
  endTime: epochMs.optional(),
};
function checkWindow(window: { startTime?: number; endTime?: number }, ctx: z.RefinementCtx): void {
  if (
    window.startTime !== undefined &&
    window.endTime !== undefined &&
    window.startTime >= window.endTime
  )
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must follow startTime' });
}

/**
 * Void the bets on the listed markets placed in [startTime, endTime) (UOF: only an end time voids every bet
 * placed before it, only a start time every bet placed from it, neither every bet). May follow a settlement.
 */
export const BetCancelMessageSchema = z
  .object({
    type: z.literal('bet_cancel'),
    ...header,
    markets: z.array(MarketRefSchema).min(1),
    ...cancelWindow,
    /** A UOF void reason id. */
    voidReason: z.number().int().min(0).optional(),
  })
  .superRefine(checkWindow);

/** Undo the cancel of the listed markets with this window, or every cancel of them when no window is given. */
export const RollbackBetCancelMessageSchema = z
  .object({
    type: z.literal('rollback_bet_cancel'),
    ...header,
    markets: z.array(MarketRefSchema).min(1),
    ...cancelWindow,
  })
  .superRefine(checkWindow);

export const FixtureChangeMessageSchema = z.object({
  type: z.literal('fixture_change'),
  ...header,
  changeType: z.literal(Object.values(FIXTURE_CHANGE_TYPE)).optional(),
  startTime: epochMs.optional(),
  /** When a match that is not live now is expected live next. */
  nextLiveTime: epochMs.optional(),
});

/** The producer's heartbeat; `subscribed: false` means it lost its state and the consumer must recover. */
export const AliveMessageSchema = z.object({
  type: z.literal('alive'),
  producer: ProducerIdSchema,
  timestamp: epochMs,
  subscribed: z.boolean(),
});
export type AliveMessage = z.infer<typeof AliveMessageSchema>;

const eventMessageSchemas = [
  OddsChangeMessageSchema,
  BetStopMessageSchema,
  BetSettlementMessageSchema,
  RollbackBetSettlementMessageSchema,
  BetCancelMessageSchema,
  RollbackBetCancelMessageSchema,
  FixtureChangeMessageSchema,
] as const;

/** A message about one event: everything but alive. */
export const SportsEventMessageSchema = z.discriminatedUnion('type', eventMessageSchemas);
export type SportsEventMessage = z.infer<typeof SportsEventMessageSchema>;

export const SportsFeedMessageSchema = z.discriminatedUnion('type', [
  ...eventMessageSchemas,
  AliveMessageSchema,
]);
export type SportsFeedMessage = z.infer<typeof SportsFeedMessageSchema>;
