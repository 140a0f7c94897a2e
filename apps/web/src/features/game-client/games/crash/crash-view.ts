import { isOutcomeOf, type CrashState, type Round } from '@orca/contracts';
import {
  CRASH_BETTING_MS,
  CRASH_COOLDOWN_MS,
  CRASH_GROWTH_PER_MS,
  crashFlightMs,
  crashMultiplierAt,
} from '@orca/contracts/games/crash.schemas';
import { parseDecimal } from '../../lib/format-game';
import { fromMinor, scaleMinor, toMinor } from '../../lib/money';

export const AUTO_MIN = 1.01;
const AUTO_MAX = 1_000_000;

/** The player's bet on a flight, as this view follows it. */
export interface MyBet {
  gameId: string;
  roundId: string;
  bet: string;
  autoCashout: number | null;
  status: 'placed' | 'cashed' | 'lost';
  cashoutX: number | null;
  win: string | null;
}

/** The player's bet as a round answers it: a bet just placed, or one left riding before a reload. */
export function betOfRound(round: Round | null): MyBet | null {
  if (!round || round.status !== 'open' || !isOutcomeOf(round.outcome, 'crash')) return null;
  const outcome = round.outcome;
  return {
    gameId: outcome.crashGameId,
    roundId: round.roundId,
    bet: round.bet,
    autoCashout:
      outcome.autoCashoutHundredths === null ? null : outcome.autoCashoutHundredths / 100,
    status: 'placed',
    cashoutX: null,
    win: null,
  };
}

/** The auto cash-out as typed: kept within its limits when on, invalid under the minimum or unreadable. */
export function autoCashoutOf(
  isAutoOn: boolean,
  autoText: string,
): { autoCashout: number | null; isAutoInvalid: boolean } {
  const value = parseDecimal(autoText);
  return {
    autoCashout:
      isAutoOn && Number.isFinite(value) ? Math.min(AUTO_MAX, Math.max(AUTO_MIN, value)) : null,
    isAutoInvalid: isAutoOn && (!Number.isFinite(value) || value < AUTO_MIN),
  };
}

/**
 * What a bet pays at a multiplier: a running flight's multiplier counts by the hundredth it has
 * reached (floor), an auto cash-out's target is already in hundredths (round).
 */
export function winAtMinor(betMinor: bigint, multiplier: number, round: 'floor' | 'round'): bigint {
  const hundredths =
    round === 'floor' ? Math.floor(multiplier * 100) : Math.round(multiplier * 100);
  return scaleMinor(betMinor, hundredths, 100);
}

/**
 * The player's bet after a bust: an auto cash-out at or under the crash point won, any other bet
 * lost. Null when the state settles nothing of theirs (another flight, not busted, already settled).
 */
export function settledByBust(mine: MyBet | null, next: CrashState): MyBet | null {
  if (!mine || mine.status !== 'placed' || mine.gameId !== next.game.id) return null;
  if (next.game.phase !== 'busted') return null;
  const point = Number(next.game.crashPoint ?? '0');
  const isWon = mine.autoCashout !== null && mine.autoCashout <= point;
  return {
    ...mine,
    status: isWon ? 'cashed' : 'lost',
    cashoutX: isWon ? mine.autoCashout : null,
    win:
      isWon && mine.autoCashout !== null
        ? fromMinor(winAtMinor(toMinor(mine.bet) ?? 0n, mine.autoCashout, 'round'))
        : null,
  };
}

/**
 * When the next round's betting opens after a bust (server time), so the view can ask for it then
 * rather than trust the socket alone: the window is short, and a late push would miss it whole.
 * Null while a round is betting or flying (the view knows those times itself).
 */
export function nextRoundOpensAt(state: CrashState | null): number | null {
  if (!state || state.game.phase !== 'busted' || state.game.crashPoint === null) return null;
  const pointHundredths = Math.round(Number(state.game.crashPoint) * 100);
  return Date.parse(state.game.startsAt) + crashFlightMs(pointHundredths) + CRASH_COOLDOWN_MS;
}

/** The live feed's bets and cash-outs on the flight on show; others are ignored. */
export function withBetMessage(
  current: CrashState | null,
  message: { type: 'crash.bet' | 'crash.cashout'; gameId: string; bet: CrashState['bets'][number] },
): CrashState | null {
  if (!current || current.game.id !== message.gameId) return current;
  if (message.type === 'crash.bet') return { ...current, bets: [message.bet, ...current.bets] };
  const index = current.bets.findIndex(
    (b) => b.player === message.bet.player && b.bet === message.bet.bet && b.cashout === null,
  );
  if (index < 0) return current;
  const bets = [...current.bets];
  bets[index] = message.bet;
  return { ...current, bets };
}

/** Where the flight stands at server time `serverNow`, and what the player's bet can do in it. */
export interface FlightView {
  isBetting: boolean;
  isFlying: boolean;
  isBusted: boolean;
  multiplier: number;
  /** Seconds until take-off, and the share of the betting window left (0–100). */
  countdown: number;
  countdownPercent: number;
  /** Time along the curve the chart draws: flown so far, or up to the crash point after a bust. */
  chartElapsedMs: number;
  isMineLive: boolean;
  isAutoReached: boolean;
  /** What cashing out now pays; null without a live bet. */
  cashoutNowMinor: bigint | null;
}

export function flightView(
  state: CrashState | null,
  serverNow: number,
  myBet: MyBet | null,
): FlightView {
  const startsAt = state ? Date.parse(state.game.startsAt) : 0;
  const isBusted = state !== null && state.game.phase === 'busted';
  const isFlying = state !== null && !isBusted && serverNow >= startsAt;
  const isBetting = state !== null && state.game.phase === 'betting' && serverNow < startsAt;
  const multiplier = !state
    ? 1
    : isBusted
      ? Number(state.game.crashPoint ?? '1')
      : isFlying
        ? crashMultiplierAt(serverNow - startsAt)
        : 1;
  const isMineLive =
    myBet !== null && state !== null && myBet.gameId === state.game.id && myBet.status === 'placed';
  const isAutoReached =
    isMineLive && myBet.autoCashout !== null && isFlying && multiplier >= myBet.autoCashout;
  const myBetMinor = myBet ? toMinor(myBet.bet) : null;
  const countdown = Math.max(0, (startsAt - serverNow) / 1000);
  return {
    isBetting,
    isFlying,
    isBusted,
    multiplier,
    countdown,
    countdownPercent: Math.min(100, ((countdown * 1000) / CRASH_BETTING_MS) * 100),
    chartElapsedMs:
      isFlying || isBusted
        ? Math.max(0, isBusted ? Math.log(multiplier) / CRASH_GROWTH_PER_MS : serverNow - startsAt)
        : 0,
    isMineLive,
    isAutoReached,
    cashoutNowMinor:
      isMineLive && myBetMinor !== null ? winAtMinor(myBetMinor, multiplier, 'floor') : null,
  };
}

/** The line above the button about the player's bet on the flight on show. */
export type ResultLine =
  | { kind: 'cashed'; multiplier: number; amount: string }
  | { kind: 'lost'; amount: string }
  | { kind: 'autoReached'; multiplier: number }
  | { kind: 'placed'; amount: string };

export function resultLineOf(
  myBet: MyBet | null,
  state: CrashState | null,
  isAutoReached: boolean,
): ResultLine | null {
  if (!myBet || !state || myBet.gameId !== state.game.id) return null;
  if (myBet.status === 'cashed')
    return { kind: 'cashed', multiplier: myBet.cashoutX ?? 0, amount: myBet.win ?? '0.00' };
  if (myBet.status === 'lost') return { kind: 'lost', amount: myBet.bet };
  if (isAutoReached) return { kind: 'autoReached', multiplier: myBet.autoCashout ?? 0 };
  return { kind: 'placed', amount: myBet.bet };
}

/** The one button: cash out while the player's bet flies (and no auto cash-out took it), else bet. */
export type CrashButton =
  | { kind: 'cashout'; amount: string; isDisabled: boolean }
  | { kind: 'bet'; label: 'waiting' | 'placeBet' | 'nextRound'; isDisabled: boolean };

export function crashButtonOf(
  view: Pick<
    FlightView,
    'isMineLive' | 'isFlying' | 'isAutoReached' | 'isBetting' | 'cashoutNowMinor'
  >,
  input: {
    isBusy: boolean;
    isOpenRoundPending: boolean;
    hasValidBet: boolean;
    isAutoInvalid: boolean;
  },
): CrashButton {
  if (view.isMineLive && view.isFlying && !view.isAutoReached)
    return {
      kind: 'cashout',
      amount: fromMinor(view.cashoutNowMinor ?? 0n),
      isDisabled: input.isBusy,
    };
  return {
    kind: 'bet',
    label: view.isMineLive ? 'waiting' : view.isBetting ? 'placeBet' : 'nextRound',
    isDisabled:
      !view.isBetting ||
      view.isMineLive ||
      input.isBusy ||
      input.isOpenRoundPending ||
      !input.hasValidBet ||
      input.isAutoInvalid,
  };
}

/** The colour of a past flight's chip: red under 2×, green from 2×, gold from 10×. */
export function chipColour(point: number): string {
  if (point >= 10) return 'bg-amber-300 text-amber-950';
  if (point >= 2) return 'bg-emerald-400 text-emerald-950';
  return 'bg-rose-500/90 text-white';
}
