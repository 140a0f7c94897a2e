import { parseDecimal } from '@orca/games/sports/rational';
import { systemReturnMinor } from '@orca/games/sports/system-bets';
import { minorToAmount, parseStakeMinor, type SlipSelection } from './bet-slip';
import type { SystemOption } from './system-bet';

// Apart from system-bet.ts so that My bets, which shares the slip's store, does not load the settlement maths.

/**
 * A system bet's figures from the stake per line as typed: its lines, what it costs (the stake on every line)
 * and its potential return, Σ over lines of floor(stake · Π odds), each line rounded down on its own as the
 * API settles it (packages/games system-bets.ts). Amounts are null without a stake.
 */
export function systemTotals(
  selections: readonly Pick<SlipSelection, 'odds'>[],
  option: Pick<SystemOption, 'sizes' | 'lines'>,
  bankers: readonly number[],
  stakePerLine: string,
): { lines: number; totalStake: string | null; potentialReturn: string | null } {
  const unitMinor = parseStakeMinor(stakePerLine);
  if (unitMinor === null || unitMinor === 0n)
    return { lines: option.lines, totalStake: null, potentialReturn: null };
  const legs = selections.map((s) => ({ odds: parseDecimal(s.odds), settlement: null }));
  const returnMinor = systemReturnMinor(unitMinor, legs, { sizes: option.sizes, bankers });
  return {
    lines: option.lines,
    totalStake: minorToAmount(unitMinor * BigInt(option.lines)),
    potentialReturn: minorToAmount(returnMinor),
  };
}
