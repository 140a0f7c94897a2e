import { MARKET_STATUS, SportsEventMessageSchema, type SportsEventMessage } from '@orca/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import recorded from './__fixtures__/feed-stream.json' with { type: 'json' };
import { applyFeedMessage, emptyEventBook, replayFeed } from './feed.state.ts';
import type { EventBook, FeedEffect } from './feed.types.ts';

/*
 * The fixture is one match of Orca Virtual Football as its producer (1) emits it, hand-written in the recorded
 * format: the fixture, prematch odds on 1X2, total 2.5, both teams to score and handicap −1; a bet stop on a
 * possible goal; in-play odds at 1:0 that reopen every market but BTTS; full time 2:1 deactivating the rest;
 * a live-scouted settlement (2:1); a late odds change on the settled 1X2; a rollback of 1X2, total and
 * handicap after the second home goal is disallowed; the event closed at 1:1; the confirmed resettlement
 * (BTTS resent unchanged); a cancel of BTTS bets placed in a ten-second window; a full cancel of the handicap.
 */
const EVENT = 'orca:match:1001';
const T0 = 1795000000000;
const stream: SportsEventMessage[] = recorded.map((message) =>
  SportsEventMessageSchema.parse(message),
);

function replay(messages: readonly SportsEventMessage[], book = emptyEventBook(EVENT)) {
  return replayFeed(book, messages);
}

const at = (time: number | null) => (time === null ? '-' : `+${time - T0}`);

/** One line per effect, so the pinned list reads like a log. */
function describeEffect(effect: FeedEffect): string {
  switch (effect.kind) {
    case 'status':
      return `status ${effect.marketKey} ${effect.from ?? 'new'} -> ${effect.to}`;
    case 'odds':
      return `odds ${effect.marketKey} ${effect.outcomes
        .map((o) => `${o.id}=${o.odds ?? '-'}${o.active ? '' : '/off'}`)
        .join(' ')}`;
    case 'event_status': {
      const { status, matchStatus, homeScore, awayScore, clock } = effect.status;
      return `event ${status}/${matchStatus} ${homeScore}:${awayScore}${clock ? ` ${clock.matchTime}` : ''}`;
    }
    case 'fixture':
      return `fixture ${effect.changeType} start ${at(effect.startTime)} next live ${at(effect.nextLiveTime)}`;
    case 'settle':
      return `settle ${effect.marketKey} #${effect.outcomeId} result ${effect.result} void ${effect.voidFactor} dh ${effect.deadHeatFactor} certainty ${effect.certainty}`;
    case 'unsettle':
      return `unsettle ${effect.marketKey} #${effect.outcomeId}`;
    case 'void':
      return `void ${effect.marketKey} ${at(effect.startTime)}..${at(effect.endTime)} reason ${effect.voidReason}`;
    case 'unvoid':
      return `unvoid ${effect.marketKey} ${at(effect.startTime)}..${at(effect.endTime)}`;
    case 'ignored':
      return `ignored ${effect.message} ${effect.marketKey} ${effect.reason}`;
    case 'gap':
      return `gap producer ${effect.producer} expected ${effect.expected} received ${effect.received}`;
  }
}

const withoutGaps = (effects: FeedEffect[]) => effects.filter((effect) => effect.kind !== 'gap');

describe('the recorded stream', () => {
  it('replays into the pinned effects', () => {
    expect(replay(stream).effects.map(describeEffect)).toEqual([
      // 1 fixture_change
      'fixture 1 start +300000 next live -',
      // 2 odds_change, prematch
      'event 0/0 0:0',
      'status 1 new -> 1',
      'odds 1 1=2.10 2=3.40 3=3.60',
      'status 18?total=2.5 new -> 1',
      'odds 18?total=2.5 12=1.95 13=1.85',
      'status 29 new -> 1',
      'odds 29 74=1.80 76=1.95',
      'status 16?hcp=-1 new -> 1',
      'odds 16?hcp=-1 1714=3.50 1715=1.30',
      // 3 bet_stop all, in market id order
      'status 1 1 -> -1',
      'status 16?hcp=-1 1 -> -1',
      'status 18?total=2.5 1 -> -1',
      'status 29 1 -> -1',
      // 4 odds_change in play at 1:0; BTTS is not named, so it stays suspended
      'event 1/6 1:0 10:05',
      'status 1 -1 -> 1',
      'odds 1 1=1.45 2=4.20 3=7.00',
      'status 18?total=2.5 -1 -> 1',
      'odds 18?total=2.5 12=1.60 13=2.30',
      'status 16?hcp=-1 -1 -> 1',
      'odds 16?hcp=-1 1714=1.90 1715=1.90',
      // 5 odds_change at full time 2:1
      'event 3/100 2:1 90:00',
      'status 1 1 -> 0',
      'odds 1 1=-/off 2=-/off 3=-/off',
      'status 18?total=2.5 1 -> 0',
      'odds 18?total=2.5 12=-/off 13=-/off',
      'status 16?hcp=-1 1 -> 0',
      'odds 16?hcp=-1 1714=-/off 1715=-/off',
      // 6 bet_settlement, live scouted, 2:1 (handicap −1 pushes)
      'status 1 0 -> -3',
      'settle 1 #1 result 1 void 0 dh 1 certainty 1',
      'settle 1 #2 result 0 void 0 dh 1 certainty 1',
      'settle 1 #3 result 0 void 0 dh 1 certainty 1',
      'status 18?total=2.5 0 -> -3',
      'settle 18?total=2.5 #12 result 1 void 0 dh 1 certainty 1',
      'settle 18?total=2.5 #13 result 0 void 0 dh 1 certainty 1',
      'status 29 -1 -> -3',
      'settle 29 #74 result 1 void 0 dh 1 certainty 1',
      'settle 29 #76 result 0 void 0 dh 1 certainty 1',
      'status 16?hcp=-1 0 -> -3',
      'settle 16?hcp=-1 #1714 result 0 void 1 dh 1 certainty 1',
      'settle 16?hcp=-1 #1715 result 0 void 1 dh 1 certainty 1',
      // 7 odds_change on the settled 1X2
      'ignored odds_change 1 market_settled',
      // 8 rollback_bet_settlement: each market back to its pre-settlement status
      'status 1 -3 -> 0',
      'unsettle 1 #1',
      'unsettle 1 #2',
      'unsettle 1 #3',
      'status 18?total=2.5 -3 -> 0',
      'unsettle 18?total=2.5 #12',
      'unsettle 18?total=2.5 #13',
      'status 16?hcp=-1 -3 -> 0',
      'unsettle 16?hcp=-1 #1714',
      'unsettle 16?hcp=-1 #1715',
      // 9 odds_change: closed at 1:1
      'event 4/100 1:1 90:00',
      // 10 bet_settlement, confirmed; BTTS unchanged only raises its certainty
      'status 1 0 -> -3',
      'settle 1 #1 result 0 void 0 dh 1 certainty 2',
      'settle 1 #2 result 1 void 0 dh 1 certainty 2',
      'settle 1 #3 result 0 void 0 dh 1 certainty 2',
      'status 18?total=2.5 0 -> -3',
      'settle 18?total=2.5 #12 result 0 void 0 dh 1 certainty 2',
      'settle 18?total=2.5 #13 result 1 void 0 dh 1 certainty 2',
      'status 16?hcp=-1 0 -> -3',
      'settle 16?hcp=-1 #1714 result 0 void 0 dh 1 certainty 2',
      'settle 16?hcp=-1 #1715 result 1 void 0 dh 1 certainty 2',
      // 11 bet_cancel of BTTS bets placed in a window: the market stays settled
      'void 29 +320000..+330000 reason 2',
      // 12 bet_cancel of the handicap, no window
      'void 16?hcp=-1 -..- reason 1',
      'status 16?hcp=-1 -3 -> -4',
    ]);
  });

  it('leaves the pinned book', () => {
    const { book } = replay(stream);
    expect(book.sequences).toEqual({ 1: 12 });
    expect(book.pending).toEqual([]);
    expect(book.status).toEqual({
      status: 4,
      matchStatus: 100,
      homeScore: 1,
      awayScore: 1,
      clock: { matchTime: '90:00', stoppageTime: '3:00', stopped: true },
    });
    expect(book.fixture).toEqual({ changeType: 1, startTime: T0 + 300000, nextLiveTime: null });
    const summary = Object.fromEntries(
      Object.entries(book.markets).map(([key, market]) => [
        key,
        {
          offer: market.offerStatus,
          status: market.status,
          certainty: market.settlement?.certainty,
          won: Object.entries(market.settlement?.outcomes ?? {})
            .filter(([, outcome]) => outcome.result === 1)
            .map(([id]) => Number(id)),
          cancels: market.cancels.map((c) => `${at(c.startTime)}..${at(c.endTime)}`),
        },
      ]),
    );
    expect(summary).toEqual({
      '1': { offer: 0, status: -3, certainty: 2, won: [2], cancels: [] },
      '18?total=2.5': { offer: 0, status: -3, certainty: 2, won: [13], cancels: [] },
      '29': { offer: -1, status: -3, certainty: 2, won: [74], cancels: ['+320000..+330000'] },
      '16?hcp=-1': { offer: 0, status: -4, certainty: 2, won: [1715], cancels: ['-..-'] },
    });
    // The refused late odds left the 1X2's last prices (full time: none, inactive).
    expect(book.markets['1']?.outcomes).toEqual({
      1: { odds: null, active: false },
      2: { odds: null, active: false },
      3: { odds: null, active: false },
    });
  });

  it('gives the same book and effects when every message is delivered twice', () => {
    const ordered = replay(stream);
    const twice = replay(stream.flatMap((message) => [message, message]));
    expect(twice.book).toEqual(ordered.book);
    expect(twice.effects).toEqual(ordered.effects);
  });

  it('holds a message that arrives early, reports the gap, and applies it once the gap is filled', () => {
    const [first, second, third] = stream as [
      SportsEventMessage,
      SportsEventMessage,
      SportsEventMessage,
    ];
    const early = replay([first, third]);
    expect(early.effects.map(describeEffect)).toEqual([
      'fixture 1 start +300000 next live -',
      'gap producer 1 expected 2 received 3',
    ]);
    expect(early.book.sequences).toEqual({ 1: 1 });
    expect(early.book.pending.map((m) => m.sequence)).toEqual([3]);
    // The same early message again is neither held twice nor reported again.
    expect(applyFeedMessage(early.book, third).effects).toEqual([]);
    const filled = applyFeedMessage(early.book, second);
    expect(filled.book.sequences).toEqual({ 1: 3 });
    expect(filled.book.pending).toEqual([]);
    expect(filled.effects).toEqual(replay([second, third], replay([first]).book).effects);
  });

  it('ends any delivery order with duplicates in the ordered book, with the ordered effects', () => {
    const ordered = replay(stream);
    const indices = stream.map((_, index) => index);
    const deliveries = fc
      .array(fc.integer({ min: 0, max: stream.length - 1 }), { maxLength: stream.length * 2 })
      .chain((extra) => {
        const all = [...indices, ...extra];
        return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
      });
    fc.assert(
      fc.property(deliveries, (order) => {
        const delivered = replay(order.map((index) => stream[index]!));
        expect(delivered.book).toEqual(ordered.book);
        expect(withoutGaps(delivered.effects)).toEqual(ordered.effects);
      }),
      { numRuns: 200 },
    );
  });
});

describe('feed rules', () => {
  const prematch = stream[1]!;
  const header = (sequence: number) => ({
    producer: 1,
    eventId: EVENT,
    timestamp: T0 + sequence,
    sequence,
  });
  const opened = (): EventBook => replay([{ ...prematch, sequence: 1 }]).book;

  it('returns the same book for a duplicate and refuses another event', () => {
    const book = opened();
    expect(applyFeedMessage(book, { ...prematch, sequence: 1 })).toEqual({ book, effects: [] });
    expect(applyFeedMessage(book, { ...prematch, sequence: 1 }).book).toBe(book);
    expect(() =>
      applyFeedMessage(book, { ...prematch, eventId: 'orca:match:2', sequence: 2 }),
    ).toThrow(/orca:match:2/);
  });

  it('never changes the book it is given', () => {
    const book = opened();
    const before = structuredClone(book);
    applyFeedMessage(book, { type: 'bet_stop', ...header(2), markets: 'all', reason: 1 });
    expect(book).toEqual(before);
  });

  it('settles, rolls back and cancels only markets it knows', () => {
    const unknown = { id: 18, specifiers: 'total=3.5' } as const;
    const { effects } = replay(
      [
        {
          type: 'bet_settlement',
          ...header(2),
          certainty: 1,
          markets: [{ ...unknown, outcomes: [{ id: 12, result: 1 }] }],
        },
        { type: 'rollback_bet_settlement', ...header(3), markets: [unknown] },
        { type: 'bet_cancel', ...header(4), markets: [unknown] },
        { type: 'bet_stop', ...header(5), markets: [unknown], reason: 1 },
        { type: 'rollback_bet_settlement', ...header(6), markets: [{ id: 1, specifiers: '' }] },
        { type: 'rollback_bet_cancel', ...header(7), markets: [{ id: 1, specifiers: '' }] },
      ],
      opened(),
    );
    expect(effects.map(describeEffect)).toEqual([
      'ignored bet_settlement 18?total=3.5 unknown_market',
      'ignored rollback_bet_settlement 18?total=3.5 unknown_market',
      'ignored bet_cancel 18?total=3.5 unknown_market',
      'ignored bet_stop 18?total=3.5 unknown_market',
      'ignored rollback_bet_settlement 1 not_settled',
      'ignored rollback_bet_cancel 1 not_cancelled',
    ]);
  });

  it('suspends only active markets, and a settled market keeps other results until a rollback', () => {
    const { book, effects } = replay(
      [
        {
          type: 'odds_change',
          ...header(2),
          markets: [
            {
              id: 29,
              specifiers: '',
              status: MARKET_STATUS.deactivated,
              outcomes: [
                { id: 74, active: false },
                { id: 76, active: false },
              ],
            },
          ],
        },
        { type: 'bet_stop', ...header(3), markets: 'all', reason: 12 },
        {
          type: 'bet_settlement',
          ...header(4),
          certainty: 2,
          markets: [
            {
              id: 29,
              specifiers: '',
              outcomes: [
                { id: 74, result: 1 },
                { id: 76, result: 0 },
              ],
            },
          ],
        },
        {
          type: 'bet_settlement',
          ...header(5),
          certainty: 2,
          markets: [
            {
              id: 29,
              specifiers: '',
              outcomes: [
                { id: 74, result: 0 },
                { id: 76, result: 1 },
              ],
            },
          ],
        },
        { type: 'bet_stop', ...header(6), markets: 'all', reason: 0 },
      ],
      opened(),
    );
    expect(
      effects.filter((e) => e.kind === 'status' || e.kind === 'ignored').map(describeEffect),
    ).toEqual([
      'status 29 1 -> 0',
      // The deactivated BTTS is left alone by the bet stop.
      'status 1 1 -> -1',
      'status 16?hcp=-1 1 -> -1',
      'status 18?total=2.5 1 -> -1',
      'status 29 0 -> -3',
      'ignored bet_settlement 29 already_settled',
    ]);
    expect(book.markets['29']?.settlement?.outcomes[74]?.result).toBe(1);
  });

  it('suspends only the markets a bet stop lists', () => {
    const { book, effects } = replay(
      [
        {
          type: 'bet_stop',
          ...header(2),
          markets: [
            { id: 18, specifiers: 'total=2.5' },
            { id: 29, specifiers: '' },
          ],
          reason: 1,
        },
      ],
      opened(),
    );
    expect(effects.map(describeEffect)).toEqual([
      'status 18?total=2.5 1 -> -1',
      'status 29 1 -> -1',
    ]);
    expect(book.markets['1']?.status).toBe(MARKET_STATUS.active);
  });

  it('undoes a cancel by its window, or every cancel of the market without one', () => {
    const market = [{ id: 1, specifiers: '' }] as const;
    const { book, effects } = replay(
      [
        { type: 'bet_cancel', ...header(2), markets: [...market], endTime: T0 + 100 },
        { type: 'bet_cancel', ...header(3), markets: [...market] },
        { type: 'bet_cancel', ...header(4), markets: [...market] },
        { type: 'rollback_bet_cancel', ...header(5), markets: [...market], endTime: T0 + 100 },
        { type: 'rollback_bet_cancel', ...header(6), markets: [...market] },
      ],
      opened(),
    );
    expect(effects.map(describeEffect)).toEqual([
      'void 1 -..+100 reason null',
      'void 1 -..- reason null',
      'status 1 1 -> -4',
      'unvoid 1 -..+100',
      'unvoid 1 -..-',
      'status 1 -4 -> 1',
    ]);
    expect(book.markets['1']?.cancels).toEqual([]);
  });

  it('orders each producer on its own', () => {
    const live = { ...prematch, producer: 2, sequence: 1 };
    const { book, effects } = replay([{ ...prematch, sequence: 1 }, live]);
    expect(book.sequences).toEqual({ 1: 1, 2: 1 });
    // The live producer's identical odds change nothing.
    expect(effects.filter((e) => e.kind === 'odds')).toHaveLength(4);
  });
});
