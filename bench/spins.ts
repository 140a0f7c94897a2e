import { runHttpBench } from './lib/http-bench.ts';

// Slot spins (Lucky Sevens, 0.10 a spin) through the HTTP API: bet, outcome and win in one transaction each.
await runHttpBench({ label: 'Slot spins', gameId: 'orca-lucky-sevens', path: '/play/slot/spin', body: { bet: '0.10', isBonusBuy: false } });
