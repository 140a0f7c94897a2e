import { isOutcomeOf, outcomeOf, type Round, type RoundOutcomeOf } from '@orca/contracts';
import { MINES_TILES, minesMultiplier } from '@orca/games/fast/mines';
import { scaleMinor, toMinor } from '../../lib/money';

export const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

/** The round as this screen keeps it. */
export type MinesRound = Pick<Round, 'roundId' | 'bet' | 'status' | 'win'> & {
  outcome: RoundOutcomeOf<'mines'>;
};

export const roundOf = (round: Round): MinesRound => ({
  roundId: round.roundId,
  bet: round.bet,
  status: round.status,
  win: round.win,
  outcome: outcomeOf(round, 'mines'),
});

/** The round on show: the one this view played, else the one the player left open (a mines round). */
export function shownRound(
  played: MinesRound | null | undefined,
  left: Round | null | undefined,
): MinesRound | null {
  if (played !== undefined) return played;
  return left && isOutcomeOf(left.outcome, 'mines') ? roundOf(left) : null;
}

/** The multiplier after `reveals` gems, cut to hundredths as the cash-out pays it (never rounded up). */
export function ratioValue(mines: number, reveals: number): number {
  const ratio = minesMultiplier(mines, reveals);
  return Math.floor((ratio.numerator * 100) / ratio.denominator) / 100;
}

export interface MinesView {
  isOpen: boolean;
  /** The round's mines while one is open or ended, else the count picked for the next. */
  roundMines: number;
  revealed: number[];
  /** Gems still hidden: of the open round, or of a board with the picked count. */
  gemsLeft: number;
  currentX: number | null;
  nextX: number;
  /** What a cash-out pays now; null unless a round is open. */
  cashoutMinor: bigint | null;
  isWon: boolean;
  isLost: boolean;
  /** The line above the board: a win, a loss, an invitation to start, or nothing. */
  status: 'won' | 'lost' | 'start' | null;
}

export function minesView(round: MinesRound | null, mines: number, isResuming: boolean): MinesView {
  const isOpen = round?.status === 'open';
  const roundMines = round?.outcome.mines ?? mines;
  const revealed = round?.outcome.revealed ?? [];
  const safeLeft = MINES_TILES - roundMines - revealed.length;
  const betMinor = isOpen ? toMinor(round.bet) : null;
  const ratio = isOpen && betMinor !== null ? minesMultiplier(roundMines, revealed.length) : null;
  const isLost = round !== null && round.status === 'closed' && round.outcome.hitTile !== null;
  const isWon = round !== null && round.status === 'closed' && round.outcome.hitTile === null;
  return {
    isOpen,
    roundMines,
    revealed,
    gemsLeft: isOpen ? safeLeft : MINES_TILES - mines,
    currentX: isOpen ? ratioValue(roundMines, revealed.length) : null,
    nextX:
      isOpen && safeLeft > 0 ? ratioValue(roundMines, revealed.length + 1) : ratioValue(mines, 1),
    cashoutMinor:
      ratio && betMinor !== null ? scaleMinor(betMinor, ratio.numerator, ratio.denominator) : null,
    isWon,
    isLost,
    status: isWon ? 'won' : isLost ? 'lost' : !round && !isResuming ? 'start' : null,
  };
}

/** How a tile looks: still to play, a gem found, the mine hit, or (once ended) what lay beneath. */
export type TileLook = 'hit' | 'gem' | 'mineShown' | 'emptyShown' | 'hidden';

interface TileView {
  isRevealed: boolean;
  isHit: boolean;
  showsGem: boolean;
  showsMine: boolean;
  /** Once a round ends, the gems it did not find show faded. */
  showsFadedGem: boolean;
  look: TileLook;
}

export function tileView(round: MinesRound | null, tile: number): TileView {
  const revealed = round?.outcome.revealed ?? [];
  const isRevealed = revealed.includes(tile);
  const isMine = (round?.outcome.minePositions ?? []).includes(tile);
  const isHit = round?.outcome.hitTile === tile;
  const isFinished = round !== null && round.status !== 'open';
  const showsGem = isRevealed && !isHit;
  return {
    isRevealed,
    isHit,
    showsGem,
    showsMine: isHit || (isFinished && isMine),
    showsFadedGem: isFinished && !isRevealed && !isMine,
    look: isHit
      ? 'hit'
      : showsGem
        ? 'gem'
        : isFinished && isMine
          ? 'mineShown'
          : isFinished
            ? 'emptyShown'
            : 'hidden',
  };
}

/** A hidden tile picked by `random` (a 32-bit value from the browser's CSPRNG); undefined when none is left. */
export function pickHiddenTile(revealed: readonly number[], random: number): number | undefined {
  const hidden = TILES.filter((tile) => !revealed.includes(tile));
  if (hidden.length === 0) return undefined;
  return hidden[random % hidden.length];
}
