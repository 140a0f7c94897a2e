import { KENO_PAYTABLES, KENO_PICKS_MAX, type KenoRisk } from '@orca/games/fast/keno';

/** A round's draw as the screen reveals it, number by number. */
interface KenoDraw {
  id: string;
  drawn: number[];
  hits: number[];
  multiplier: string;
  win: string;
}

export interface KenoState {
  risk: KenoRisk;
  picks: number[];
  isBusy: boolean;
  draw: KenoDraw | null;
  /** How many of the drawn numbers are on show yet. */
  shownCount: number;
  /** The whole draw is on show and its win told. */
  isSettled: boolean;
}

export type KenoAction =
  | { type: 'toggled'; square: number }
  | { type: 'picked'; picks: number[] }
  | { type: 'riskChanged'; risk: KenoRisk }
  | { type: 'betStarted' }
  | { type: 'drawn'; draw: KenoDraw }
  | { type: 'shown'; count: number }
  | { type: 'settled' }
  | { type: 'betEnded' };

export const initialKenoState: KenoState = {
  risk: 'classic',
  picks: [],
  isBusy: false,
  draw: null,
  shownCount: 0,
  isSettled: false,
};

/** Any change to the picks or the risk clears the last draw off the board. */
const cleared = (state: KenoState): KenoState => ({
  ...state,
  draw: null,
  shownCount: 0,
  isSettled: false,
});

export function kenoReducer(state: KenoState, action: KenoAction): KenoState {
  switch (action.type) {
    case 'toggled': {
      if (state.isBusy) return state;
      const { picks } = state;
      return {
        ...cleared(state),
        picks: picks.includes(action.square)
          ? picks.filter((n) => n !== action.square)
          : picks.length >= KENO_PICKS_MAX
            ? picks
            : [...picks, action.square],
      };
    }
    case 'picked':
      return { ...cleared(state), picks: action.picks };
    case 'riskChanged':
      return { ...cleared(state), risk: action.risk };
    case 'betStarted':
      return { ...cleared(state), isBusy: true };
    case 'drawn':
      return { ...state, draw: action.draw };
    case 'shown':
      return { ...state, shownCount: action.count };
    case 'settled':
      return { ...state, isSettled: true };
    case 'betEnded':
      return { ...state, isBusy: false };
  }
}

/** What the board and paytable show: the numbers drawn so far, the hits among them, the pays of the pick count. */
export function kenoView(state: KenoState): {
  shownDrawn: Set<number>;
  hitCount: number;
  paytable: readonly number[];
} {
  const { draw, picks, risk } = state;
  const shownDrawn = new Set(draw ? draw.drawn.slice(0, state.shownCount) : []);
  return {
    shownDrawn,
    hitCount: draw ? draw.hits.filter((n) => shownDrawn.has(n)).length : 0,
    paytable: picks.length > 0 ? (KENO_PAYTABLES[risk][picks.length - 1] ?? []) : [],
  };
}

/** A square's look: a hit, drawn but not picked, picked, or neither. */
export function squareLook(
  isPicked: boolean,
  isDrawn: boolean,
): 'hit' | 'drawn' | 'picked' | 'idle' {
  if (isPicked && isDrawn) return 'hit';
  if (isDrawn) return 'drawn';
  return isPicked ? 'picked' : 'idle';
}

/** A paytable step's look: the pay the settled draw reached, the hits so far while drawing, or neither. */
export function payStepLook(
  state: Pick<KenoState, 'draw' | 'isSettled'>,
  hits: number,
  hitCount: number,
): 'reached' | 'current' | 'idle' {
  if (state.isSettled && state.draw !== null && hits === state.draw.hits.length) return 'reached';
  return hits === hitCount && state.draw ? 'current' : 'idle';
}
