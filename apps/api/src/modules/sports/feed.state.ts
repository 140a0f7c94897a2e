import {
  MARKET_STATUS,
  marketKey,
  type MarketStatus,
  type SportsEventMessage,
} from '@orca/contracts';
import type {
  CancelWindow,
  EventBook,
  FeedEffect,
  IgnoredReason,
  MarketBook,
  OutcomeResult,
} from './feed.types.ts';

/*
 * An event's book as the feed leaves it, and what each feed message asks the sportsbook to do (issue 23).
 * `applyFeedMessage` is pure: the caller stores the returned book and performs the effects (ledger
 * transfers for settle/unsettle/void/unvoid, pushes for odds and statuses, a resend request for a gap)
 * in the same transaction, so a message is applied exactly once even across restarts.
 *
 * Guarantees, per producer of an event (sequence 1, 2, 3, …, see sports.feed.schemas.ts):
 * - exactly once: a sequence at or below the last applied one is a duplicate and changes nothing (the same
 *   book object comes back, no effects);
 * - in order: a sequence beyond the next expected is held in `pending`, with a `gap` effect naming the first
 *   missing sequence, and applied as soon as the gap is filled. So any delivery of a stream in any order,
 *   with any duplicates, ends in the same book and performs the same effects in the same order as the
 *   ordered stream, gap reports aside. Two producers' messages are not ordered against each other.
 * Per market:
 * - bet_stop suspends active markets only, until an odds_change names the market again;
 * - bet_settlement, rollbacks and bet_cancel touch only markets an odds_change has opened (others give an
 *   `ignored` effect), and a settled or cancelled market refuses new odds;
 * - a settled market stays settled: a second bet_settlement with the same results only raises the certainty,
 *   with other results it is ignored (a rollback must come first, as UOF resettles);
 * - a rollback restores the pre-settlement status, because the shown status is derived: cancelled (a cancel
 *   with no window), else settled, else what odds_change and bet_stop last said.
 */

/**
 * The back office's own producer id (issue 24): an operator's manual result or resettlement is sent as this
 * producer's messages, with their own sequence, through the same reducer and applier as any feed. Once one of
 * them is applied the book is marked `manual`, and every later message of another producer for the
 * event is ignored whole (its sequence still counts, so no gap is reported): a feed that recovers cannot
 * settle, roll back, void, reopen or rescore what the operator resulted, and money moves once. Only the back
 * office resettles such an event.
 */
export const BACK_OFFICE_PRODUCER = 99;

export interface FeedStep {
  book: EventBook;
  effects: FeedEffect[];
}

export function emptyEventBook(eventId: string): EventBook {
  return {
    eventId,
    sequences: {},
    pending: [],
    status: null,
    fixture: { changeType: null, startTime: null, nextLiveTime: null },
    markets: {},
  };
}

function statusOf(market: Omit<MarketBook, 'status'>): MarketStatus {
  if (market.cancels.some((cancel) => cancel.startTime === null && cancel.endTime === null))
    return MARKET_STATUS.cancelled;
  if (market.settlement !== null) return MARKET_STATUS.settled;
  return market.offerStatus;
}

/** Recomputes the shown status after a change and reports it if it moved. */
function restatus(key: string, market: MarketBook, effects: FeedEffect[]): void {
  const to = statusOf(market);
  if (to !== market.status)
    effects.push({ kind: 'status', marketKey: key, from: market.status, to });
  market.status = to;
}

/**
 * Applies one message to an event's book. Pure: the book passed in is never changed; an ignored duplicate
 * returns it as is.
 */
export function applyFeedMessage(book: EventBook, message: SportsEventMessage): FeedStep {
  if (message.eventId !== book.eventId)
    throw new Error(`message for ${message.eventId} applied to the book of ${book.eventId}`);
  const expected = (book.sequences[message.producer] ?? 0) + 1;
  if (message.sequence < expected) return { book, effects: [] };
  if (message.sequence > expected) {
    const held = book.pending.some(
      (other) => other.producer === message.producer && other.sequence === message.sequence,
    );
    if (held) return { book, effects: [] };
    const pending = [...book.pending, message].sort(
      (a, b) => a.producer - b.producer || a.sequence - b.sequence,
    );
    return {
      book: { ...book, pending },
      effects: [{ kind: 'gap', producer: message.producer, expected, received: message.sequence }],
    };
  }
  const draft = structuredClone(book);
  const effects: FeedEffect[] = [];
  let current = message;
  for (;;) {
    apply(draft, current, effects);
    const { producer, sequence } = current;
    draft.sequences[producer] = sequence;
    const following = draft.pending.find(
      (other) => other.producer === producer && other.sequence === sequence + 1,
    );
    if (following === undefined) break;
    draft.pending = draft.pending.filter((other) => other !== following);
    current = following;
  }
  return { book: draft, effects };
}

/**
 * A recorded stream applied in the order given, from `book`: the book it ends in and every effect on
 * the way. How a replay rebuilds an event, and how tests drive the reducer.
 */
export function replayFeed(book: EventBook, messages: readonly SportsEventMessage[]): FeedStep {
  const effects: FeedEffect[] = [];
  let current = book;
  for (const message of messages) {
    const step = applyFeedMessage(current, message);
    current = step.book;
    effects.push(...step.effects);
  }
  return { book: current, effects };
}

function apply(book: EventBook, message: SportsEventMessage, effects: FeedEffect[]): void {
  const known = (id: number, specifiers: string): [string, MarketBook] | null => {
    const key = marketKey(id, specifiers);
    const market = book.markets[key];
    if (market) return [key, market];
    effects.push({
      kind: 'ignored',
      message: message.type,
      marketKey: key,
      reason: 'unknown_market',
    });
    return null;
  };
  const ignore = (key: string, reason: IgnoredReason) =>
    effects.push({ kind: 'ignored', message: message.type, marketKey: key, reason });
  if (book.manual && message.producer !== BACK_OFFICE_PRODUCER) {
    ignore('*', 'manually_resulted');
    return;
  }
  if (message.producer === BACK_OFFICE_PRODUCER) book.manual = true;

  switch (message.type) {
    case 'odds_change': {
      if (
        message.sportEventStatus !== undefined &&
        JSON.stringify(message.sportEventStatus) !== JSON.stringify(book.status)
      ) {
        book.status = message.sportEventStatus;
        effects.push({ kind: 'event_status', status: message.sportEventStatus });
      }
      for (const line of message.markets) {
        const key = marketKey(line.id, line.specifiers);
        let market = book.markets[key];
        if (market?.status === MARKET_STATUS.settled) {
          ignore(key, 'market_settled');
          continue;
        }
        if (market?.status === MARKET_STATUS.cancelled) {
          ignore(key, 'market_cancelled');
          continue;
        }
        if (market === undefined) {
          market = {
            marketId: line.id,
            specifiers: line.specifiers,
            offerStatus: line.status,
            status: line.status,
            outcomes: {},
            settlement: null,
            cancels: [],
          };
          book.markets[key] = market;
          effects.push({ kind: 'status', marketKey: key, from: null, to: line.status });
        } else {
          market.offerStatus = line.status;
          restatus(key, market, effects);
        }
        const changed: { id: number; odds: string | null; active: boolean }[] = [];
        for (const outcome of line.outcomes) {
          const now = { odds: outcome.odds ?? null, active: outcome.active };
          const before = market.outcomes[outcome.id];
          if (before?.odds !== now.odds || before.active !== now.active)
            changed.push({ id: outcome.id, ...now });
          market.outcomes[outcome.id] = now;
        }
        if (changed.length > 0) effects.push({ kind: 'odds', marketKey: key, outcomes: changed });
      }
      return;
    }
    case 'bet_stop': {
      // `all` in market id order, so the effects do not depend on how the book's keys happen to sort.
      const targets =
        message.markets === 'all'
          ? Object.entries(book.markets).sort(
              ([, a], [, b]) => a.marketId - b.marketId || (a.specifiers < b.specifiers ? -1 : 1),
            )
          : message.markets.flatMap((line) => {
              const found = known(line.id, line.specifiers);
              return found ? [found] : [];
            });
      for (const [key, market] of targets) {
        if (market.status !== MARKET_STATUS.active) continue;
        market.offerStatus = MARKET_STATUS.suspended;
        restatus(key, market, effects);
      }
      return;
    }
    case 'bet_settlement': {
      for (const line of message.markets) {
        const found = known(line.id, line.specifiers);
        if (!found) continue;
        const [key, market] = found;
        if (market.status === MARKET_STATUS.cancelled) {
          ignore(key, 'market_cancelled');
          continue;
        }
        const outcomes: Record<number, OutcomeResult> = {};
        for (const outcome of line.outcomes)
          outcomes[outcome.id] = {
            result: outcome.result,
            voidFactor: outcome.voidFactor ?? 0,
            deadHeatFactor: outcome.deadHeatFactor ?? 1,
          };
        if (market.settlement !== null) {
          if (JSON.stringify(market.settlement.outcomes) !== JSON.stringify(outcomes))
            ignore(key, 'already_settled');
          else
            market.settlement.certainty = Math.max(market.settlement.certainty, message.certainty);
          continue;
        }
        market.settlement = { certainty: message.certainty, outcomes };
        restatus(key, market, effects);
        for (const [id, result] of Object.entries(outcomes))
          effects.push({
            kind: 'settle',
            marketKey: key,
            outcomeId: Number(id),
            certainty: message.certainty,
            ...result,
          });
      }
      return;
    }
    case 'rollback_bet_settlement': {
      for (const line of message.markets) {
        const found = known(line.id, line.specifiers);
        if (!found) continue;
        const [key, market] = found;
        if (market.settlement === null) {
          ignore(key, 'not_settled');
          continue;
        }
        const settled = Object.keys(market.settlement.outcomes);
        market.settlement = null;
        restatus(key, market, effects);
        for (const id of settled)
          effects.push({ kind: 'unsettle', marketKey: key, outcomeId: Number(id) });
      }
      return;
    }
    case 'bet_cancel': {
      const window: CancelWindow = {
        startTime: message.startTime ?? null,
        endTime: message.endTime ?? null,
        voidReason: message.voidReason ?? null,
      };
      for (const line of message.markets) {
        const found = known(line.id, line.specifiers);
        if (!found) continue;
        const [key, market] = found;
        // The same window cancelled twice voids nothing more.
        if (market.cancels.some((cancel) => sameWindow(cancel, window))) continue;
        market.cancels.push(window);
        effects.push({ kind: 'void', marketKey: key, ...window });
        restatus(key, market, effects);
      }
      return;
    }
    case 'rollback_bet_cancel': {
      const window = { startTime: message.startTime ?? null, endTime: message.endTime ?? null };
      const whole = message.startTime === undefined && message.endTime === undefined;
      for (const line of message.markets) {
        const found = known(line.id, line.specifiers);
        if (!found) continue;
        const [key, market] = found;
        const undone = market.cancels.filter((cancel) => whole || sameWindow(cancel, window));
        if (undone.length === 0) {
          ignore(key, 'not_cancelled');
          continue;
        }
        market.cancels = market.cancels.filter((cancel) => !undone.includes(cancel));
        for (const cancel of undone)
          effects.push({
            kind: 'unvoid',
            marketKey: key,
            startTime: cancel.startTime,
            endTime: cancel.endTime,
          });
        restatus(key, market, effects);
      }
      return;
    }
    case 'fixture_change': {
      book.fixture = {
        changeType: message.changeType ?? null,
        startTime: message.startTime ?? book.fixture.startTime,
        nextLiveTime: message.nextLiveTime ?? book.fixture.nextLiveTime,
      };
      effects.push({ kind: 'fixture', ...book.fixture });
      return;
    }
  }
}

function sameWindow(
  a: { startTime: number | null; endTime: number | null },
  b: { startTime: number | null; endTime: number | null },
): boolean {
  return a.startTime === b.startTime && a.endTime === b.endTime;
}
