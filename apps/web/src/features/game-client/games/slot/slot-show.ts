import type { SlotConfig, SpinResult, SpinWin } from '@orca/games/slots/types';
import { fromMinor, scaleMinor, toMinor } from '../../lib/money';
import type { ReelsHighlight } from './reels';
import type { SlotAction, SlotCaption, WinCycle } from './slot-state';
import { buyFreeSpins } from './slot-view';
import { winCells } from './win-cells';

export const LINE_COLOURS = [
  '#facc15',
  '#f472b6',
  '#38bdf8',
  '#4ade80',
  '#fb923c',
  '#a78bfa',
  '#f87171',
  '#2dd4bf',
  '#e879f9',
  '#fde047',
];
const FIRST_COLOUR = LINE_COLOURS[0] ?? '#facc15';

/** How long each moment of a round's show stands, before the next (a skip cuts every wait short). */
export const SHOW_MS = {
  buyIntro: 1600,
  baseWin: 1100,
  freeWin: 900,
  freeSpinsAwarded: 1700,
  featureEnd: 2200,
  jackpot: 3500,
  bigWin: 2600,
} as const;

/** The slot's round outcome, as much of it as the show reads. */
interface SlotShowOutcome {
  isBonusBuy: boolean;
  spins: SpinResult[];
  freeSpinsPlayed: number;
  isJackpotHit: boolean;
  jackpotMinor?: string | undefined;
}

/**
 * One step of a round's show: a change to the screen, a spin of the reels (done when they stop),
 * a pause, or the moment the round's win reaches the balance.
 */
export type ShowStep =
  | { kind: 'dispatch'; action: SlotAction }
  | { kind: 'spin'; grid: string[][]; key: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'reveal' };

export function highlightOf(
  config: SlotConfig,
  spin: SpinResult,
  wins: SpinWin[],
  colour: string,
): ReelsHighlight {
  return {
    cells: new Set(wins.flatMap((win) => winCells(config, spin, win))),
    lines: wins.flatMap((win) =>
      win.kind === 'line' && win.lineIndex !== undefined ? [win.lineIndex] : [],
    ),
    colour,
  };
}

/** A spin's wins in one line: the win itself when it is alone, else how many there are. */
function spinCaption(spin: SpinResult, betMinor: bigint): SlotCaption {
  const first = spin.wins[0];
  return spin.wins.length === 1 && first
    ? { kind: 'win', win: first, betMinor }
    : { kind: 'total', count: spin.wins.length };
}

/** A round's total against its bet: ten times and more is a big win, 25 mega, 50 epic. */
export function bigWinTier(roundWin: string, betMinor: bigint): 'big' | 'mega' | 'epic' | null {
  const totalX = Number(((toMinor(roundWin) ?? 0n) * 100n) / (betMinor || 1n)) / 100;
  if (totalX >= 50) return 'epic';
  if (totalX >= 25) return 'mega';
  if (totalX >= 10) return 'big';
  return null;
}

/**
 * The show of one round, from its outcome: every spin with its wins, the free-spins feature's
 * counter, its awards and retriggers, its total, then a jackpot or big win, then the round's win.
 */
export function roundShow(
  config: SlotConfig,
  outcome: SlotShowOutcome,
  roundWin: string,
  betMinor: bigint,
  keyStart: number,
): ShowStep[] {
  const steps: ShowStep[] = [];
  const dispatch = (action: SlotAction) => steps.push({ kind: 'dispatch', action });
  const wait = (ms: number) => steps.push({ kind: 'wait', ms });
  let key = keyStart;
  let totalMinor = 0n;
  let freeTotal = outcome.isBonusBuy ? buyFreeSpins(config) : 0;
  let freeIndex = 0;
  let featureWinMinor = 0n;
  const free = (multiplier: number) =>
    dispatch({
      type: 'freeChanged',
      free: { index: freeIndex, total: freeTotal, multiplier, featureWinMinor },
    });
  if (outcome.isBonusBuy) {
    dispatch({ type: 'overlayChanged', overlay: { kind: 'freeSpins', count: freeTotal } });
    wait(SHOW_MS.buyIntro);
    dispatch({ type: 'overlayChanged', overlay: null });
  }
  let lastSpin: SpinResult | null = null;
  for (const spin of outcome.spins) {
    key += 1;
    if (spin.isFreeSpin) {
      freeIndex += 1;
      free(spin.multiplier);
    }
    steps.push({ kind: 'spin', grid: spin.grid, key });
    lastSpin = spin;
    const spinWinMinor = scaleMinor(betMinor, spin.winX100, 100);
    totalMinor += spinWinMinor;
    if (spin.isFreeSpin) {
      featureWinMinor += spinWinMinor;
      free(spin.multiplier);
    }
    if (spin.wins.length > 0) {
      dispatch({
        type: 'winShown',
        highlight: highlightOf(config, spin, spin.wins, FIRST_COLOUR),
        caption: spinCaption(spin, betMinor),
        winAmount: fromMinor(totalMinor),
      });
      wait(spin.isFreeSpin ? SHOW_MS.freeWin : SHOW_MS.baseWin);
    }
    if (spin.freeSpinsAwarded > 0) {
      if (!spin.isFreeSpin) {
        freeTotal = Math.min(spin.freeSpinsAwarded, config.freeSpins.maxPerRound);
        dispatch({ type: 'overlayChanged', overlay: { kind: 'freeSpins', count: freeTotal } });
      } else {
        freeTotal += spin.freeSpinsAwarded;
        free(spin.multiplier);
        dispatch({
          type: 'overlayChanged',
          overlay: { kind: 'retrigger', count: spin.freeSpinsAwarded },
        });
      }
      wait(SHOW_MS.freeSpinsAwarded);
      dispatch({ type: 'overlayChanged', overlay: null });
    }
  }
  if (outcome.freeSpinsPlayed > 0) {
    dispatch({
      type: 'overlayChanged',
      overlay: { kind: 'featureEnd', amount: fromMinor(featureWinMinor) },
    });
    wait(SHOW_MS.featureEnd);
  }
  const jackpotMinor = outcome.jackpotMinor ? BigInt(outcome.jackpotMinor) : 0n;
  const tier = bigWinTier(roundWin, betMinor);
  if (outcome.isJackpotHit && jackpotMinor > 0n) {
    dispatch({
      type: 'overlayChanged',
      overlay: { kind: 'jackpot', amount: fromMinor(jackpotMinor) },
    });
    wait(SHOW_MS.jackpot);
  } else if (tier !== null) {
    dispatch({ type: 'overlayChanged', overlay: { kind: 'bigWin', tier, amount: roundWin } });
    wait(SHOW_MS.bigWin);
  }
  const hasLastWins = lastSpin !== null && lastSpin.wins.length > 0;
  dispatch({
    type: 'roundShown',
    winAmount: roundWin === '0.00' ? null : roundWin,
    highlight:
      lastSpin && hasLastWins ? highlightOf(config, lastSpin, lastSpin.wins, FIRST_COLOUR) : null,
    cycle: lastSpin && hasLastWins ? { spin: lastSpin, betMinor } : null,
  });
  steps.push({ kind: 'reveal' });
  return steps;
}

/**
 * One frame of the win cycle after a round: frame 0 shows every win of the last spin together,
 * frame n its n-th win alone, in its line's colour.
 */
export function cycleFrame(
  config: SlotConfig,
  cycle: WinCycle,
  index: number,
): { highlight: ReelsHighlight; caption: SlotCaption } {
  const { spin } = cycle;
  const wins =
    index === 0 ? spin.wins : [spin.wins[index - 1]].filter((w): w is SpinWin => w !== undefined);
  const first = wins[0];
  const colour =
    index === 0
      ? FIRST_COLOUR
      : (LINE_COLOURS[(first?.lineIndex ?? index) % LINE_COLOURS.length] ?? FIRST_COLOUR);
  return {
    highlight: highlightOf(config, spin, wins, colour),
    caption:
      index === 0 || !first
        ? { kind: 'total', count: spin.wins.length }
        : { kind: 'win', win: first, betMinor: cycle.betMinor },
  };
}
