import { freeSpinsFor } from './machine.ts';
import type { SlotConfig } from './types.ts';

/**
 * Exact RTP of a slot title, from the reel strips and paytable, without simulation.
 *
 * Why it is exact: each reel's stop (and, for megaways, its row count) is an independent uniform draw, so
 * - a payline's symbols are independent across reels, each distributed as its reel strip (the row does not
 *   matter under a uniform stop); the expected line win is a sum over symbol tuples, the same for every line;
 * - a ways win for symbol s that runs exactly L reels pays pays[s][L] × Π c_r, where c_r counts s (wilds
 *   weighted by their multiplier) on reel r; by independence E = pays[s][L] × Π_{r<L} E[c_r] × P(c_L = 0);
 * - the scatter count is a sum of independent per-reel counts: its law is the convolution of theirs;
 * - free spins are i.i.d. given the free strips, and the number played is a stopping time, so by Wald's
 *   identity E[feature win] = E[spins played] × E[one free spin's win]; E[spins played] comes from a
 *   dynamic programme over (spins played, spins granted) with the per-round cap.
 * The only approximation is that a 32-bit float picks stops and row counts, which deviates from uniform by at
 * most strip length / 2^32 (below 1e-7 relative).
 */
/**
 * The volatility label for σ, the standard deviation of one paid round's win in bets (measured by simulation):
 * low below 3.1, medium below 4, high below 6, very high above.
 */
export function volatilityForSigma(sigma: number): 'low' | 'medium' | 'high' | 'very-high' {
  if (sigma < 3.1) return 'low';
  if (sigma < 4) return 'medium';
  if (sigma < 6) return 'high';
  return 'very-high';
}

export interface SlotAnalysis {
  /** Expected win of one base spin (bet multiples), line/ways and scatter pays. */
  baseSpinX: number;
  /** Expected win of one free spin, free-spin multiplier included. */
  freeSpinX: number;
  /** Probability that the base spin triggers free spins. */
  triggerProbability: number;
  /** Expected free spins per trigger (averaged over trigger sizes). */
  freeSpinsPerTrigger: number;
  /** RTP of a paid round (jackpot pool excluded). */
  rtp: number;
  /** RTP of a bought feature relative to its price, if the title has one. */
  bonusBuyRtp: number | null;
  /** Return contributed by the free-spin feature within `rtp`. */
  featureRtp: number;
}

interface ReelStats {
  /** scatterDistribution[k] = P(k scatters visible on this reel). */
  scatterDistribution: number[];
  /** symbolProbability[s] = P(a given cell shows s) (lines). */
  symbolProbability: number[];
  /** expectedCount[s] = E[count of s + wildMultiplier × count of wild] (ways). */
  expectedCount: number[];
  /** zeroProbability[s] = P(no s and no wild visible) (ways). */
  zeroProbability: number[];
}

function rowDistribution(config: SlotConfig): { rows: number; probability: number }[] {
  const { layout } = config;
  if (layout.kind === 'fixed') return [{ rows: layout.rows, probability: 1 }];
  const total = layout.rowWeights.reduce((a, b) => a + b, 0);
  return layout.rowWeights.map((w, i) => ({ rows: layout.minRows + i, probability: w / total }));
}

function reelStats(config: SlotConfig, strip: readonly number[]): ReelStats {
  const symbols = config.symbols.length;
  const wild = config.symbols.findIndex((s) => s.kind === 'wild');
  const wildMultiplier = wild >= 0 ? (config.symbols[wild]?.multiplier ?? 1) : 1;
  const scatter = config.symbols.findIndex((s) => s.kind === 'scatter');
  const length = strip.length;
  const stats: ReelStats = {
    scatterDistribution: [],
    symbolProbability: new Array<number>(symbols).fill(0),
    expectedCount: new Array<number>(symbols).fill(0),
    zeroProbability: new Array<number>(symbols).fill(0),
  };
  for (const s of strip)
    stats.symbolProbability[s] = (stats.symbolProbability[s] ?? 0) + 1 / length;
  const window = new Array<number>(symbols).fill(0);
  for (const { rows, probability } of rowDistribution(config)) {
    const weight = probability / length;
    for (let stop = 0; stop < length; stop += 1) {
      window.fill(0);
      for (let i = 0; i < rows; i += 1) {
        const s = strip[(stop + i) % length] as number;
        window[s] = (window[s] ?? 0) + 1;
      }
      const k = scatter >= 0 ? (window[scatter] ?? 0) : 0;
      stats.scatterDistribution[k] = (stats.scatterDistribution[k] ?? 0) + weight;
      const wilds = wild >= 0 ? (window[wild] ?? 0) * wildMultiplier : 0;
      for (let s = 0; s < symbols; s += 1) {
        const c = (window[s] ?? 0) + (s === wild ? 0 : wilds);
        stats.expectedCount[s] = (stats.expectedCount[s] ?? 0) + c * weight;
        if (c === 0) stats.zeroProbability[s] = (stats.zeroProbability[s] ?? 0) + weight;
      }
    }
  }
  for (let k = 0; k < stats.scatterDistribution.length; k += 1) stats.scatterDistribution[k] ??= 0;
  return stats;
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0) + x * y)));
  return out;
}

/** Line pay of one symbol tuple (hundredths), mirroring SlotMachine.evaluateLines. */
function linePay(
  config: SlotConfig,
  tuple: number[],
  wild: number,
  wildMultiplier: number,
  scatter: number,
): number {
  const reels = tuple.length;
  let wildRun = 0;
  while (wildRun < reels && tuple[wildRun] === wild) wildRun += 1;
  let best = wildRun > 0 ? (config.symbols[wild]?.pays[wildRun] ?? 0) : 0;
  if (wildRun < reels) {
    const symbol = tuple[wildRun] as number;
    if (symbol !== scatter) {
      let count = wildRun + 1;
      let multiplier = wildMultiplier ** wildRun;
      while (count < reels && (tuple[count] === symbol || tuple[count] === wild)) {
        if (tuple[count] === wild) multiplier *= wildMultiplier;
        count += 1;
      }
      best = Math.max(best, (config.symbols[symbol]?.pays[count] ?? 0) * multiplier);
    }
  }
  return best;
}

/** Expected win of one spin on the given strips, in bet multiples, and the law of its scatter count. */
function spinExpectation(
  config: SlotConfig,
  strips: readonly (readonly number[])[],
): { expectedX: number; scatters: number[] } {
  const stats = strips.map((strip) => reelStats(config, strip));
  const wild = config.symbols.findIndex((s) => s.kind === 'wild');
  const wildMultiplier = wild >= 0 ? (config.symbols[wild]?.multiplier ?? 1) : 1;
  const scatter = config.symbols.findIndex((s) => s.kind === 'scatter');
  const reels = strips.length;
  let expected = 0;
  if (config.evaluation.kind === 'lines') {
    const lines = config.evaluation.lines.length;
    const tuple = new Array<number>(reels).fill(0);
    const walk = (r: number, probability: number): void => {
      if (probability === 0) return;
      if (r === reels) {
        expected += probability * linePay(config, tuple, wild, wildMultiplier, scatter) * lines;
        return;
      }
      const p = stats[r]?.symbolProbability ?? [];
      for (let s = 0; s < p.length; s += 1) {
        tuple[r] = s;
        walk(r + 1, probability * (p[s] ?? 0));
      }
    };
    walk(0, 1);
  } else {
    config.symbols.forEach((symbol, s) => {
      if (symbol.kind !== 'regular') return;
      let product = 1;
      for (let run = 1; run <= reels; run += 1) {
        product *= stats[run - 1]?.expectedCount[s] ?? 0;
        const stopsHere = run === reels ? 1 : (stats[run]?.zeroProbability[s] ?? 0);
        expected += (symbol.pays[run] ?? 0) * product * stopsHere;
      }
    });
  }
  let scatters = [1];
  for (const s of stats) scatters = convolve(scatters, s.scatterDistribution);
  if (scatter >= 0) {
    const pays = config.symbols[scatter]?.pays ?? [];
    scatters.forEach((p, k) => (expected += p * (pays[Math.min(k, reels)] ?? 0)));
  }
  return { expectedX: expected / 100, scatters };
}

/**
 * E[free spins played] for an initial award, each spin retriggering `retrigger[a]` = P(award a), all capped at
 * `cap` spins per round. State (played, granted); the feature ends when played = granted.
 */
export function expectedFreeSpins(
  initial: number,
  retrigger: Map<number, number>,
  cap: number,
): number {
  const start = Math.min(initial, cap);
  if (start === 0) return 0;
  // probability[granted] for the current number of spins played
  let current = new Map<number, number>([[start, 1]]);
  let expected = 0;
  for (let played = 0; played <= cap && current.size > 0; played += 1) {
    const next = new Map<number, number>();
    for (const [granted, p] of current) {
      if (granted === played) {
        expected += p * played;
        continue;
      }
      for (const [award, q] of retrigger) {
        const g = Math.min(cap, granted + award);
        next.set(g, (next.get(g) ?? 0) + p * q);
      }
    }
    current = next;
  }
  return expected;
}

function awardLaw(config: SlotConfig, scatters: number[]): Map<number, number> {
  const law = new Map<number, number>();
  scatters.forEach((p, k) => {
    if (p === 0) return;
    const award = freeSpinsFor(config, k);
    law.set(award, (law.get(award) ?? 0) + p);
  });
  return law;
}

export function analyseSlot(config: SlotConfig): SlotAnalysis {
  const base = spinExpectation(config, config.strips.base);
  const free = spinExpectation(config, config.strips.free);
  const rule = config.freeSpins;
  const freeSpinX = free.expectedX * rule.multiplier;
  const retrigger = awardLaw(config, free.scatters);
  let featureRtp = 0;
  let triggerProbability = 0;
  let spinsGivenTrigger = 0;
  for (const [award, p] of awardLaw(config, base.scatters)) {
    if (award === 0) continue;
    const spins = expectedFreeSpins(award, retrigger, rule.maxPerRound);
    triggerProbability += p;
    spinsGivenTrigger += p * spins;
    featureRtp += p * spins * freeSpinX;
  }
  let bonusBuyRtp: number | null = null;
  if (config.bonusBuy) {
    const spins = expectedFreeSpins(
      freeSpinsFor(config, config.bonusBuy.scatters),
      retrigger,
      rule.maxPerRound,
    );
    bonusBuyRtp = (spins * freeSpinX) / config.bonusBuy.priceX;
  }
  return {
    baseSpinX: base.expectedX,
    freeSpinX,
    triggerProbability,
    freeSpinsPerTrigger: triggerProbability > 0 ? spinsGivenTrigger / triggerProbability : 0,
    rtp: base.expectedX + featureRtp,
    bonusBuyRtp,
    featureRtp,
  };
}
