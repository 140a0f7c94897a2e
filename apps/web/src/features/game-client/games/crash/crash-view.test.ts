import type { CrashBetView, CrashState, Round } from '@orca/contracts';
import {
  CRASH_BETTING_MS,
  CRASH_COOLDOWN_MS,
  crashFlightMs,
  crashMultiplierAt,
} from '@orca/contracts/games/crash.schemas';
import { describe, expect, it } from 'vitest';
import { chartGeometry } from './crash-chart-geometry';
import {
  autoCashoutOf,
  betOfRound,
  chipColour,
  crashButtonOf,
  flightView,
  nextRoundOpensAt,
  resultLineOf,
  settledByBust,
  withBetMessage,
  type MyBet,
} from './crash-view';

const STARTS_AT = Date.parse('2026-01-01T12:00:10.000Z');
const game = (over: Partial<CrashState['game']> = {}): CrashState['game'] => ({
  id: 'g1',
  phase: 'betting',
  bettingOpensAt: '2026-01-01T12:00:00.000Z',
  startsAt: new Date(STARTS_AT).toISOString(),
  serverTime: '2026-01-01T12:00:00.000Z',
  crashPoint: null,
  hash: null,
  ...over,
});
const stateOf = (
  over: Partial<CrashState['game']> = {},
  bets: CrashBetView[] = [],
): CrashState => ({
  game: game(over),
  bets,
  history: [],
});
const mine = (over: Partial<MyBet> = {}): MyBet => ({
  gameId: 'g1',
  roundId: 'r1',
  bet: '2.00',
  autoCashout: null,
  status: 'placed',
  cashoutX: null,
  win: null,
  ...over,
});
const row = (over: Partial<CrashBetView>): CrashBetView => ({
  player: 'ann',
  bet: '1.00',
  currency: 'EUR',
  isFun: false,
  autoCashout: null,
  cashout: null,
  win: null,
  ...over,
});
const idle = { isBusy: false, isOpenRoundPending: false, hasValidBet: true, isAutoInvalid: false };

describe('crash flight view', () => {
  it('knows when the next round opens after a bust, and asks for nothing while a round bets or flies', () => {
    expect(nextRoundOpensAt(null)).toBeNull();
    expect(nextRoundOpensAt(stateOf())).toBeNull();
    expect(nextRoundOpensAt(stateOf({ phase: 'running' }))).toBeNull();
    expect(nextRoundOpensAt(stateOf({ phase: 'busted', crashPoint: '2.35' }))).toBe(
      STARTS_AT + crashFlightMs(235) + CRASH_COOLDOWN_MS,
    );
    // A bust at take-off (1.00×) flies for no time: the pause alone is left.
    expect(nextRoundOpensAt(stateOf({ phase: 'busted', crashPoint: '1.00' }))).toBe(
      STARTS_AT + CRASH_COOLDOWN_MS,
    );
  });

  it('counts down before take-off, climbs in flight and stands at the crash point after a bust', () => {
    const betting = flightView(stateOf(), STARTS_AT - 2_500, null);
    expect(betting).toMatchObject({
      isBetting: true,
      isFlying: false,
      multiplier: 1,
      countdown: 2.5,
    });
    expect(betting.countdownPercent).toBeCloseTo((2_500 / CRASH_BETTING_MS) * 100);
    expect(betting.chartElapsedMs).toBe(0);

    const flying = flightView(stateOf({ phase: 'running' }), STARTS_AT + 4_000, null);
    expect(flying).toMatchObject({ isBetting: false, isFlying: true, countdown: 0 });
    expect(flying.multiplier).toBe(crashMultiplierAt(4_000));
    expect(flying.chartElapsedMs).toBe(4_000);

    const busted = flightView(
      stateOf({ phase: 'busted', crashPoint: '3.17' }),
      STARTS_AT + 9e9,
      null,
    );
    expect(busted).toMatchObject({ isBusted: true, isFlying: false, multiplier: 3.17 });
    expect(busted.chartElapsedMs).toBeGreaterThan(0);
    expect(flightView(null, 0, null)).toMatchObject({ isBetting: false, multiplier: 1 });
  });

  it('offers the cash-out at the floored multiplier while the player’s bet flies, until the auto target', () => {
    const flying = stateOf({ phase: 'running' });
    const at = STARTS_AT + 4_000;
    const multiplier = crashMultiplierAt(4_000);
    const view = flightView(flying, at, mine());
    expect(view.isMineLive).toBe(true);
    expect(view.cashoutNowMinor).toBe(BigInt(Math.floor(multiplier * 100) * 2));
    expect(crashButtonOf(view, idle)).toEqual({
      kind: 'cashout',
      amount: ((Math.floor(multiplier * 100) * 2) / 100).toFixed(2),
      isDisabled: false,
    });
    const reached = flightView(flying, at, mine({ autoCashout: 1.01 }));
    expect(reached.isAutoReached).toBe(true);
    expect(crashButtonOf(reached, idle)).toMatchObject({
      kind: 'bet',
      label: 'waiting',
      isDisabled: true,
    });
    expect(flightView(flying, at, mine({ gameId: 'g0' })).isMineLive).toBe(false);
  });

  it('lets a bet be placed only while betting, with a valid bet and auto cash-out, when not busy', () => {
    const betting = flightView(stateOf(), STARTS_AT - 1_000, null);
    expect(crashButtonOf(betting, idle)).toEqual({
      kind: 'bet',
      label: 'placeBet',
      isDisabled: false,
    });
    expect(crashButtonOf(betting, { ...idle, isBusy: true }).isDisabled).toBe(true);
    expect(crashButtonOf(betting, { ...idle, isOpenRoundPending: true }).isDisabled).toBe(true);
    expect(crashButtonOf(betting, { ...idle, hasValidBet: false }).isDisabled).toBe(true);
    expect(crashButtonOf(betting, { ...idle, isAutoInvalid: true }).isDisabled).toBe(true);
    const flying = flightView(stateOf({ phase: 'running' }), STARTS_AT + 10, null);
    expect(crashButtonOf(flying, idle)).toEqual({
      kind: 'bet',
      label: 'nextRound',
      isDisabled: true,
    });
    const placed = flightView(stateOf(), STARTS_AT - 1_000, mine());
    expect(crashButtonOf(placed, idle)).toEqual({
      kind: 'bet',
      label: 'waiting',
      isDisabled: true,
    });
  });

  it('reads the auto cash-out within its limits and refuses one under 1.01×', () => {
    expect(autoCashoutOf(false, '2,5')).toEqual({ autoCashout: null, isAutoInvalid: false });
    expect(autoCashoutOf(true, '2,5')).toEqual({ autoCashout: 2.5, isAutoInvalid: false });
    expect(autoCashoutOf(true, '1')).toEqual({ autoCashout: 1.01, isAutoInvalid: true });
    expect(autoCashoutOf(true, 'x')).toEqual({ autoCashout: null, isAutoInvalid: true });
    expect(autoCashoutOf(true, '5000000').autoCashout).toBe(1_000_000);
  });

  it('settles the player’s bet at a bust: an auto cash-out under the point wins, anything else loses', () => {
    const bust = stateOf({ phase: 'busted', crashPoint: '2.50' });
    expect(settledByBust(mine({ autoCashout: 2 }), bust)).toMatchObject({
      status: 'cashed',
      cashoutX: 2,
      win: '4.00',
    });
    expect(settledByBust(mine({ autoCashout: 2.5 }), bust)?.status).toBe('cashed');
    expect(settledByBust(mine({ autoCashout: 3 }), bust)).toMatchObject({
      status: 'lost',
      win: null,
    });
    expect(settledByBust(mine(), bust)?.status).toBe('lost');
    expect(settledByBust(mine(), stateOf({ phase: 'running' }))).toBeNull();
    expect(settledByBust(mine({ gameId: 'g0' }), bust)).toBeNull();
    expect(settledByBust(mine({ status: 'cashed' }), bust)).toBeNull();
    expect(settledByBust(null, bust)).toBeNull();
  });

  it('says what became of the player’s bet on the flight on show', () => {
    const state = stateOf();
    expect(
      resultLineOf(mine({ status: 'cashed', cashoutX: 1.5, win: '3.00' }), state, false),
    ).toEqual({
      kind: 'cashed',
      multiplier: 1.5,
      amount: '3.00',
    });
    expect(resultLineOf(mine({ status: 'lost' }), state, false)).toEqual({
      kind: 'lost',
      amount: '2.00',
    });
    expect(resultLineOf(mine({ autoCashout: 2 }), state, true)).toEqual({
      kind: 'autoReached',
      multiplier: 2,
    });
    expect(resultLineOf(mine(), state, false)).toEqual({ kind: 'placed', amount: '2.00' });
    expect(resultLineOf(mine({ gameId: 'g0' }), state, false)).toBeNull();
  });

  it('takes a riding bet from the open round, and nothing from a closed or other round', () => {
    const round = {
      roundId: 'r9',
      status: 'open',
      bet: '5.00',
      outcome: { kind: 'crash', crashGameId: 'g7', autoCashoutHundredths: 150 },
    } as Round;
    expect(betOfRound(round)).toEqual(
      mine({ gameId: 'g7', roundId: 'r9', bet: '5.00', autoCashout: 1.5 }),
    );
    expect(betOfRound({ ...round, status: 'closed' })).toBeNull();
    expect(betOfRound(null)).toBeNull();
  });

  it('adds live bets on top and marks the first matching uncashed bet cashed out', () => {
    const state = stateOf({}, [row({ player: 'bob' }), row({ player: 'ann' })]);
    const added = withBetMessage(state, {
      type: 'crash.bet',
      gameId: 'g1',
      bet: row({ player: 'cy' }),
    });
    expect(added?.bets.map((b) => b.player)).toEqual(['cy', 'bob', 'ann']);
    const cashed = row({ player: 'ann', cashout: '1.80', win: '1.80' });
    expect(
      withBetMessage(state, { type: 'crash.cashout', gameId: 'g1', bet: cashed })?.bets[1],
    ).toBe(cashed);
    expect(withBetMessage(state, { type: 'crash.bet', gameId: 'g2', bet: cashed })).toBe(state);
    expect(
      withBetMessage(state, { type: 'crash.cashout', gameId: 'g1', bet: row({ player: 'zed' }) }),
    ).toBe(state);
  });

  it('colours past flights by their point', () => {
    expect(chipColour(1.5)).toMatch(/rose/);
    expect(chipColour(2)).toMatch(/emerald/);
    expect(chipColour(10)).toMatch(/amber/);
  });
});

describe('crash chart geometry', () => {
  it('spans at least 8 s and 2× and grows past the flight, ending the curve at its head', () => {
    const still = chartGeometry(0, 1, 400, 300);
    expect(still.ticks.map((tick) => tick.ms)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(still.gridLines[0]).toEqual({ multiplier: 1, y: 300 - 30 });
    expect(still.gridLines.at(-1)?.multiplier).toBe(2);
    const long = chartGeometry(40_000, 20, 400, 300);
    expect(long.ticks.at(-1)?.ms).toBeLessThanOrEqual(46_000);
    expect(long.ticks[1]?.ms).toBe(10_000);
    expect(long.gridLines.length).toBeLessThanOrEqual(7);
    expect(long.head[0]).toBeCloseTo(48 + (40_000 / 46_000) * (400 - 68), 0);
    expect(long.path.split(' ')).toHaveLength(65);
  });
});
