import type { RoundPlay } from '../../api/play';

export const WIDTH = 1000;
const HOP_MS = 140;

/** Board geometry for a row count: peg spacing, row height, and where each row and slot sits. */
export function geometry(rows: number) {
  const dx = WIDTH / (rows + 2);
  const dy = dx * 0.88;
  const top = dx * 0.7;
  const pegY = (row: number) => top + row * dy;
  const slotTop = pegY(rows - 1) + dy * 0.55;
  const slotHeight = Math.max(34, dx * 0.62);
  return {
    dx,
    dy,
    top,
    pegY,
    slotTop,
    slotHeight,
    height: slotTop + slotHeight + 10,
    pegRadius: Math.max(5, dx * 0.115),
    ballRadius: Math.max(7, dx * 0.2),
  };
}

/** Where a ball is `elapsed` ms after it was dropped along `path` (one hop per row, a small bounce off each peg). */
export function ballPosition(
  rows: number,
  path: number[],
  elapsed: number,
): { x: number; y: number; isLanded: boolean } {
  const g = geometry(rows);
  const hop = Math.max(0, elapsed) / HOP_MS;
  const row = Math.floor(hop);
  const t = hop - row;
  const xAt = (r: number) =>
    WIDTH / 2 + path.slice(0, r).reduce((sum, step) => sum + (step === 1 ? 0.5 : -0.5), 0) * g.dx;
  const yAt = (r: number) =>
    (r === 0 ? g.top - g.dy * 0.9 : g.pegY(r - 1)) - g.pegRadius - g.ballRadius;
  if (row >= rows)
    return {
      x: xAt(rows),
      y: Math.min(g.slotTop + g.slotHeight / 2 - g.ballRadius, yAt(rows) + (hop - rows) * g.dy * 2),
      isLanded: hop >= rows + 0.5,
    };
  const x = xAt(row) + (xAt(row + 1) - xAt(row)) * t;
  const y =
    yAt(row) + (yAt(row + 1) - yAt(row)) * t * t - (row === 0 ? 0 : g.dy * 0.35 * 4 * t * (1 - t));
  return { x, y, isLanded: false };
}

/** Slot colours: warm gold in the middle, hot red at the edges where the big multipliers are. */
export function slotColour(slot: number, rows: number): string {
  const distance = Math.abs(slot - rows / 2) / (rows / 2);
  return `hsl(${Math.round(48 - distance * 48)} 95% ${Math.round(58 - distance * 6)}%)`;
}

/** The pegs of a board: row r has r + 3 pegs, centred. */
export function pegPositions(rows: number): { x: number; y: number }[] {
  const g = geometry(rows);
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let i = 0; i < row + 3; i += 1)
      pegs.push({ x: WIDTH / 2 + (i - (row + 2) / 2) * g.dx, y: g.pegY(row) });
  }
  return pegs;
}

/** A slot's pay (hundredths of the bet) as printed on it: "1k" from 1000×, whole from 100×. */
export function slotLabel(pay: number): string | number {
  if (pay >= 100_000) return `${pay / 100_000}k`;
  return pay / 100 >= 100 ? Math.round(pay / 100) : pay / 100;
}

/** A ball in the air: the round it pays, its path and when it was dropped. */
export interface Ball {
  id: string;
  rows: number;
  path: number[];
  slot: number;
  startedAt: number;
  result: RoundPlay;
}

/** The balls that have reached their slot by `time` and were not counted yet. */
export function ballsLanding(
  balls: readonly Ball[],
  counted: ReadonlySet<string>,
  time: number,
): Ball[] {
  return balls.filter(
    (ball) =>
      !counted.has(ball.id) && ballPosition(ball.rows, ball.path, time - ball.startedAt).isLanded,
  );
}
