import { MARKET_STATUS } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { emptyEventBook } from '../feed.state.ts';
import type { EventBook } from '../feed.types.ts';
import { pricer } from '../virtual-producer.ts';
import { oddsEvent, scoreOf } from './odds-api.peer.fixture.ts';
import { priceEvent } from './odds-api.prices.ts';
import { finalScore, settlementOf } from './odds-api.settlement.ts';

/* The adapter's pure parts: which bookmaker quotes make a line, and each line's result from a final score. */

const NOW = Date.UTC(2030, 2, 1, 12);
const price = () => pricer(0.06, 'proportional');
const options = { football: true, at: NOW, staleAfterMs: 15 * 60_000, pricer: price };

function book(lines: { id: number; specifiers: string; outcomes: number[] }[]): EventBook {
  const result = emptyEventBook('oddsapi:match:1');
  for (const line of lines)
    result.markets[line.specifiers ? `${line.id}?${line.specifiers}` : String(line.id)] = {
      marketId: line.id,
      specifiers: line.specifiers,
      offerStatus: MARKET_STATUS.active,
      status: MARKET_STATUS.active,
      outcomes: Object.fromEntries(line.outcomes.map((id) => [id, { odds: '1.9', active: true }])),
      settlement: null,
      cancels: [],
    };
  return result;
}

describe('bookmaker quotes into lines', () => {
  it('offers the line most books quote, leaves out stale quotes, odd shapes and prices of 1', () => {
    const event = oddsEvent({
      id: 'x',
      sport: 'soccer_epl',
      home: 'A',
      away: 'B',
      commence: NOW + 3_600_000,
      bookmakers: [
        {
          key: 'a',
          at: NOW,
          totals: { point: 2.5, prices: [1.9, 1.9] },
          spreads: { point: -0.25, prices: [1.9, 1.9] },
        },
        {
          key: 'b',
          at: NOW,
          totals: { point: 2.5, prices: [1.8, 2.0] },
          spreads: { point: 0.25, prices: [1.9, 1.9] },
        },
        { key: 'c', at: NOW, totals: { point: 3, prices: [2.2, 1.7] }, h2h: [1.0, 3, 3] },
        // Stale: 20 minutes old.
        {
          key: 'd',
          at: NOW - 20 * 60_000,
          totals: { point: 3, prices: [2.2, 1.7] },
          h2h: [2, 3, 4],
        },
        // Two-way h2h in football: not a 1X2.
        { key: 'e', at: NOW, h2h: [1.5, 2.5] },
      ],
    });
    const priced = priceEvent(event, options);
    // Totals: 2.5 (two books) beats 3 (one fresh book). Handicaps: a tie, −0.25 and +0.25 equally near
    // zero, goes to the lower. No 1X2: a price of 1.0, a stale book and a two-way quote are all left out.
    expect(priced.lines.map((l) => `${l.id}?${l.specifiers}`)).toEqual([
      '16?hcp=-0.25',
      '18?total=2.5',
    ]);
    expect(priced.oldestQuote).toBe(NOW - (NOW % 1000));
    const totals = priced.lines.find((l) => l.id === 18);
    const sum = (totals?.outcomes ?? []).reduce((s, o) => s + 1 / Number(o.odds), 0);
    expect(sum).toBeCloseTo(1.06, 3);
  });

  it('reads a two-way h2h outside football as the winner market', () => {
    const event = oddsEvent({
      id: 'y',
      sport: 'icehockey_nhl',
      home: 'A',
      away: 'B',
      commence: NOW + 3_600_000,
      bookmakers: [{ key: 'a', at: NOW, h2h: [1.8, 2.05] }],
    });
    expect(priceEvent(event, { ...options, football: false }).lines).toMatchObject([
      { id: 219, specifiers: '', outcomes: [{ id: 4 }, { id: 5 }] },
    ]);
  });
});

describe('results from a final score', () => {
  const all = book([
    { id: 1, specifiers: '', outcomes: [1, 2, 3] },
    { id: 219, specifiers: '', outcomes: [4, 5] },
    { id: 16, specifiers: 'hcp=-1', outcomes: [1714, 1715] },
    { id: 16, specifiers: 'hcp=-0.75', outcomes: [1714, 1715] },
    { id: 18, specifiers: 'total=2', outcomes: [12, 13] },
    { id: 18, specifiers: 'total=2.25', outcomes: [12, 13] },
  ]);

  it('pushes whole lines, splits quarter lines and voids a tied two-way winner', () => {
    const tie = Object.fromEntries(
      settlementOf(all, { home: 1, away: 1 }).map((m) => [`${m.id}?${m.specifiers}`, m.outcomes]),
    );
    expect(tie['1?']).toEqual([
      { id: 1, result: 0 },
      { id: 2, result: 1 },
      { id: 3, result: 0 },
    ]);
    expect(tie['219?']).toEqual([
      { id: 4, result: 0, voidFactor: 1 },
      { id: 5, result: 0, voidFactor: 1 },
    ]);
    // Two goals on total 2: a push both ways; on 2.25 over loses half, under wins half.
    expect(tie['18?total=2']).toEqual([
      { id: 12, result: 0, voidFactor: 1 },
      { id: 13, result: 0, voidFactor: 1 },
    ]);
    expect(tie['18?total=2.25']).toEqual([
      { id: 12, result: 0, voidFactor: 0.5 },
      { id: 13, result: 1, voidFactor: 0.5 },
    ]);
    const win = Object.fromEntries(
      settlementOf(all, { home: 2, away: 1 }).map((m) => [`${m.id}?${m.specifiers}`, m.outcomes]),
    );
    // A one-goal win: −1 pushes; −0.75 wins half and pushes half.
    expect(win['16?hcp=-1']).toEqual([
      { id: 1714, result: 0, voidFactor: 1 },
      { id: 1715, result: 0, voidFactor: 1 },
    ]);
    expect(win['16?hcp=-0.75']).toEqual([
      { id: 1714, result: 1, voidFactor: 0.5 },
      { id: 1715, result: 0, voidFactor: 0.5 },
    ]);
    expect(win['219?']).toEqual([
      { id: 4, result: 1 },
      { id: 5, result: 0 },
    ]);
  });

  it('reads only a completed whole-number score', () => {
    const event = oddsEvent({
      id: 'z',
      sport: 'cricket_test',
      home: 'A',
      away: 'B',
      commence: NOW,
      bookmakers: [],
    });
    expect(finalScore(scoreOf(event, { home: 3, away: 0 }, true))).toEqual({ home: 3, away: 0 });
    expect(finalScore(scoreOf(event, { home: 3, away: 0 }, false))).toBeNull();
    expect(finalScore(scoreOf(event, { home: '245/8', away: '120' }, true))).toBeNull();
    expect(finalScore(scoreOf(event, null, true))).toBeNull();
  });
});
