import { MARKET, MARKET_STATUS, MARKETS, SportsEventMessageSchema } from '@orca/contracts';
import { ORCA_PREMIER } from '@orca/games/sports/leagues';
import { matchTimeline } from '@orca/games/sports/match-timeline';
import { describe, expect, it } from 'vitest';
import { emptyEventBook, replayFeed } from './feed.state.ts';
import { producerMessages } from './virtual-producer.ts';

const KICK_OFF = Date.UTC(2026, 10, 27, 20, 0, 0);
const MARGIN = 0.05;

function match(serverSeed: string) {
  const timeline = matchTimeline({
    serverSeed,
    home: 'stormhaven-city',
    away: 'pebblecombe-borough',
    league: ORCA_PREMIER,
  });
  const messages = producerMessages({
    eventId: 'orca:match:1',
    producer: 7,
    timeline,
    kickOff: KICK_OFF,
    margin: MARGIN,
  });
  return { timeline, messages };
}

function replay(messages: ReturnType<typeof producerMessages>) {
  return replayFeed(emptyEventBook('orca:match:1'), messages);
}

const SEEDS = Array.from({ length: 25 }, (_, i) => `virtual-producer-seed-${i}`);

describe('producerMessages', () => {
  it.each(SEEDS)('%s: parses, numbers 1..n, replays to a fully settled book', (seed) => {
    const { timeline, messages } = match(seed);
    for (const message of messages)
      expect(SportsEventMessageSchema.parse(message)).toEqual(message);
    expect(messages.map((m) => m.sequence)).toEqual(messages.map((_, i) => i + 1));
    const timestamps = messages.map((m) => m.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
    expect(messages.filter((m) => m.type === 'bet_stop')).toHaveLength(
      timeline.events.filter((e) => e.kind === 'danger').length + 1,
    );

    const { book, effects } = replay(messages);
    expect(effects.filter((e) => e.kind === 'ignored' || e.kind === 'gap')).toEqual([]);
    const markets = Object.values(book.markets);
    // 1X2, double chance, draw no bet, 5 totals, both teams to score, 8 handicaps; a next-goal line and a
    // correct-score line for each score the match passed through.
    const goals = timeline.score.home + timeline.score.away;
    expect(markets).toHaveLength(17 + 2 * (goals + 1));
    for (const market of markets) expect(market.status).toBe(MARKET_STATUS.settled);

    const { home, away } = timeline.score;
    const winner = home > away ? 1 : home === away ? 2 : 3;
    const result = book.markets[`${MARKET.matchResult}`]?.settlement?.outcomes;
    expect(result?.[winner]?.result).toBe(1);
    expect([1, 2, 3].filter((id) => result?.[id]?.result === 1)).toEqual([winner]);
  });

  it('settles a whole handicap line that lands exactly as a push of both sides', () => {
    const seed = SEEDS.find((s) => {
      const { score } = match(s).timeline;
      return Math.abs(score.home - score.away) === 1;
    });
    expect(seed).toBeDefined();
    const { timeline, messages } = match(seed ?? '');
    const hcp = timeline.score.home > timeline.score.away ? 'hcp=-1' : 'hcp=1';
    const outcomes =
      replay(messages).book.markets[`${MARKET.handicap}?${hcp}`]?.settlement?.outcomes;
    expect(outcomes?.[1714]).toMatchObject({ result: 0, voidFactor: 1 });
    expect(outcomes?.[1715]).toMatchObject({ result: 0, voidFactor: 1 });
  });

  it('takes a whole handicap line off when a stoppage-time goal leaves it certain to push', () => {
    // Seed 105: 2–1 at 90+3, so with no time left the home side's −1 line can only push.
    const { timeline, messages } = match('virtual-producer-seed-105');
    expect(timeline.score).toEqual({ home: 2, away: 1 });
    const last = messages.filter((m) => m.type === 'odds_change' && m.markets.length > 0).at(-1);
    const line =
      last?.type === 'odds_change'
        ? last.markets.find((m) => m.id === MARKET.handicap && m.specifiers === 'hcp=-1')
        : undefined;
    expect(line?.status).toBe(MARKET_STATUS.deactivated);
  });

  it('prices the pre-match 1X2 at 1 + margin, off only by the 4-decimal rounding', () => {
    const { messages } = match('pinned-seed');
    const prematch = messages.find((m) => m.type === 'odds_change');
    const oneXTwo =
      prematch?.type === 'odds_change'
        ? prematch.markets.find((m) => m.id === MARKET.matchResult)
        : undefined;
    const odds = oneXTwo?.outcomes.map((o) => Number(o.odds)) ?? [];
    expect(odds).toHaveLength(3);
    const book = odds.reduce((s, o) => s + 1 / o, 0);
    // Rounding o to 4 decimals moves 1/o by at most 0.00005 / (o·(o − 0.00005)).
    const bound = odds.reduce((s, o) => s + 0.00005 / (o * (o - 0.00005)), 0);
    expect(Math.abs(book - (1 + MARGIN))).toBeLessThanOrEqual(bound);
    expect(oneXTwo?.outcomes.map((o) => o.odds)).toMatchInlineSnapshot(`
      [
        "1.2137",
        "6.2784",
        "14.9752",
      ]
    `);
  });
});

describe('the markets a match settles', () => {
  const settled = (seed: string) => {
    const { timeline, messages } = match(seed);
    return { timeline, book: replay(messages).book, messages };
  };
  const seedWhere = (test: (score: { home: number; away: number }) => boolean) => {
    const seed = SEEDS.find((s) => test(match(s).timeline.score));
    if (!seed) throw new Error('no seed in the sample has that score');
    return seed;
  };

  it('settles quarter handicaps as half won or half lost, and draw no bet void on a draw', () => {
    const draw = settled(seedWhere((s) => s.home === s.away));
    expect(draw.book.markets['16?hcp=-0.25']?.settlement?.outcomes[1714]).toEqual({
      result: 0,
      voidFactor: 0.5,
      deadHeatFactor: 1,
    });
    expect(draw.book.markets['16?hcp=-0.25']?.settlement?.outcomes[1715]).toMatchObject({
      result: 1,
      voidFactor: 0.5,
    });
    expect(draw.book.markets['11']?.settlement?.outcomes[4]).toMatchObject({
      result: 0,
      voidFactor: 1,
    });

    const byOne = settled(seedWhere((s) => s.home - s.away === 1));
    expect(byOne.book.markets['16?hcp=-0.75']?.settlement?.outcomes[1714]).toMatchObject({
      result: 1,
      voidFactor: 0.5,
    });
    expect(byOne.book.markets['16?hcp=-1.5']?.settlement?.outcomes[1714]).toMatchObject({
      result: 0,
      voidFactor: 0,
    });
  });

  it('settles each next-goal line at its goal, before the odds reopen, and the last one as no goal', () => {
    const { timeline, messages, book } = settled(seedWhere((s) => s.home + s.away >= 2));
    const first = timeline.goals[0];
    const index = messages.findIndex(
      (m) => m.type === 'bet_settlement' && m.markets.some((x) => x.specifiers === 'goalnr=1'),
    );
    const settlement = messages[index];
    expect(settlement?.type === 'bet_settlement' && settlement.markets[0]?.outcomes).toContainEqual(
      {
        id: first?.side === 'home' ? 6 : 8,
        result: 1,
      },
    );
    // The goal's own odds come after the settlement, and open the next line.
    const reopening = messages
      .slice(index)
      .find((m) => m.type === 'odds_change' && m.markets.length > 1);
    expect(
      reopening?.type === 'odds_change' && reopening.markets.map((x) => x.specifiers),
    ).toContain('goalnr=2');
    const goals = timeline.score.home + timeline.score.away;
    expect(book.markets[`8?goalnr=${goals + 1}`]?.settlement?.outcomes[7]?.result).toBe(1);
  });

  it('settles every correct-score line by the goals scored after it opened', () => {
    const { timeline, book } = settled(seedWhere((s) => s.home >= 1 && s.home + s.away <= 5));
    const { home, away } = timeline.score;
    const outcomeOf = (text: string) =>
      Number(
        Object.entries(MARKETS[MARKET.correctScore].outcomes).find(([, t]) => t === text)?.[0],
      );
    const fromKickOff = book.markets['41?score=0:0']?.settlement?.outcomes;
    expect(fromKickOff?.[outcomeOf(`${home}:${away}`)]?.result).toBe(1);
    const first = timeline.goals[0];
    const after = first?.side === 'home' ? '1:0' : '0:1';
    const further = first?.side === 'home' ? `${home - 1}:${away}` : `${home}:${away - 1}`;
    expect(
      book.markets[`41?score=${after}`]?.settlement?.outcomes[outcomeOf(further)]?.result,
    ).toBe(1);
  });
});
