/** A published weight table in percent with up to two decimals, as the game shows' rules print it ("46 %", "0.5 %"). */
export function shares<T extends number>(
  table: readonly { value: T; weight: number }[],
): { value: T; percent: string }[] {
  const total = table.reduce((s, w) => s + w.weight, 0);
  return table.map(({ value, weight }) => ({
    value,
    percent: String(Math.round((weight * 10_000) / total) / 100),
  }));
}
