import type {
  LiveBetRequest,
  LiveBets,
  LiveRoundResult,
  LiveSeat,
  LiveTableView,
} from '@orca/contracts';
import { toMinor } from '../../lib/money';
import { chipValues, stakeBySpot, sumChips, type SlipChip } from './chips';

type ResultKind = LiveRoundResult['kind'];
export type ResultOf<Kind extends ResultKind> = Extract<LiveRoundResult, { kind: Kind }>;

/** What a table's client tells the shared seat hook: how its bets read and are sent. */
export interface LiveSeatOptions<Bet> {
  /** The seat's confirmed bets as chips on their spots (what the felt shows placed and Repeat sends). */
  chipsOf: (bets: LiveBets | undefined) => SlipChip<Bet>[];
  /** The bet request for a list of chips. */
  toRequest: (chips: readonly SlipChip<Bet>[]) => LiveBetRequest;
  /** The rack's chip picked until the player picks another. */
  defaultChipIndex: number;
}

/** Chips put on the felt and not sent yet, with the round they were put down in. */
export interface Slip<Bet> {
  roundId: string | null;
  chips: SlipChip<Bet>[];
}

/** The seat's confirmed bets, kept for Repeat: `key` changes when the round or the stake does. */
export interface RememberedBets<Bet> {
  key: string;
  roundId: string;
  chips: SlipChip<Bet>[];
}

/** My seat when it is in the round on screen; a seat from an earlier round is no bet in this one. */
export function seatInRound(view: Pick<LiveTableView, 'seat' | 'roundId'> | null): LiveSeat | null {
  return view?.seat && view.seat.liveRoundId === view.roundId ? view.seat : null;
}

/** The round's result when it is of the table's kind. */
export function resultOf<Kind extends ResultKind>(
  view: Pick<LiveTableView, 'result'> | null,
  kind: Kind,
): ResultOf<Kind> | null {
  const result = view?.result;
  return result?.kind === kind ? (result as ResultOf<Kind>) : null;
}

/**
 * The table's last results of its kind, newest first. The round whose ball or wheel is still turning
 * (`rolling`) is left out, so the strip does not tell its result before the animation does.
 */
export function lastResultsOf<Kind extends ResultKind>(
  view: Pick<LiveTableView, 'lastResults'> | null,
  kind: Kind,
  rolling: string | null = null,
): ResultOf<Kind>[] {
  return (view?.lastResults ?? []).flatMap((item) =>
    item.result.kind === kind && item.roundId !== rolling ? [item.result as ResultOf<Kind>] : [],
  );
}

/** The round still turning on screen: the spin on show until it has landed. */
export const rollingRoundOf = (
  spin: { roundId: string } | null,
  isLanded: boolean,
): string | null => (spin && !isLanded ? spin.roundId : null);

/** The rack of chips between the table's limits; none until the table is read. */
export const rackOf = (view: Pick<LiveTableView, 'minBet' | 'maxBet'> | null): string[] =>
  view ? chipValues(view.minBet, view.maxBet) : [];

/** The chip the next spot gets: the one picked while it is on the rack, else the rack's default. */
export function currentChip(
  chosen: string | null,
  rack: readonly string[],
  defaultIndex: number,
): string | null {
  if (chosen !== null && rack.includes(chosen)) return chosen;
  return rack[defaultIndex] ?? rack[0] ?? null;
}

/** Chips not sent before the close were never bets: the next round starts with a bare felt. */
export const slipChips = <Bet>(slip: Slip<Bet>, roundId: string | null): SlipChip<Bet>[] =>
  slip.roundId === roundId ? slip.chips : [];

/**
 * The seat's bets to remember for Repeat, when they differ from those remembered (a new round, or
 * a stake that changed); null when nothing is to change.
 */
export function betsToRemember<Bet>(
  seat: Pick<LiveSeat, 'liveRoundId' | 'stake'> | null,
  placed: SlipChip<Bet>[],
  remembered: RememberedBets<Bet> | null,
): RememberedBets<Bet> | null {
  if (!seat) return null;
  const key = `${seat.liveRoundId}:${seat.stake}`;
  return remembered?.key === key ? null : { key, roundId: seat.liveRoundId, chips: placed };
}

/** Repeat offers the last round's bets, never the round's own. */
export const repeatChipsOf = <Bet>(
  remembered: RememberedBets<Bet> | null,
  roundId: string | null,
): SlipChip<Bet>[] => (remembered && remembered.roundId !== roundId ? remembered.chips : []);

/** The felt's sums: the stake per spot (sent and not), what is not sent yet and what is. */
export function slipTotals<Bet>(placed: SlipChip<Bet>[], pending: SlipChip<Bet>[]) {
  const pendingMinor = sumChips(pending);
  const placedMinor = sumChips(placed);
  return {
    stakes: stakeBySpot(placed, pending),
    pendingMinor,
    placedMinor,
    totalMinor: placedMinor + pendingMinor,
  };
}

/** A shown spin (or dealt hand) of the table's kind, with the round it belongs to. */
export interface ShownSpin<Result> {
  roundId: string;
  result: Result;
}

/** The spin to show: a new result replaces the one on show, which otherwise stays (through the next round's betting). */
export function spinToShow<Result>(
  roundId: string | null,
  result: Result | null,
  shown: ShownSpin<Result> | null,
): ShownSpin<Result> | null {
  if (result === null || roundId === null || shown?.roundId === roundId) return null;
  return { roundId, result };
}

/** My win on the spin on show, once my seat in that spin is settled. */
export function spinWinOf(
  seat: Pick<LiveSeat, 'liveRoundId' | 'isSettled' | 'win'> | null,
  spinRoundId: string | null,
): string | null {
  if (!seat || spinRoundId === null || seat.liveRoundId !== spinRoundId || !seat.isSettled)
    return null;
  return seat.win;
}

/** My win on the spin on show, once the ball (or wheel) has landed: the screen never tells it sooner. */
export function landedWin(
  spin: ShownSpin<unknown> | null,
  isLanded: boolean,
  spinWin: { roundId: string; win: string } | null,
): string | null {
  return isLanded && spin && spinWin?.roundId === spin.roundId ? spinWin.win : null;
}

/** The result the felt marks (the winning spot): this round's spin, once it has landed. */
export const landedResult = <Result>(
  spin: ShownSpin<Result> | null,
  isLanded: boolean,
  isLastRound: boolean,
): Result | null => (isLanded && spin && !isLastRound ? spin.result : null);

/** A settled win as the result line says it: "won" for money, "lost" for nothing; null before settling. */
export type Outcome = 'won' | 'lost';
export function outcomeOf(win: string | null): Outcome | null {
  if (win === null) return null;
  return (toMinor(win) ?? 0n) > 0n ? 'won' : 'lost';
}

/** Whether bets are taken now: the phase says betting and its close time has not passed on the server's clock. */
export function isBettingOpen(
  view: Pick<LiveTableView, 'phase' | 'bettingClosesAt'> | null,
  serverNow: number,
): boolean {
  return view !== null && view.phase === 'betting' && serverNow < Date.parse(view.bettingClosesAt);
}

export type TablePhase = 'betting' | 'closing' | 'decisions' | 'result';

/** The phase as a player sees it: betting past its close time is already "no more bets". */
export function tablePhaseOf(view: LiveTableView | null, serverNow: number): TablePhase {
  if (!view) return 'closing';
  if (view.phase === 'betting') return isBettingOpen(view, serverNow) ? 'betting' : 'closing';
  if (view.phase === 'closed') return 'closing';
  return view.phase;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The result line's part about my seat: "won" with the amount, "lost", or null before it is settled. */
export function outcomeLine(
  win: string | null,
  t: Translate,
  money: (amount: string) => string,
): string | null {
  const outcome = outcomeOf(win);
  if (outcome === null) return null;
  return outcome === 'won' ? t('live.won', { amount: money(win ?? '0') }) : t('live.lost');
}
