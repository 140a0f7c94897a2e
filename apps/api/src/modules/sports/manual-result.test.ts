import { MARKET_STATUS } from '@orca/contracts';
import { ORCA_PREMIER } from '@orca/games/sports/leagues';
import { matchTimeline } from '@orca/games/sports/match-timeline';
import { describe, expect, it } from 'vitest';
import {
  applyFeedMessage,
  BACK_OFFICE_PRODUCER,
  emptyEventBook,
  replayFeed,
} from './feed.state.ts';
import { manualResultPlan } from './manual-result.ts';
import { settleFromScore } from './score-settlement.ts';
import { producerMessages } from './virtual-producer.ts';

/*
 * The back office's manual result as messages (manual-result.ts) on a virtual match's book: what the score
 * decides, what it cannot, and the feed ignored once the back office has resulted the event.
 */

const EVENT = 'orca:match:990001';

function preMatchBook() {
  const timeline = matchTimeline({
    serverSeed: 'manual-result-seed',
    home: ORCA_PREMIER.teams[0]?.id ?? '',
    away: ORCA_PREMIER.teams[1]?.id ?? '',
    league: ORCA_PREMIER,
  });
  const messages = producerMessages({
    eventId: EVENT,
    producer: 1,
    timeline,
    kickOff: Date.now(),
    margin: 0.06,
  });
  const preMatch = messages.slice(0, 2);
  return { book: replayFeed(emptyEventBook(EVENT), preMatch).book, messages, timeline };
}

describe('settleFromScore', () => {
  it('decides next goal n by "no goal" only when fewer than n goals were scored', () => {
    expect(settleFromScore(8, 'goalnr=3', { home: 1, away: 1 })).toMatchObject({
      kind: 'settle',
      outcomes: [
        { id: 6, result: 0 },
        { id: 7, result: 1 },
        { id: 8, result: 0 },
      ],
    });
    expect(settleFromScore(8, 'goalnr=2', { home: 1, away: 1 })).toMatchObject({
      kind: 'void',
      voidReason: 3,
    });
  });

  it('voids a flex correct-score line the final score could not follow', () => {
    expect(settleFromScore(41, 'score=2:0', { home: 1, away: 3 }).kind).toBe('void');
    const line = settleFromScore(41, 'score=1:0', { home: 2, away: 1 });
    expect(line.kind === 'settle' && line.outcomes.filter((o) => o.result === 1)).toHaveLength(1);
  });
});

describe('manualResultPlan', () => {
  it('settles the open lines, voids next goal 1 after a goal, and closes the event at the score', () => {
    const { book } = preMatchBook();
    const plan = manualResultPlan(book, { home: 1, away: 0 }, { resettle: false, now: 1 });
    expect(plan.voided.map((v) => v.marketKey)).toEqual(['8?goalnr=1']);
    expect(plan.settled).toContain('1');
    expect(plan.messages.map((m) => [m.producer, m.sequence, m.type])).toEqual([
      [BACK_OFFICE_PRODUCER, 1, 'bet_cancel'],
      [BACK_OFFICE_PRODUCER, 2, 'bet_settlement'],
      [BACK_OFFICE_PRODUCER, 3, 'odds_change'],
    ]);
    const after = replayFeed(book, plan.messages).book;
    expect(after.manual).toBe(true);
    expect(after.status).toMatchObject({ status: 4, homeScore: 1, awayScore: 0 });
    expect(
      Object.values(after.markets).filter(
        (m) => m.status !== MARKET_STATUS.settled && m.status !== MARKET_STATUS.cancelled,
      ),
    ).toEqual([]);
  });

  it('ignores every later message of the feed, its sequence still counted', () => {
    const { book, messages } = preMatchBook();
    const plan = manualResultPlan(book, { home: 0, away: 0 }, { resettle: false, now: 1 });
    const resulted = replayFeed(book, plan.messages).book;
    const next = messages[2];
    if (!next) throw new Error('a match has more than two messages');
    const step = applyFeedMessage(resulted, next);
    expect(step.effects).toEqual([
      { kind: 'ignored', message: next.type, marketKey: '*', reason: 'manually_resulted' },
    ]);
    expect(step.book.sequences[1]).toBe(next.sequence);
    expect(step.book.markets).toEqual(resulted.markets);
    expect(step.book.status).toEqual(resulted.status);
  });

  it('resettles only the lines the new score decides otherwise', () => {
    const { book } = preMatchBook();
    const first = replayFeed(
      book,
      manualResultPlan(book, { home: 1, away: 0 }, { resettle: false, now: 1 }).messages,
    ).book;
    const same = manualResultPlan(first, { home: 1, away: 0 }, { resettle: true, now: 2 });
    expect(same.rolledBack).toEqual([]);
    expect(same.messages.map((m) => m.type)).toEqual(['odds_change']);
    const other = manualResultPlan(first, { home: 0, away: 0 }, { resettle: true, now: 2 });
    expect(other.rolledBack).toContain('1');
    // Next goal 1 was void at 1:0; at 0:0 it is decided ("no goal"), so it is un-voided and settled.
    expect(other.settled).toContain('8?goalnr=1');
    expect(other.messages.map((m) => m.type)).toEqual([
      'rollback_bet_settlement',
      'rollback_bet_cancel',
      'bet_settlement',
      'odds_change',
    ]);
    expect(other.messages[0]?.sequence).toBe(4);
  });
});
