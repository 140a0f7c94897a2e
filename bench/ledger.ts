import { runHttpBench } from './lib/http-bench.ts';

// The ledger under the lightest game: every dice round is a bet and a win operation through the wallet.
await runHttpBench({
  label: 'Ledger (dice rounds)',
  gameId: 'orca-dice',
  path: '/play/dice',
  body: { bet: '0.10', target: 50, direction: 'over' },
});
