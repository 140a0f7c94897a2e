import type { SlotConfig, SymbolArt, SymbolKind } from './types.ts';

export interface PaytableEntry {
  id: string;
  name: string;
  kind: SymbolKind;
  art: SymbolArt;
  /** Wins by count, highest first, in bet multiples (hundredths kept exact in payX100). */
  pays: { count: number; payX100: number; payX: number }[];
  multiplier?: number;
}

/** A rule line for the info dialog: an i18n key under `slots.rules.*` plus its parameters. */
export interface PaytableRule {
  key: string;
  params: Record<string, number | string>;
}

export interface PaytableDescription {
  id: string;
  name: string;
  theme: string;
  reels: number;
  rows: { min: number; max: number };
  /** 'lines' with the line shapes, or 'ways' with the largest ways count. */
  evaluation: { kind: 'lines'; lines: number[][] } | { kind: 'ways'; maxWays: number };
  symbols: PaytableEntry[];
  freeSpins: { scatters: number; spins: number }[];
  freeSpinMultiplier: number;
  bonusBuyPriceX: number | null;
  rtp: { base: number; bonusBuy: number | null; jackpotContribution: number | null };
  volatility: SlotConfig['volatility'];
  rules: PaytableRule[];
}

/** Data for the game-info dialog: every symbol's pays, the lines or ways, the features and the RTP. */
export function describePaytable(config: SlotConfig): PaytableDescription {
  const { layout } = config;
  const minRows = layout.kind === 'fixed' ? layout.rows : layout.minRows;
  const maxRows = layout.kind === 'fixed' ? layout.rows : layout.maxRows;
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const wild = config.symbols.find((s) => s.kind === 'wild');
  const rules: PaytableRule[] = [];
  if (config.evaluation.kind === 'lines')
    rules.push({ key: 'lines', params: { lines: config.evaluation.lines.length } });
  else
    rules.push({
      key: layout.kind === 'megaways' ? 'megaways' : 'ways',
      params: { maxWays: maxRows ** layout.reels },
    });
  if (wild)
    rules.push({
      key: wild.multiplier && wild.multiplier > 1 ? 'wildMultiplier' : 'wild',
      params: { symbol: wild.name, multiplier: wild.multiplier ?? 1 },
    });
  if (scatter) rules.push({ key: 'scatter', params: { symbol: scatter.name } });
  const freeSpins = config.freeSpins.awards.flatMap((spins, scatters) =>
    spins > 0 ? [{ scatters, spins }] : [],
  );
  if (freeSpins.length > 0) {
    rules.push({
      key: 'freeSpins',
      params: {
        multiplier: config.freeSpins.multiplier,
        maxPerRound: config.freeSpins.maxPerRound,
      },
    });
  }
  if (config.bonusBuy)
    rules.push({
      key: 'bonusBuy',
      params: {
        priceX: config.bonusBuy.priceX,
        spins: config.freeSpins.awards[config.bonusBuy.scatters] ?? 0,
      },
    });
  if (config.jackpot)
    rules.push({
      key: 'jackpot',
      params: { contributionPercent: config.jackpot.contributionShare * 100 },
    });
  rules.push({ key: 'malfunction', params: {} });
  return {
    id: config.id,
    name: config.name,
    theme: config.theme,
    reels: layout.reels,
    rows: { min: minRows, max: maxRows },
    evaluation:
      config.evaluation.kind === 'lines'
        ? { kind: 'lines', lines: config.evaluation.lines.map((l) => [...l]) }
        : { kind: 'ways', maxWays: maxRows ** layout.reels },
    symbols: config.symbols.map((s) => {
      const entry: PaytableEntry = {
        id: s.id,
        name: s.name,
        kind: s.kind,
        art: s.art,
        pays: s.pays
          .flatMap((payX100, count) =>
            payX100 > 0 ? [{ count, payX100, payX: payX100 / 100 }] : [],
          )
          .reverse(),
      };
      if (s.multiplier !== undefined) entry.multiplier = s.multiplier;
      return entry;
    }),
    freeSpins,
    freeSpinMultiplier: config.freeSpins.multiplier,
    bonusBuyPriceX: config.bonusBuy?.priceX ?? null,
    rtp: {
      base: config.rtp.base,
      bonusBuy: config.rtp.bonusBuy ?? null,
      jackpotContribution: config.jackpot?.contributionShare ?? null,
    },
    volatility: config.volatility,
    rules,
  };
}
