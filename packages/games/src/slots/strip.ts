/**
 * Builds a reel strip from symbol counts, spreading each symbol as evenly as possible around the reel
 * (deterministic: same counts → same strip). Rarer symbols are placed first so scatters and wilds end up far
 * apart. `counts` is a list of [symbolIndex, count].
 */
export function spreadStrip(counts: readonly (readonly [number, number])[]): number[] {
  const length = counts.reduce((sum, [, n]) => sum + n, 0);
  if (length < 1 || length > 10_000) throw new RangeError('strip length must be 1..10000');
  const strip = new Array<number>(length).fill(-1);
  const order = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  order.forEach(([symbol, n], rank) => {
    const offset = (rank * 7) % length;
    for (let k = 0; k < n; k += 1) {
      let position = (offset + Math.floor((k * length) / n)) % length;
      while (strip[position] !== -1) position = (position + 1) % length;
      strip[position] = symbol;
    }
  });
  return strip;
}

/** Parses a compact count spec: { 0: 3, 4: 10 } → [[0, 3], [4, 10]]. */
export function counts(spec: Readonly<Record<number, number>>): [number, number][] {
  return Object.entries(spec).map(([symbol, n]) => [Number(symbol), n]);
}
