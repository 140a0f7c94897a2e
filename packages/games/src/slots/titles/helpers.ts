import { counts, spreadStrip } from '../strip.ts';
import type { ArtShape, SlotSymbol, SymbolKind } from '../types.ts';

/** One symbol on one line of a title file: id, name, kind, art, pays (hundredths of the total bet). */
export function sym(
  id: string,
  name: string,
  kind: SymbolKind,
  shape: ArtShape,
  primary: string,
  secondary: string,
  pays: readonly number[],
  extra: { label?: string; multiplier?: number } = {},
): SlotSymbol {
  const art =
    extra.label === undefined
      ? { shape, primary, secondary }
      : { shape, primary, secondary, label: extra.label };
  return extra.multiplier === undefined
    ? { id, name, kind, art, pays }
    : { id, name, kind, art, pays, multiplier: extra.multiplier };
}

/** Reel strips from per-reel symbol counts ({ symbolIndex: count }). */
export function reels(specs: readonly Readonly<Record<number, number>>[]): number[][] {
  return specs.map((spec) => spreadStrip(counts(spec)));
}
