import {
  SPORT_EVENT_STATUS,
  type SportEventStatus,
  type SportsEventMessage,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { BetSettlement, SettledBet } from './bet-settlement.ts';
import { applyFeedMessage } from './feed.state.ts';
import type { EventBook, FeedEffect } from './feed.types.ts';
import * as repo from './sports.repository.ts';

/*
 * A feed message applied to the database: the event's book (feed.state.ts), its phase and score, the message
 * recorded for replays, and the bets it settles, rolls back or voids with their money, all in one transaction.
 * The book's sequences make a redelivered message change nothing, so a producer may resend after a crash.
 */

export interface Applied {
  eventId: string;
  effects: FeedEffect[];
  bets: SettledBet[];
}

function phaseOf(
  status: SportEventStatus['status'],
  current: repo.SportEventPhase,
): repo.SportEventPhase {
  switch (status) {
    case SPORT_EVENT_STATUS.notStarted:
    case SPORT_EVENT_STATUS.delayed:
    case SPORT_EVENT_STATUS.postponed:
      return 'not_started';
    case SPORT_EVENT_STATUS.live:
    case SPORT_EVENT_STATUS.suspended:
    case SPORT_EVENT_STATUS.interrupted:
      return 'live';
    case SPORT_EVENT_STATUS.ended:
      return 'ended';
    case SPORT_EVENT_STATUS.closed:
      return 'closed';
    case SPORT_EVENT_STATUS.cancelled:
    case SPORT_EVENT_STATUS.abandoned:
      return 'cancelled';
    default:
      return current;
  }
}

/** `18?total=2.5` back to its market id and specifiers. */
function marketOf(key: string): { marketId: number; specifiers: string } {
  const at = key.indexOf('?');
  return at < 0
    ? { marketId: Number(key), specifiers: '' }
    : { marketId: Number(key.slice(0, at)), specifiers: key.slice(at + 1) };
}

/** The bets whose legs the effects change, after writing the legs' new state. */
async function writeLegs(tx: Executor, eventId: string, effects: FeedEffect[]): Promise<bigint[]> {
  const touched = new Set<bigint>();
  const add = (ids: bigint[]) => ids.forEach((id) => touched.add(id));
  for (const effect of effects) {
    if (effect.kind === 'settle' || effect.kind === 'unsettle') {
      const selection = { eventId, ...marketOf(effect.marketKey), outcomeId: effect.outcomeId };
      await repo.settleLegs(
        tx,
        selection,
        effect.kind === 'settle'
          ? {
              result: effect.result,
              voidFactor: String(effect.voidFactor),
              deadHeatFactor: effect.deadHeatFactor === 1 ? null : String(effect.deadHeatFactor),
            }
          : { result: null, voidFactor: null, deadHeatFactor: null },
      );
      add(await repo.betIdsOnMarket(tx, selection));
    } else if (effect.kind === 'void' || effect.kind === 'unvoid') {
      const window = {
        start: effect.startTime === null ? null : new Date(effect.startTime),
        end: effect.endTime === null ? null : new Date(effect.endTime),
      };
      add(
        await repo.cancelLegs(
          tx,
          { eventId, ...marketOf(effect.marketKey) },
          window,
          effect.kind === 'void',
        ),
      );
    }
  }
  return [...touched].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * One message applied inside the caller's transaction (the back office applies a manual result in its
 * approval's transaction). Answers null when the book already had it (a duplicate).
 */
export async function applyFeedMessageIn(
  tx: Executor,
  resettle: BetSettlement,
  message: SportsEventMessage,
  options: { nextMessageAt?: Date | null } = {},
): Promise<Applied | null> {
  const event = await repo.lockEvent(tx, message.eventId);
  if (!event) throw new Error(`feed message for unknown event ${message.eventId}`);
  const book = event.book as EventBook;
  const step = applyFeedMessage(book, message);
  if (step.book === book) return null;
  if (step.effects.some((e) => e.kind === 'ignored' && e.reason === 'manually_resulted'))
    console.warn(
      `sports: ${message.type} ${message.producer}/${message.sequence} for ${message.eventId} ignored: the event was resulted by hand`,
    );
  await repo.insertFeedMessage(tx, {
    eventId: message.eventId,
    producer: message.producer,
    sequence: message.sequence,
    type: message.type,
    message,
  });
  const status = step.book.status;
  const phase = status ? phaseOf(status.status, event.phase) : event.phase;
  const betIds = await writeLegs(tx, message.eventId, step.effects);
  const bets = await resettle(tx, betIds);
  await repo.updateEvent(tx, message.eventId, {
    book: step.book,
    phase,
    homeScore: status?.homeScore ?? event.homeScore,
    awayScore: status?.awayScore ?? event.awayScore,
    ...(options.nextMessageAt === undefined ? {} : { nextMessageAt: options.nextMessageAt }),
    ...(phase === 'closed' && event.seedRevealedAt === null && event.serverSeed
      ? { seedRevealedAt: new Date() }
      : {}),
  });
  return { eventId: message.eventId, effects: step.effects, bets };
}

export function createFeedApplier(deps: { db: Database; resettle: BetSettlement }) {
  /**
   * Applies one message of an event that exists. Answers null when the book already had it (a duplicate).
   * `nextMessageAt` is the producer's next due time for the event (null when it has sent everything).
   */
  return async function applyMessage(
    message: SportsEventMessage,
    options: { nextMessageAt?: Date | null } = {},
  ): Promise<Applied | null> {
    return inTransaction(deps.db, (tx) => applyFeedMessageIn(tx, deps.resettle, message, options));
  };
}

export type FeedApplier = ReturnType<typeof createFeedApplier>;
