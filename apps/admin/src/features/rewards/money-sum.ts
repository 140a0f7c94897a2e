/**
 * Sums of the API's decimal money strings ("-12.50"), exact: amounts become integers at the widest
 * scale seen, so totals never pass through a float.
 */
function parts(amount: string): { sign: bigint; whole: string; fraction: string } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  return { sign: match[1] === '-' ? -1n : 1n, whole: match[2] ?? '0', fraction: match[3] ?? '' };
}

export function sumMoney(amounts: readonly string[]): string {
  const scale = Math.max(2, ...amounts.map((amount) => parts(amount).fraction.length));
  let total = 0n;
  for (const amount of amounts) {
    const { sign, whole, fraction } = parts(amount);
    total += sign * BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
