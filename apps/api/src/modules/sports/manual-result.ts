import {
  MARKET,
  MARKET_STATUS,
  MATCH_STATUS,
  SETTLEMENT_CERTAINTY,
  SPORT_EVENT_STATUS,
  SportsEventMessageSchema,
  type SportsEventMessage,
} from '@orca/contracts';
import { BACK_OFFICE_PRODUCER } from './feed.state.ts';
import type { EventBook, MarketBook } from './feed.types.ts';
import { settleFromScore, type Score, type SettledMarket } from './score-settlement.ts';

/*
 * The back office's manual result of an event as the feed messages of its own producer (issue 24), so it is
 * applied by the same reducer and applier as any feed: bets settled, rolled back or voided with their money in
 * one transaction, exactly once by the producer's sequence. Pure: the event's book and the score in, the
 * messages out.
 */

type MarketRef = { id: number; specifiers: string };
/** A settled line before the message's schema checks its market id. */
type SettledLine = Omit<SettledMarket, 'id'> & MarketRef;

export interface ManualPlan {
  messages: SportsEventMessage[];
  /** Lines settled from the score, voided (with why), and settled lines rolled back first. */
  settled: string[];
  voided: { marketKey: string; why: string }[];
  rolledBack: string[];
}

const keyOf = (m: MarketBook) => (m.specifiers ? `${m.marketId}?${m.specifiers}` : `${m.marketId}`);
const refOf = (m: MarketBook): MarketRef => ({ id: m.marketId, specifiers: m.specifiers });

/** Whether the book has something left to settle: a line neither settled nor cancelled. */
export function hasOpenMarkets(book: EventBook): boolean {
  return Object.values(book.markets).some(
    (m) => m.status !== MARKET_STATUS.settled && m.status !== MARKET_STATUS.cancelled,
  );
}

/** Whether the event has been settled: every line settled or cancelled, and at least one settled. */
export function isSettled(book: EventBook): boolean {
  const markets = Object.values(book.markets);
  return !hasOpenMarkets(book) && markets.some((m) => m.status === MARKET_STATUS.settled);
}

/** The market's settlement as the feed would store it, to compare with what the book holds. */
function sameSettlement(market: MarketBook, settled: SettledLine): boolean {
  const held = market.settlement?.outcomes;
  if (!held) return false;
  const ids = Object.keys(held);
  if (ids.length !== settled.outcomes.length) return false;
  return settled.outcomes.every((o) => {
    const h = held[o.id];
    return (
      h !== undefined &&
      h.result === o.result &&
      h.voidFactor === (o.voidFactor ?? 0) &&
      h.deadHeatFactor === (o.deadHeatFactor ?? 1)
    );
  });
}

/** A next-goal line the feed settled live for a goal scored (home or away won): the score cannot say better. */
function decidedLive(market: MarketBook): boolean {
  if (market.marketId !== MARKET.nextGoal || !market.settlement) return false;
  const outcomes = market.settlement.outcomes;
  return outcomes[6]?.result === 1 || outcomes[8]?.result === 1;
}

/** The whole-match cancel (no window) the back office itself may undo to settle the line after all. */
const wholeCancelOnly = (m: MarketBook) =>
  m.cancels.length > 0 && m.cancels.every((c) => c.startTime === null && c.endTime === null);

/**
 * The messages that leave every line of the event as the score decides (score-settlement.ts):
 * - a line not yet settled or cancelled is settled, or voided when the score cannot decide it;
 * - with `resettle`, a settled line the score decides otherwise is rolled back and settled (or voided) again,
 *   a line voided as a whole is un-voided and settled when the score now decides it, and a next-goal line the
 *   feed settled live for a goal (a side won it) is kept: the final score says nothing about who scored;
 * - without `resettle`, settled and cancelled lines are left as they are.
 * Then the event's status: closed at the score. Sequences follow the back office's last one in the book.
 */
export function manualResultPlan(
  book: EventBook,
  score: Score,
  options: { resettle: boolean; now: number },
): ManualPlan {
  const rollback: MarketRef[] = [];
  const unvoid: MarketRef[] = [];
  const settle: SettledLine[] = [];
  const voids = new Map<number, MarketRef[]>();
  const plan: ManualPlan = { messages: [], settled: [], voided: [], rolledBack: [] };
  const markets = Object.values(book.markets).sort(
    (a, b) => a.marketId - b.marketId || (a.specifiers < b.specifiers ? -1 : 1),
  );
  for (const market of markets) {
    const key = keyOf(market);
    const verdict = settleFromScore(market.marketId, market.specifiers, score);
    const isCancelled = market.status === MARKET_STATUS.cancelled;
    const isSettled = market.settlement !== null;
    if (!options.resettle && (isCancelled || isSettled)) continue;
    if (verdict.kind === 'settle') {
      const target = { ...refOf(market), outcomes: verdict.outcomes };
      if (isCancelled) {
        if (!wholeCancelOnly(market)) continue;
        unvoid.push(refOf(market));
      }
      if (isSettled) {
        if (sameSettlement(market, target) && !isCancelled) continue;
        rollback.push(refOf(market));
        plan.rolledBack.push(key);
      }
      settle.push(target);
      plan.settled.push(key);
    } else {
      if (isCancelled || decidedLive(market)) continue;
      if (isSettled) {
        rollback.push(refOf(market));
        plan.rolledBack.push(key);
      }
      voids.set(verdict.voidReason, [...(voids.get(verdict.voidReason) ?? []), refOf(market)]);
      plan.voided.push({ marketKey: key, why: verdict.why });
    }
  }
  let sequence = book.sequences[BACK_OFFICE_PRODUCER] ?? 0;
  const header = () => ({
    producer: BACK_OFFICE_PRODUCER,
    eventId: book.eventId,
    timestamp: options.now,
    sequence: ++sequence,
  });
  const bodies: Record<string, unknown>[] = [];
  if (rollback.length > 0) bodies.push({ type: 'rollback_bet_settlement', markets: rollback });
  if (unvoid.length > 0) bodies.push({ type: 'rollback_bet_cancel', markets: unvoid });
  for (const [voidReason, refs] of [...voids].sort(([a], [b]) => a - b))
    bodies.push({ type: 'bet_cancel', markets: refs, voidReason });
  if (settle.length > 0)
    bodies.push({
      type: 'bet_settlement',
      certainty: SETTLEMENT_CERTAINTY.confirmed,
      markets: settle,
    });
  bodies.push({
    type: 'odds_change',
    sportEventStatus: {
      status: SPORT_EVENT_STATUS.closed,
      matchStatus: MATCH_STATUS.ended,
      homeScore: score.home,
      awayScore: score.away,
    },
    markets: [],
  });
  plan.messages = bodies.map((body) => SportsEventMessageSchema.parse({ ...body, ...header() }));
  return plan;
}
