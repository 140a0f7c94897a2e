import { signerConfigFrom } from './config.ts';
import { openJournal } from './journal.ts';
import { createPayer } from './payer.ts';
import { createSignerServer } from './server.ts';
import { DEMO_DEPOSIT_MNEMONIC, isPublishedTestKey, LOCAL_CHAIN_ID } from './test-keys.ts';

/** The signer process: reads its configuration, opens its journal and listens on its local port. */
const config = signerConfigFrom(process.env);
const journal = openJournal(config.journalPath);
const payer = createPayer(config, journal);
if (
  payer.evmAddress &&
  isPublishedTestKey(payer.evmAddress) &&
  config.evm?.chainId !== LOCAL_CHAIN_ID
) {
  console.error(
    `signer: refusing to start: ${payer.evmAddress} is a published test account, and chain ${config.evm?.chainId} is not a local test chain`,
  );
  process.exit(1);
}
if (
  config.depositMnemonic === DEMO_DEPOSIT_MNEMONIC &&
  ((config.evm && config.evm.chainId !== LOCAL_CHAIN_ID) ||
    config.utxo.some((chain) => chain.network === 'mainnet'))
) {
  console.error(
    "signer: refusing to start: SIGNER_DEPOSIT_MNEMONIC is the demo's published deposit wallet, on a real network",
  );
  process.exit(1);
}
const server = createSignerServer(config, journal, payer);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The line the parent process waits for: where the signer listens and which wallet it pays from.
  console.log(
    `signer listening on http://${config.host}:${port} hot wallet ${payer.evmAddress ?? 'none'}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
