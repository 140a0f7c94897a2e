/**
 * Design aid: prints a title's exact analysis and the pay scale that would put its RTP on a target.
 * Usage: npx tsx packages/games/scripts/tune.ts <title-slug> [targetRtp]
 */
import { analyseSlot } from '../src/slots/analysis.ts';
import { slotTitleBySlug } from '../src/slots/registry.ts';
import type { SlotConfig } from '../src/slots/types.ts';

const slug = process.argv[2] ?? '';
const target = Number(process.argv[3] ?? '0.96');
const title = slotTitleBySlug(slug);
if (!title) throw new Error(`no title ${slug}`);

const analysis = analyseSlot(title);
console.log(JSON.stringify(analysis, null, 2));

// RTP is linear in the pays, so one factor hits the target before rounding; then search near it with rounding.
const scaled = (factor: number): SlotConfig => ({
  ...title,
  symbols: title.symbols.map((s) => ({ ...s, pays: s.pays.map((p) => Math.round(p * factor)) })),
});
let factor = target / analysis.rtp;
let best = { factor, rtp: analyseSlot(scaled(factor)).rtp };
for (let k = -50; k <= 50; k += 1) {
  const f = factor * (1 + k / 2000);
  const rtp = analyseSlot(scaled(f)).rtp;
  if (Math.abs(rtp - target) < Math.abs(best.rtp - target)) best = { factor: f, rtp };
}
factor = best.factor;
console.log(`factor ${factor.toFixed(4)} → rtp ${best.rtp.toFixed(6)}`);
for (const s of scaled(factor).symbols) console.log(`${s.id}: [${s.pays.join(', ')}]`);
const a = analyseSlot(scaled(factor));
if (title.bonusBuy && a.bonusBuyRtp !== null) {
  const ev = a.bonusBuyRtp * title.bonusBuy.priceX;
  console.log(
    `bonus buy feature EV ${ev.toFixed(3)}x → price for ${target}: ${(ev / target).toFixed(2)}`,
  );
}
