/**
 * Live RNG European roulette: one shared spin per round, settled for every player at the table.
 *
 * How a round is committed: the round's server seed hash (`hashServerSeed`) is shown before betting opens and
 * the seed is revealed after the result, so anyone can recompute the pocket. The API calls
 * `rouletteTableSpin(new FairFloats(serverSeed, clientSeed, nonce))`: the pocket is floor(float₀ × 37), the
 * same translation as the single-player roulette in `fast/roulette.ts`, whose bet kinds, layout checks and
 * payouts (36 / numbers covered, so every bet returns 36/37) are reused here rather than copied.
 */
import type { FloatSource } from '../rng/float-source.ts';
import { payoutMinor, ratio, type Ratio } from '../rng/payout.ts';
import {
  ROULETTE_POCKETS,
  rouletteBetNumbers,
  rouletteColour,
  rouletteMultiplier,
  roulettePocket,
  type RouletteBet,
} from '../fast/roulette.ts';

export type { RouletteBet } from '../fast/roulette.ts';
export type RouletteBetKind = RouletteBet['kind'];

/** Every bet kind, in the order the table shows them. */
export const ROULETTE_BET_KINDS: readonly RouletteBetKind[] = [
  'straight',
  'split',
  'street',
  'corner',
  'six-line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

/** Published "N to 1" odds per bet kind (the win excluding the stake). */
export const ROULETTE_TABLE_ODDS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** Declared RTP per bet kind as an exact ratio: every bet covering k pockets pays 36/k, so returns 36/37. */
export const ROULETTE_TABLE_RTP: Readonly<Record<RouletteBetKind, Ratio>> = Object.fromEntries(
  ROULETTE_BET_KINDS.map((kind) => [kind, ratio(36, ROULETTE_POCKETS)]),
) as Record<RouletteBetKind, Ratio>;

/** Most chips one player may place on one spin (distinct bets); the API enforces money limits itself. */
export const ROULETTE_TABLE_BETS_MAX = 200;

export interface RouletteTableBet {
  bet: RouletteBet;
  stakeMinor: bigint;
}

export interface RouletteTableSettlement {
  bet: RouletteBet;
  stakeMinor: bigint;
  isWin: boolean;
  /** What the wallet credits: stake × (odds + 1) on a win, zero otherwise. */
  returnMinor: bigint;
}

export interface RouletteSpin {
  pocket: number;
  colour: 'green' | 'red' | 'black';
}

/** The round's shared result: one float → one pocket 0..36. */
export function rouletteTableSpin(floats: FloatSource): RouletteSpin {
  const pocket = roulettePocket(floats);
  return { pocket, colour: rouletteColour(pocket) };
}

/** Throws RangeError on an invalid bet so the API can refuse it when it is placed, before the spin. */
export function validateRouletteTableBets(bets: readonly RouletteTableBet[]): void {
  if (bets.length === 0 || bets.length > ROULETTE_TABLE_BETS_MAX)
    throw new RangeError(`between 1 and ${ROULETTE_TABLE_BETS_MAX} bets`);
  for (const { bet, stakeMinor } of bets) {
    if (stakeMinor <= 0n) throw new RangeError('stakeMinor must be positive');
    rouletteBetNumbers(bet);
  }
}

/** Settles one player's bets against the shared pocket, in the order given. Throws RangeError on invalid bets. */
export function settleRouletteTableBets(
  pocket: number,
  bets: readonly RouletteTableBet[],
): RouletteTableSettlement[] {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= ROULETTE_POCKETS)
    throw new RangeError('pocket must be 0..36');
  validateRouletteTableBets(bets);
  return bets.map(({ bet, stakeMinor }) => {
    const isWin = rouletteBetNumbers(bet).includes(pocket);
    return {
      bet,
      stakeMinor,
      isWin,
      returnMinor: isWin ? payoutMinor(stakeMinor, rouletteMultiplier(bet)) : 0n,
    };
  });
}

export interface NumberHeat {
  number: number;
  hits: number;
}

/**
 * Hot and cold numbers over the last `window` results (newest last in `results`): the `count` most and least
 * frequent pockets. Ties break by the smaller number so every client shows the same list.
 */
export function rouletteHotCold(
  results: readonly number[],
  window: number,
  count: number,
): { hot: NumberHeat[]; cold: NumberHeat[] } {
  if (!Number.isInteger(window) || window < 1 || window > 10_000)
    throw new RangeError('window must be 1..10000');
  if (!Number.isInteger(count) || count < 1 || count > ROULETTE_POCKETS)
    throw new RangeError('count must be 1..37');
  const hits = Array.from({ length: ROULETTE_POCKETS }, () => 0);
  for (const pocket of results.slice(-window)) {
    if (!Number.isInteger(pocket) || pocket < 0 || pocket >= ROULETTE_POCKETS)
      throw new RangeError('results must be pockets 0..36');
    hits[pocket] = (hits[pocket] ?? 0) + 1;
  }
  const all = hits.map((h, number) => ({ number, hits: h }));
  const hot = [...all].sort((a, b) => b.hits - a.hits || a.number - b.number).slice(0, count);
  const cold = [...all].sort((a, b) => a.hits - b.hits || a.number - b.number).slice(0, count);
  return { hot, cold };
}
