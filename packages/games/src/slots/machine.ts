import type { FloatSource } from '../rng/float-source.ts';
import type { SlotConfig, SpinWin } from './types.ts';

/** Receives wins as they are found, only when a round is being recorded (production), never in simulations. */
export type WinSink = (win: SpinWin) => void;

/**
 * A slot config compiled into typed arrays, with preallocated per-spin buffers, so a spin allocates nothing.
 * One instance per config; not re-entrant (simulations and rounds run one spin at a time).
 */
export class SlotMachine {
  readonly config: SlotConfig;
  readonly reelCount: number;
  readonly symbolCount: number;
  readonly maxRows: number;
  readonly wild: number;
  readonly wildMultiplier: number;
  readonly scatter: number;
  readonly isWays: boolean;
  private readonly baseStrips: Int32Array[];
  private readonly freeStrips: Int32Array[];
  /** pays[symbol * (reels + 1) + count], hundredths of the bet. */
  private readonly pays: Int32Array;
  private readonly payingSymbols: Int32Array;
  /** lineCells[line * reels + reel] = index into grid of that line's cell on that reel. */
  private readonly lineCells: Int32Array;
  private readonly lineCount: number;
  private readonly rowCumulative: Int32Array | null;
  private readonly rowTotal: number;
  private readonly minRows: number;
  private readonly jackpotProbability: number;
  /** Per-spin outputs. */
  readonly rows: Int32Array;
  readonly stops: Int32Array;
  /** grid[reel * maxRows + row] = symbol index. */
  readonly grid: Int32Array;
  private readonly counts: Int32Array;
  lastScatterCount = 0;
  lastIsJackpotHit = false;

  constructor(config: SlotConfig) {
    validateConfig(config);
    this.config = config;
    const { layout } = config;
    this.reelCount = layout.reels;
    this.symbolCount = config.symbols.length;
    this.maxRows = layout.kind === 'fixed' ? layout.rows : layout.maxRows;
    this.minRows = layout.kind === 'fixed' ? layout.rows : layout.minRows;
    this.wild = config.symbols.findIndex((s) => s.kind === 'wild');
    this.wildMultiplier = this.wild >= 0 ? (config.symbols[this.wild]?.multiplier ?? 1) : 1;
    this.scatter = config.symbols.findIndex((s) => s.kind === 'scatter');
    this.isWays = config.evaluation.kind === 'ways';
    this.baseStrips = config.strips.base.map((s) => Int32Array.from(s));
    this.freeStrips = config.strips.free.map((s) => Int32Array.from(s));
    const width = this.reelCount + 1;
    this.pays = new Int32Array(this.symbolCount * width);
    config.symbols.forEach((symbol, i) =>
      symbol.pays.forEach((pay, n) => (this.pays[i * width + n] = pay)),
    );
    this.payingSymbols = Int32Array.from(
      config.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : [])),
    );
    const lines = config.evaluation.kind === 'lines' ? config.evaluation.lines : [];
    this.lineCount = lines.length;
    this.lineCells = Int32Array.from(
      lines.flatMap((line) =>
        line.map(
          (row, reel) => reel * (layout.kind === 'fixed' ? layout.rows : layout.maxRows) + row,
        ),
      ),
    );
    if (layout.kind === 'megaways') {
      this.rowCumulative = new Int32Array(layout.rowWeights.length);
      let total = 0;
      layout.rowWeights.forEach((w, i) => {
        total += w;
        (this.rowCumulative as Int32Array)[i] = total;
      });
      this.rowTotal = total;
    } else {
      this.rowCumulative = null;
      this.rowTotal = 0;
    }
    this.jackpotProbability = config.jackpot ? 1 / config.jackpot.oneIn : 0;
    this.rows = new Int32Array(this.reelCount);
    this.stops = new Int32Array(this.reelCount);
    this.grid = new Int32Array(this.reelCount * this.maxRows);
    this.counts = new Int32Array(this.reelCount * this.symbolCount);
  }

  /**
   * One spin. Float order: (megaways only) one float per reel for its row count, then one float per reel for
   * its stop, floor(float × strip length), then (jackpot titles only) one float: hit when float < 1/oneIn.
   * Returns the spin's win in hundredths of the bet before the free-spin multiplier; sets lastScatterCount
   * and lastIsJackpotHit.
   */
  spin(source: FloatSource, isFree: boolean, sink: WinSink | null): number {
    const strips = isFree ? this.freeStrips : this.baseStrips;
    const reels = this.reelCount;
    const maxRows = this.maxRows;
    if (this.rowCumulative !== null) {
      for (let r = 0; r < reels; r += 1) {
        const pick = Math.floor(source.next() * this.rowTotal);
        let i = 0;
        while ((this.rowCumulative[i] as number) <= pick) i += 1;
        this.rows[r] = this.minRows + i;
      }
    } else {
      this.rows.fill(maxRows);
    }
    let scatters = 0;
    for (let r = 0; r < reels; r += 1) {
      const strip = strips[r] as Int32Array;
      const length = strip.length;
      const stop = Math.floor(source.next() * length);
      this.stops[r] = stop;
      const rows = this.rows[r] as number;
      for (let i = 0; i < rows; i += 1) {
        let p = stop + i;
        if (p >= length) p -= length;
        const symbol = strip[p] as number;
        this.grid[r * maxRows + i] = symbol;
        if (symbol === this.scatter) scatters += 1;
      }
    }
    this.lastIsJackpotHit = this.jackpotProbability > 0 && source.next() < this.jackpotProbability;
    this.lastScatterCount = scatters;
    let win = this.isWays ? this.evaluateWays(sink) : this.evaluateLines(sink);
    if (this.scatter >= 0 && scatters > 0) {
      const pay = this.pays[this.scatter * (reels + 1) + Math.min(scatters, reels)] as number;
      if (pay > 0) {
        win += pay;
        if (sink)
          sink({
            kind: 'scatter',
            symbolId: this.symbolId(this.scatter),
            count: scatters,
            payX100: pay,
          });
      }
    }
    return win;
  }

  private evaluateLines(sink: WinSink | null): number {
    const reels = this.reelCount;
    const width = reels + 1;
    const grid = this.grid;
    const cells = this.lineCells;
    const wild = this.wild;
    const scatter = this.scatter;
    let total = 0;
    for (let l = 0; l < this.lineCount; l += 1) {
      const base = l * reels;
      // Leading wilds pay as wilds; the first other symbol, substituted by wilds, pays as itself.
      let wildRun = 0;
      while (wildRun < reels && grid[cells[base + wildRun] as number] === wild) wildRun += 1;
      let best = wildRun > 0 ? (this.pays[wild * width + wildRun] as number) : 0;
      let bestSymbol = wild;
      let bestCount = wildRun;
      if (wildRun < reels) {
        const symbol = grid[cells[base + wildRun] as number] as number;
        if (symbol !== scatter) {
          let count = wildRun + 1;
          let multiplier = wildRun > 0 ? this.wildMultiplier ** wildRun : 1;
          while (count < reels) {
            const next = grid[cells[base + count] as number] as number;
            if (next === symbol) count += 1;
            else if (next === wild) {
              count += 1;
              multiplier *= this.wildMultiplier;
            } else break;
          }
          const pay = (this.pays[symbol * width + count] as number) * multiplier;
          if (pay > best) {
            best = pay;
            bestSymbol = symbol;
            bestCount = count;
          }
        }
      }
      if (best > 0) {
        total += best;
        if (sink)
          sink({
            kind: 'line',
            symbolId: this.symbolId(bestSymbol),
            count: bestCount,
            lineIndex: l,
            payX100: best,
          });
      }
    }
    return total;
  }

  private evaluateWays(sink: WinSink | null): number {
    const reels = this.reelCount;
    const symbols = this.symbolCount;
    const width = reels + 1;
    const counts = this.counts;
    counts.fill(0);
    for (let r = 0; r < reels; r += 1) {
      const rows = this.rows[r] as number;
      for (let i = 0; i < rows; i += 1) {
        const index = r * symbols + (this.grid[r * this.maxRows + i] as number);
        counts[index] = (counts[index] as number) + 1;
      }
    }
    const wild = this.wild;
    let total = 0;
    for (let k = 0; k < this.payingSymbols.length; k += 1) {
      const symbol = this.payingSymbols[k] as number;
      let ways = 1;
      let run = 0;
      while (run < reels) {
        const c =
          (counts[run * symbols + symbol] as number) +
          (wild >= 0 ? (counts[run * symbols + wild] as number) * this.wildMultiplier : 0);
        if (c === 0) break;
        ways *= c;
        run += 1;
      }
      if (run === 0) continue;
      const pay = this.pays[symbol * width + run] as number;
      if (pay > 0) {
        total += pay * ways;
        if (sink)
          sink({
            kind: 'ways',
            symbolId: this.symbolId(symbol),
            count: run,
            ways,
            payX100: pay * ways,
          });
      }
    }
    return total;
  }

  symbolId(index: number): string {
    return this.config.symbols[index]?.id ?? '?';
  }
}

/** Free spins awarded for `scatters` scatters. */
export function freeSpinsFor(config: SlotConfig, scatters: number): number {
  const { awards } = config.freeSpins;
  return awards[Math.min(scatters, awards.length - 1)] ?? 0;
}

/** Throws on a config the engine cannot run; titles are checked by the tests, so this guards hand-made configs. */
export function validateConfig(config: SlotConfig): void {
  const fail = (why: string): never => {
    throw new Error(`slot ${config.id}: ${why}`);
  };
  const { layout, symbols } = config;
  if (layout.reels < 3 || layout.reels > 6) fail('3–6 reels');
  if (layout.kind === 'fixed' && (layout.rows < 1 || layout.rows > 7)) fail('1–7 rows');
  if (layout.kind === 'megaways') {
    if (layout.minRows < 2 || layout.maxRows > 7 || layout.minRows > layout.maxRows)
      fail('megaways rows within 2–7');
    if (
      layout.rowWeights.length !== layout.maxRows - layout.minRows + 1 ||
      layout.rowWeights.some((w) => !Number.isInteger(w) || w < 0)
    )
      fail('one integer weight per row count');
    if (config.evaluation.kind !== 'ways') fail('megaways pay ways');
  }
  if (symbols.filter((s) => s.kind === 'wild').length > 1) fail('at most one wild');
  if (symbols.filter((s) => s.kind === 'scatter').length > 1) fail('at most one scatter');
  for (const s of symbols) {
    if (s.pays.length !== layout.reels + 1 || s.pays.some((p) => !Number.isInteger(p) || p < 0))
      fail(`${s.id}: pays needs reels + 1 non-negative integers`);
    if (
      s.multiplier !== undefined &&
      (s.kind !== 'wild' || !Number.isInteger(s.multiplier) || s.multiplier < 1)
    )
      fail(`${s.id}: only wilds have an integer multiplier`);
  }
  for (const set of [config.strips.base, config.strips.free]) {
    if (set.length !== layout.reels) fail('one strip per reel');
    const maxRows = layout.kind === 'fixed' ? layout.rows : layout.maxRows;
    for (const strip of set) {
      if (
        strip.length < maxRows ||
        strip.some((s) => !Number.isInteger(s) || s < 0 || s >= symbols.length)
      )
        fail('strips hold symbol indexes and are at least as long as the window');
    }
  }
  if (config.evaluation.kind === 'lines') {
    for (const line of config.evaluation.lines) {
      if (
        line.length !== layout.reels ||
        line.some((row) => row < 0 || (layout.kind === 'fixed' && row >= layout.rows))
      )
        fail('each line has one row per reel');
    }
  }
  const { freeSpins } = config;
  if (
    freeSpins.maxPerRound < 0 ||
    freeSpins.maxPerRound > 500 ||
    !Number.isInteger(freeSpins.multiplier) ||
    freeSpins.multiplier < 1
  )
    fail('free spins: cap 0–500, integer multiplier ≥ 1');
  if (
    config.bonusBuy &&
    (config.bonusBuy.priceX <= 0 || freeSpinsFor(config, config.bonusBuy.scatters) <= 0)
  )
    fail('bonus buy needs a price and an award');
  if (
    config.jackpot &&
    (config.jackpot.oneIn < 2 ||
      config.jackpot.contributionShare <= 0 ||
      config.jackpot.contributionShare >= 0.1)
  )
    fail('jackpot odds and share');
}
