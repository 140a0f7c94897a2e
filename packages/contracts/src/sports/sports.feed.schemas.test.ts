import { describe, expect, it } from 'vitest';
import { SportsEventMessageSchema, SportsFeedMessageSchema } from './sports.feed.schemas.ts';

const header = { producer: 1, eventId: 'orca:match:7', timestamp: 1795000000000, sequence: 1 };

const oddsChange = {
  type: 'odds_change',
  ...header,
  sportEventStatus: {
    status: 1,
    matchStatus: 6,
    homeScore: 1,
    awayScore: 0,
    clock: { matchTime: '23:10' },
  },
  markets: [
    {
      id: 18,
      specifiers: 'total=2.5',
      status: 1,
      outcomes: [
        { id: 12, odds: '1.95', active: true },
        { id: 13, odds: '1.85', active: true },
      ],
    },
  ],
};

/** The issues' messages, for a readable failure. */
function issues(message: unknown): string[] {
  const result = SportsFeedMessageSchema.safeParse(message);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('feed messages', () => {
  it('accepts one of each kind', () => {
    const messages = [
      oddsChange,
      { type: 'bet_stop', ...header, markets: 'all', reason: 4 },
      { type: 'bet_stop', ...header, markets: [{ id: 1, specifiers: '' }], reason: 12 },
      {
        type: 'bet_settlement',
        ...header,
        certainty: 2,
        markets: [
          {
            id: 16,
            specifiers: 'hcp=-0.25',
            outcomes: [
              { id: 1714, result: 1, voidFactor: 0.5 },
              { id: 1715, result: 0, voidFactor: 0.5 },
            ],
          },
          {
            id: 41,
            specifiers: 'score=0:0',
            outcomes: [{ id: 130, result: 1, deadHeatFactor: 1 }],
          },
        ],
      },
      { type: 'rollback_bet_settlement', ...header, markets: [{ id: 29, specifiers: '' }] },
      {
        type: 'bet_cancel',
        ...header,
        markets: [{ id: 8, specifiers: 'goalnr=2' }],
        startTime: 1795000000000,
        endTime: 1795000010000,
        voidReason: 2,
      },
      { type: 'rollback_bet_cancel', ...header, markets: [{ id: 10, specifiers: '' }] },
      { type: 'fixture_change', ...header, changeType: 2, startTime: 1795000300000 },
      { type: 'alive', producer: 1, timestamp: 1795000000000, subscribed: true },
    ];
    for (const message of messages) expect(issues(message)).toEqual([]);
  });

  it('keeps alive out of the event messages', () => {
    expect(
      SportsEventMessageSchema.safeParse({
        type: 'alive',
        producer: 1,
        timestamp: 1,
        subscribed: true,
      }).success,
    ).toBe(false);
  });

  it.each([
    ['a market outside the catalogue', { id: 14 }, 'markets.0.id'],
    [
      'missing specifiers',
      { specifiers: '' },
      'markets.0.specifiers: market 18 takes total, got ""',
    ],
    [
      'non-canonical specifiers',
      { specifiers: 'total=2.50' },
      'markets.0.specifiers: "total=2.50" is not canonical: "total=2.5"',
    ],
    ['a settled status', { status: -3 }, 'markets.0.status'],
    [
      'an outcome of another market',
      { outcomes: [{ id: 1, odds: '2.00', active: true }] },
      'markets.0.outcomes.0.id: outcome 1 is not in market 18',
    ],
    [
      'an outcome twice',
      {
        outcomes: [
          { id: 12, odds: '2.00', active: true },
          { id: 12, odds: '2.00', active: true },
        ],
      },
      'markets.0.outcomes.1.id: outcome 12 is given twice',
    ],
    [
      'an active outcome without odds',
      { outcomes: [{ id: 12, active: true }] },
      'markets.0.outcomes.0.odds: an active outcome of an active market needs odds',
    ],
    [
      'odds of 1',
      { outcomes: [{ id: 12, odds: '1.00', active: true }] },
      'markets.0.outcomes.0.odds: odds must be above 1',
    ],
    [
      'odds as a number',
      { outcomes: [{ id: 12, odds: 1.5, active: true }] },
      'markets.0.outcomes.0.odds',
    ],
  ])('refuses an odds change with %s', (_, change, expected) => {
    const market = { ...oddsChange.markets[0], ...change };
    const found = issues({ ...oddsChange, markets: [market] });
    expect(found.some((issue) => issue.startsWith(expected))).toBe(true);
  });

  it('allows an inactive outcome, or any outcome of a deactivated market, without odds', () => {
    const market = {
      ...oddsChange.markets[0],
      status: 0,
      outcomes: [
        { id: 12, active: false },
        { id: 13, active: true },
      ],
    };
    expect(issues({ ...oddsChange, markets: [market] })).toEqual([]);
  });

  it.each([
    ['sequence 0', { sequence: 0 }, 'sequence'],
    ['an event id that is not a URN', { eventId: '1001' }, 'eventId'],
    ['producer 0', { producer: 0 }, 'producer'],
    ['a fractional timestamp', { timestamp: 1.5 }, 'timestamp'],
  ])('refuses a header with %s', (_, change, path) => {
    expect(issues({ ...oddsChange, ...change }).some((issue) => issue.startsWith(`${path}:`))).toBe(
      true,
    );
  });

  it('refuses settlement factors UOF does not define and an inverted cancel window', () => {
    const settlement = (outcome: object) => ({
      type: 'bet_settlement',
      ...header,
      certainty: 1,
      markets: [{ id: 29, specifiers: '', outcomes: [{ id: 74, result: 1, ...outcome }] }],
    });
    expect(issues(settlement({ voidFactor: 0.25 }))).not.toEqual([]);
    expect(issues(settlement({ result: -1 }))).not.toEqual([]);
    expect(issues(settlement({ deadHeatFactor: 0 }))).not.toEqual([]);
    expect(issues(settlement({ deadHeatFactor: 1.5 }))).not.toEqual([]);
    expect(issues({ ...settlement({}), certainty: 3 })).not.toEqual([]);
    expect(
      issues({
        type: 'bet_cancel',
        ...header,
        markets: [{ id: 29, specifiers: '' }],
        startTime: 2000,
        endTime: 1000,
      }),
    ).toEqual(['endTime: endTime must follow startTime']);
  });
});
