import type { SpinResult, SpinWin } from '@orca/games/slots/types';
import type { BonusSpinsOutcome, FreeSpinsState } from './bonus-spins';
import type { ReelsHighlight } from './reels';

/** What covers the reels for a moment: a feature starting or ending, a big win, a jackpot. */
export type SlotOverlay =
  | { kind: 'freeSpins'; count: number }
  | { kind: 'retrigger'; count: number }
  | { kind: 'featureEnd'; amount: string }
  | { kind: 'bigWin'; tier: 'big' | 'mega' | 'epic'; amount: string }
  | { kind: 'jackpot'; amount: string };

/** Where the slot's own free-spins feature stands while a round shows it. */
interface FreeSpinProgress {
  index: number;
  total: number;
  multiplier: number;
  featureWinMinor: bigint;
}

/** The line under the reels, kept as data so the words follow the language when they are shown. */
export type SlotCaption =
  { kind: 'win'; win: SpinWin; betMinor: bigint } | { kind: 'total'; count: number };

/** The last spin of a round, whose wins are shown one after another until the next spin. */
export interface WinCycle {
  spin: SpinResult;
  betMinor: bigint;
}

type SlotDialog = 'paytable' | 'buy' | null;

export interface SlotState {
  betIndex: number;
  /** A free-spins bonus on this slot: while it has spins left, every spin is one of them at its fixed bet. */
  bonusSpins: FreeSpinsState | null;
  bonusOutcome: BonusSpinsOutcome | null;
  grid: string[][];
  /** The grid before the running spin, shown sliding away while the reels turn. */
  previousGrid: string[][];
  /** Counts the spins run; the reels start one run per change. */
  spinKey: number;
  /** The last spin whose reels have stopped. */
  settledKey: number;
  /** Counts the skips; the reels finish at once on each change. */
  skipKey: number;
  isSkipping: boolean;
  isBusy: boolean;
  highlight: ReelsHighlight | null;
  caption: SlotCaption | null;
  winAmount: string | null;
  free: FreeSpinProgress | null;
  overlay: SlotOverlay | null;
  cycle: WinCycle | null;
  dialog: SlotDialog;
}

export type SlotAction =
  | { type: 'betStepped'; step: -1 | 1; ladderLength: number }
  | { type: 'bonusSpinsLoaded'; spins: FreeSpinsState | null }
  | { type: 'bonusOutcomeDismissed' }
  | { type: 'dialogChanged'; dialog: SlotDialog }
  | { type: 'skipped' }
  | { type: 'roundStarted' }
  | { type: 'spinStarted'; grid: string[][]; key: number }
  | { type: 'reelsStopped'; key: number }
  | { type: 'freeChanged'; free: FreeSpinProgress | null }
  | { type: 'overlayChanged'; overlay: SlotOverlay | null }
  | { type: 'highlighted'; highlight: ReelsHighlight; caption: SlotCaption }
  | { type: 'winShown'; highlight: ReelsHighlight; caption: SlotCaption; winAmount: string }
  | {
      type: 'roundShown';
      winAmount: string | null;
      highlight: ReelsHighlight | null;
      cycle: WinCycle | null;
    }
  | { type: 'roundEnded'; freeSpins: FreeSpinsState | null };

export function initialSlotState(grid: string[][], betIndex: number): SlotState {
  return {
    betIndex,
    bonusSpins: null,
    bonusOutcome: null,
    grid,
    previousGrid: grid,
    spinKey: 0,
    settledKey: 0,
    skipKey: 0,
    isSkipping: false,
    isBusy: false,
    highlight: null,
    caption: null,
    winAmount: null,
    free: null,
    overlay: null,
    cycle: null,
    dialog: null,
  };
}

export function slotReducer(state: SlotState, action: SlotAction): SlotState {
  switch (action.type) {
    case 'betStepped':
      return {
        ...state,
        betIndex: Math.max(0, Math.min(action.ladderLength - 1, state.betIndex + action.step)),
      };
    case 'bonusSpinsLoaded':
      return { ...state, bonusSpins: action.spins };
    case 'bonusOutcomeDismissed':
      return { ...state, bonusOutcome: null };
    case 'dialogChanged':
      return { ...state, dialog: action.dialog };
    case 'skipped':
      return { ...state, isSkipping: true, skipKey: state.skipKey + 1 };
    case 'roundStarted':
      return {
        ...state,
        isBusy: true,
        bonusOutcome: null,
        cycle: null,
        highlight: null,
        caption: null,
        winAmount: null,
        dialog: null,
        isSkipping: false,
      };
    case 'spinStarted':
      return {
        ...state,
        previousGrid: state.grid,
        grid: action.grid,
        highlight: null,
        caption: null,
        spinKey: action.key,
      };
    case 'reelsStopped':
      return { ...state, settledKey: action.key };
    case 'freeChanged':
      return { ...state, free: action.free };
    case 'overlayChanged':
      return { ...state, overlay: action.overlay };
    case 'highlighted':
      return { ...state, highlight: action.highlight, caption: action.caption };
    case 'winShown':
      return {
        ...state,
        highlight: action.highlight,
        caption: action.caption,
        winAmount: action.winAmount,
      };
    case 'roundShown':
      return {
        ...state,
        overlay: null,
        free: null,
        winAmount: action.winAmount,
        highlight: action.highlight ?? state.highlight,
        cycle: action.cycle ?? state.cycle,
      };
    case 'roundEnded':
      return { ...endBonusSpins(state, action.freeSpins), isSkipping: false, isBusy: false };
  }
}

/** A bonus's last free spin says where its winnings went; another one on this game is loaded anew. */
function endBonusSpins(state: SlotState, played: FreeSpinsState | null): SlotState {
  if (!played) return state;
  if (!played.isFinished) return { ...state, bonusSpins: played };
  return {
    ...state,
    bonusOutcome: {
      winsTo: played.winsTo,
      winnings: played.winnings,
      wageringMultiplier: played.wageringMultiplier,
      leftOnGame: played.leftOnGame,
    },
    bonusSpins: played.leftOnGame > 0 ? state.bonusSpins : null,
  };
}
