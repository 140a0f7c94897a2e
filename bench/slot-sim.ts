import { Sfc32 } from '../packages/games/src/rng/sfc32.ts';
import { simulateSlotRounds } from '../packages/games/src/slots/engine.ts';
import { SLOT_TITLES } from '../packages/games/src/slots/registry.ts';
import { fmt } from './lib/load.ts';

/** Slot simulation speed on one core: the engine the RTP tests and the API share, fed a fast PRNG. */
const rounds = Number(
  process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 2_000_000,
);
console.log(`Slot simulation, ${fmt(rounds)} paid rounds per title, one core`);
let total = 0;
let totalSeconds = 0;
for (const title of SLOT_TITLES) {
  const started = performance.now();
  const stats = simulateSlotRounds(title, new Sfc32(20261122), rounds, { isBonusBuy: false });
  const seconds = (performance.now() - started) / 1000;
  total += rounds;
  totalSeconds += seconds;
  console.log(
    `  ${title.name.padEnd(20)} ${fmt(rounds / seconds).padStart(11)} rounds/s   RTP ${((stats.sum / stats.rounds) * 100).toFixed(2)}% (declared ${(title.rtp.base * 100).toFixed(2)}%)`,
  );
}
console.log(`  all titles            ${fmt(total / totalSeconds).padStart(11)} rounds/s`);
