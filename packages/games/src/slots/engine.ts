import type { FloatSource } from '../rng/float-source.ts';
import { SlotMachine, freeSpinsFor, type WinSink } from './machine.ts';
import type { SlotConfig, SlotRoundResult, SpinResult, SpinWin } from './types.ts';

const machines = new WeakMap<SlotConfig, SlotMachine>();

/** The compiled machine of a config (cached per config object). */
export function machineFor(config: SlotConfig): SlotMachine {
  let machine = machines.get(config);
  if (!machine) {
    machine = new SlotMachine(config);
    machines.set(config, machine);
  }
  return machine;
}

export interface RoundOptions {
  /** Start the round in free spins at the bonus-buy price; throws if the title has no bonus buy. */
  isBonusBuy: boolean;
}

interface RoundTotals {
  totalWinX100: number;
  freeSpinsPlayed: number;
  isJackpotHit: boolean;
}

type SpinObserver = (
  machine: SlotMachine,
  isFree: boolean,
  win: number,
  multiplier: number,
  awarded: number,
  wins: SpinWin[],
) => void;

/**
 * The one implementation of a paid round, shared by production and simulation: the base spin (unless bought)
 * and then every free spin it triggers, retriggers included, up to the cap. `observe` is null in simulations.
 */
function runRound(
  machine: SlotMachine,
  source: FloatSource,
  isBonusBuy: boolean,
  observe: SpinObserver | null,
): RoundTotals {
  const { config } = machine;
  const rule = config.freeSpins;
  let wins: SpinWin[] = [];
  const sink: WinSink | null = observe ? (win) => wins.push(win) : null;
  let total = 0;
  let isJackpotHit = false;
  let awarded: number;
  if (isBonusBuy) {
    if (!config.bonusBuy) throw new Error(`slot ${config.id} has no bonus buy`);
    awarded = freeSpinsFor(config, config.bonusBuy.scatters);
  } else {
    const win = machine.spin(source, false, sink);
    total += win;
    isJackpotHit = machine.lastIsJackpotHit;
    awarded = freeSpinsFor(config, machine.lastScatterCount);
    if (observe) observe(machine, false, win, 1, awarded, wins);
  }
  let remaining = Math.min(awarded, rule.maxPerRound);
  let granted = remaining;
  let played = 0;
  while (remaining > 0) {
    wins = [];
    const win = machine.spin(source, true, sink) * rule.multiplier;
    if (sink) for (const w of wins) w.payX100 *= rule.multiplier;
    total += win;
    isJackpotHit ||= machine.lastIsJackpotHit;
    remaining -= 1;
    played += 1;
    const retrigger = Math.min(
      freeSpinsFor(config, machine.lastScatterCount),
      rule.maxPerRound - granted,
    );
    remaining += retrigger;
    granted += retrigger;
    if (observe) observe(machine, true, win, rule.multiplier, retrigger, wins);
  }
  return { totalWinX100: total, freeSpinsPlayed: played, isJackpotHit };
}

/**
 * Plays one paid round from the float stream: the base spin plus every free spin it triggers (or, bought,
 * the feature alone), all at once, so the round is verifiable from one seed triple.
 */
export function playSlotRound(
  config: SlotConfig,
  source: FloatSource,
  options: RoundOptions,
): SlotRoundResult {
  const machine = machineFor(config);
  const spins: SpinResult[] = [];
  const totals = runRound(
    machine,
    source,
    options.isBonusBuy,
    (m, isFree, win, multiplier, awarded, wins) => {
      const grid: string[][] = [];
      for (let r = 0; r < m.reelCount; r += 1) {
        const column: string[] = [];
        for (let i = 0; i < (m.rows[r] as number); i += 1)
          column.push(m.symbolId(m.grid[r * m.maxRows + i] as number));
        grid.push(column);
      }
      spins.push({
        isFreeSpin: isFree,
        stops: Array.from(m.stops),
        rows: Array.from(m.rows),
        grid,
        wins,
        multiplier,
        winX100: win,
        scatterCount: m.lastScatterCount,
        freeSpinsAwarded: awarded,
        isJackpotHit: m.lastIsJackpotHit,
      });
    },
  );
  const costX = options.isBonusBuy ? (config.bonusBuy?.priceX ?? 0) : 1;
  return { spins, ...totals, costX };
}

export interface SimulationStats {
  rounds: number;
  /** Σ win and Σ win² in bet multiples (wins divided by the round's cost for bonus buys). */
  sum: number;
  sumSquares: number;
  /** Rounds with any win. */
  hits: number;
  spins: number;
  freeSpinRounds: number;
  jackpotHits: number;
  maxWinX: number;
}

/** Simulates `rounds` rounds with a fast seeded source; allocation-free per spin. */
export function simulateSlotRounds(
  config: SlotConfig,
  source: FloatSource,
  rounds: number,
  options: RoundOptions,
): SimulationStats {
  const machine = machineFor(config);
  const cost = options.isBonusBuy ? (config.bonusBuy?.priceX ?? 1) : 1;
  const stats: SimulationStats = {
    rounds,
    sum: 0,
    sumSquares: 0,
    hits: 0,
    spins: 0,
    freeSpinRounds: 0,
    jackpotHits: 0,
    maxWinX: 0,
  };
  for (let i = 0; i < rounds; i += 1) {
    const round = runRound(machine, source, options.isBonusBuy, null);
    const x = round.totalWinX100 / 100 / cost;
    stats.sum += x;
    stats.sumSquares += x * x;
    if (round.totalWinX100 > 0) stats.hits += 1;
    stats.spins += round.freeSpinsPlayed + (options.isBonusBuy ? 0 : 1);
    if (round.freeSpinsPlayed > 0) stats.freeSpinRounds += 1;
    if (round.isJackpotHit) stats.jackpotHits += 1;
    if (x * cost > stats.maxWinX) stats.maxWinX = x * cost;
  }
  return stats;
}
