/**
 * Prints every in-house game's RTP: exact (from the maths) and, for slots, simulated with the seeded sfc32
 * generator, with hit rate, volatility (σ of the round win in bets) and engine speed.
 * Usage: npx tsx packages/games/scripts/rtp.ts [roundsPerTitle = 10000000]
 */
import { CRASH_RTP } from '../src/crash/crash.ts';
import { DICE_RTP } from '../src/fast/dice.ts';
import { KENO_RISKS, kenoExactRtp } from '../src/fast/keno.ts';
import { LIMBO_RTP } from '../src/fast/limbo.ts';
import { MINES_RTP } from '../src/fast/mines.ts';
import { PLINKO_RISKS, plinkoExactRtp } from '../src/fast/plinko.ts';
import { ROULETTE_RTP } from '../src/fast/roulette.ts';
import { Sfc32 } from '../src/rng/sfc32.ts';
import { analyseSlot } from '../src/slots/analysis.ts';
import { simulateSlotRounds } from '../src/slots/engine.ts';
import { SLOT_TITLES } from '../src/slots/registry.ts';

const rounds = Number(process.argv[2] ?? 10_000_000);
const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

console.log(
  `Slots: ${rounds.toLocaleString('en')} simulated rounds per title (sfc32 seed 1); bonus buys ${Math.round(rounds / 20).toLocaleString('en')} rounds.`,
);
console.log(
  'title                   declared  exact     simulated  ±4σ/√n    hit rate  σ(bets)  trigger   max win  spins/s',
);
let totalSpins = 0;
let totalMs = 0;
for (const title of SLOT_TITLES) {
  const analysis = analyseSlot(title);
  const rows: [string, number, number, number, boolean][] = [
    ['', title.rtp.base, analysis.rtp, rounds, false],
  ];
  if (title.bonusBuy)
    rows.push([
      ' (buy)',
      title.rtp.bonusBuy ?? 0,
      analysis.bonusBuyRtp ?? 0,
      Math.round(rounds / 20),
      true,
    ]);
  for (const [suffix, declared, exact, n, isBonusBuy] of rows) {
    const started = performance.now();
    const stats = simulateSlotRounds(title, new Sfc32(1), n, { isBonusBuy });
    const ms = performance.now() - started;
    totalSpins += stats.spins;
    totalMs += ms;
    const mean = stats.sum / n;
    const sigma = Math.sqrt(stats.sumSquares / n - mean * mean);
    console.log(
      [
        (title.slug + suffix).padEnd(23),
        pct(declared, 2).padEnd(9),
        pct(exact).padEnd(9),
        pct(mean).padEnd(10),
        pct((4 * sigma) / Math.sqrt(n)).padEnd(9),
        pct(stats.hits / n, 1).padEnd(9),
        sigma.toFixed(2).padEnd(8),
        (isBonusBuy
          ? '-'
          : analysis.triggerProbability > 0
            ? `1/${Math.round(1 / analysis.triggerProbability)}`
            : 'none'
        ).padEnd(9),
        `${Math.round(stats.maxWinX)}x`.padEnd(8),
        `${(((stats.spins / ms) * 1000) / 1e6).toFixed(2)}M`,
      ].join(' '),
    );
  }
}
console.log(
  `Engine: ${totalSpins.toLocaleString('en')} spins in ${(totalMs / 1000).toFixed(1)} s = ${(((totalSpins / totalMs) * 1000) / 1e6).toFixed(2)}M spins/s on one core.`,
);

console.log('\nFast games and crash (exact):');
const range = (values: number[]) => `${pct(Math.min(...values))} – ${pct(Math.max(...values))}`;
console.log(`dice      ${pct(DICE_RTP)} (9900/10001 for every target)`);
console.log(`limbo     ${pct(LIMBO_RTP)} (0.99/t per target t, to 2^-32)`);
console.log(`crash     ${pct(CRASH_RTP)} (0.99/m per cash-out m, to 2^-52)`);
console.log(`roulette  ${pct(ROULETTE_RTP)} (36/37 for every bet)`);
console.log(`mines     ${pct(MINES_RTP)} (every mine count and cash-out)`);
console.log(
  `keno      ${range(KENO_RISKS.flatMap((r) => Array.from({ length: 10 }, (_, i) => kenoExactRtp(r, i + 1))))} over 4 risks × 1–10 picks`,
);
const plinko: number[] = [];
for (let rows = 8; rows <= 16; rows += 1)
  for (const risk of PLINKO_RISKS) plinko.push(plinkoExactRtp(rows, risk));
console.log(`plinko    ${range(plinko)} over 8–16 rows × 3 risks`);
