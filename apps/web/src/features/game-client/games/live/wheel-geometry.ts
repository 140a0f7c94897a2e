/**
 * The SVG path of a wheel's segment `index` of `count` (a 200 × 200 view box, the first segment
 * centred at the top): a ring slice between the radii `inner` and `outer`.
 */
export function sectorPath(index: number, count: number, outer: number, inner: number): string {
  const step = 360 / count;
  const from = ((index - 0.5) * step - 90) * (Math.PI / 180);
  const to = ((index + 0.5) * step - 90) * (Math.PI / 180);
  const point = (radius: number, angle: number) =>
    `${(100 + radius * Math.cos(angle)).toFixed(2)} ${(100 + radius * Math.sin(angle)).toFixed(2)}`;
  return `M ${point(outer, from)} A ${outer} ${outer} 0 0 1 ${point(outer, to)} L ${point(inner, to)} A ${inner} ${inner} 0 0 0 ${point(inner, from)} Z`;
}

/** Where a wheel of `count` segments must be turned (clockwise, degrees) for segment `index` to sit under the pointer at the top. */
export const restingAngle = (index: number, count: number): number =>
  (360 - index * (360 / count)) % 360;
