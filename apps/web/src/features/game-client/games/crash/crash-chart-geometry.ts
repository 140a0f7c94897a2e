import { CRASH_GROWTH_PER_MS } from '@orca/contracts/games/crash.schemas';

const PAD = { left: 48, right: 20, top: 20, bottom: 30 };
const STEPS = 64;
const GRID_STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];

interface ChartGeometry {
  pad: typeof PAD;
  /** The curve's points as an SVG list, and its head (the plane). */
  path: string;
  head: readonly [number, number];
  /** Where time 0 and multiplier 1 sit. */
  originX: number;
  baseY: number;
  /** Horizontal lines at round multipliers, with their height. */
  gridLines: { multiplier: number; y: number }[];
  /** Time labels along the bottom. */
  ticks: { ms: number; x: number }[];
}

/**
 * The flight's curve on axes that grow with it: time to at least 8 s and 15 % past now,
 * multipliers to at least 2× and 20 % past the current one, at most about five grid lines.
 */
export function chartGeometry(
  elapsedMs: number,
  multiplier: number,
  widthPx: number,
  heightPx: number,
): ChartGeometry {
  const width = Math.max(1, widthPx);
  const height = Math.max(1, heightPx);
  const maxT = Math.max(8_000, elapsedMs * 1.15);
  const maxM = Math.max(2, multiplier * 1.2);
  const x = (ms: number) => PAD.left + (ms / maxT) * (width - PAD.left - PAD.right);
  const y = (m: number) =>
    height - PAD.bottom - ((m - 1) / (maxM - 1)) * (height - PAD.top - PAD.bottom);
  const points = Array.from({ length: STEPS + 1 }, (_, i) => {
    const ms = (elapsedMs * i) / STEPS;
    return [x(ms), y(Math.exp(CRASH_GROWTH_PER_MS * ms))] as const;
  });
  const gridStep =
    GRID_STEPS.find((step) => (maxM - 1) / step <= 5) ?? 10 ** Math.floor(Math.log10(maxM));
  const gridLines = [1];
  for (let m = gridStep * Math.floor(1 / gridStep + 1); m <= maxM; m += gridStep) gridLines.push(m);
  const secondsStep = maxT <= 20_000 ? 2_000 : maxT <= 60_000 ? 10_000 : 30_000;
  return {
    pad: PAD,
    path: points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' '),
    head: points[points.length - 1] ?? [x(0), y(1)],
    originX: x(0),
    baseY: y(1),
    gridLines: gridLines.map((m) => ({ multiplier: m, y: y(m) })),
    ticks: Array.from(
      { length: Math.floor(maxT / secondsStep) + 1 },
      (_, i) => i * secondsStep,
    ).map((ms) => ({ ms, x: x(ms) })),
  };
}
