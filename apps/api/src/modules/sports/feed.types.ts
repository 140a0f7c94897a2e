import type {
  MARKET_STATUS,
  MarketStatus,
  SportEventStatus,
  SportsEventMessage,
} from '@orca/contracts';

/* The shapes of an event's book and of the effects a feed message asks for (feed.state.ts applies them). */

export type OfferStatus = Exclude<
  MarketStatus,
  typeof MARKET_STATUS.settled | typeof MARKET_STATUS.cancelled
>;
export type VoidFactor = 0 | 0.5 | 1;

export interface OutcomeOdds {
  /** Decimal odds as sent; null when the producer sent none. */
  odds: string | null;
  active: boolean;
}

export interface OutcomeResult {
  result: 0 | 1;
  voidFactor: VoidFactor;
  deadHeatFactor: number;
}

/** A bet_cancel: bets placed in [startTime, endTime) are void; null is an open end. */
export interface CancelWindow {
  startTime: number | null;
  endTime: number | null;
  voidReason: number | null;
}

export interface MarketBook {
  marketId: number;
  specifiers: string;
  /** What odds_change and bet_stop last said. */
  offerStatus: OfferStatus;
  /** The status players see, derived from offerStatus, settlement and cancels (statusOf). */
  status: MarketStatus;
  outcomes: Record<number, OutcomeOdds>;
  settlement: { certainty: number; outcomes: Record<number, OutcomeResult> } | null;
  cancels: CancelWindow[];
}

export interface EventBook {
  eventId: string;
  /** The last sequence applied, per producer. */
  sequences: Record<number, number>;
  /** Messages that arrived ahead of a gap, by producer and sequence. */
  pending: SportsEventMessage[];
  status: SportEventStatus | null;
  fixture: { changeType: number | null; startTime: number | null; nextLiveTime: number | null };
  /** By marketKey (`18?total=2.5`). */
  markets: Record<string, MarketBook>;
  /**
   * Set when the back office's producer (BACK_OFFICE_PRODUCER) has resulted the event by hand: from then on
   * the event is the back office's, and every other producer's message is ignored (feed.state.ts).
   */
  manual?: true;
}

export type IgnoredReason =
  | 'unknown_market'
  | 'market_settled'
  | 'market_cancelled'
  | 'already_settled'
  | 'not_settled'
  | 'not_cancelled'
  /** The back office resulted the event by hand; another producer's message changes nothing. */
  | 'manually_resulted';

export type FeedEffect =
  /** A market opened (from null) or its shown status changed. */
  | { kind: 'status'; marketKey: string; from: MarketStatus | null; to: MarketStatus }
  /** The outcomes whose odds or active flag changed. */
  | {
      kind: 'odds';
      marketKey: string;
      outcomes: { id: number; odds: string | null; active: boolean }[];
    }
  | { kind: 'event_status'; status: SportEventStatus }
  | {
      kind: 'fixture';
      changeType: number | null;
      startTime: number | null;
      nextLiveTime: number | null;
    }
  | ({ kind: 'settle'; marketKey: string; outcomeId: number; certainty: number } & OutcomeResult)
  /** A rollback: the outcome's bets are open again and their payouts are reversed. */
  | { kind: 'unsettle'; marketKey: string; outcomeId: number }
  /** Bets on the market placed in the window are void (refunded, a payout reversed). */
  | {
      kind: 'void';
      marketKey: string;
      startTime: number | null;
      endTime: number | null;
      voidReason: number | null;
    }
  | { kind: 'unvoid'; marketKey: string; startTime: number | null; endTime: number | null }
  | {
      kind: 'ignored';
      message: SportsEventMessage['type'];
      marketKey: string;
      reason: IgnoredReason;
    }
  /** Sequences expected..received−1 are missing: ask the producer to resend from `expected`. */
  | { kind: 'gap'; producer: number; expected: number; received: number };
