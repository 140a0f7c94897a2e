import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSignerProcess, type SignerProcess } from '@orca/signer/process';
import {
  anvilPrivateKey,
  DEMO_DEPOSIT_MNEMONIC,
  DEMO_HOT_WALLET_INDEX,
} from '@orca/signer/test-keys';
import type { LocalChain } from './anvil.ts';

export interface DemoSigner extends SignerProcess {
  /** Shared with this casino process only, made afresh at each start. */
  secret: string;
}

/**
 * The signer beside a local chain: anvil's published hot-wallet account as its key, the demo's
 * deposit wallet for sweeps, a fresh
 * secret and a fresh journal (the local chain starts empty each time, so no earlier payout of
 * it can exist), and the payout limits a demo needs.
 */
export async function startDemoSigner(
  chain: Pick<LocalChain, 'rpcUrl' | 'chainId' | 'tokenAddress'>,
  overrides: Record<string, string> = {},
): Promise<DemoSigner> {
  const secret = overrides.SIGNER_SECRET ?? randomBytes(32).toString('hex');
  const journalDir = await mkdtemp(path.join(tmpdir(), 'orca-signer-'));
  const process = await startSignerProcess({
    SIGNER_PORT: '0',
    SIGNER_SECRET: secret,
    SIGNER_JOURNAL: path.join(journalDir, 'journal.jsonl'),
    SIGNER_ETH_RPC_URL: chain.rpcUrl,
    SIGNER_ETH_CHAIN_ID: String(chain.chainId),
    SIGNER_PRIVATE_KEY: anvilPrivateKey(DEMO_HOT_WALLET_INDEX),
    SIGNER_USDT_CONTRACT: chain.tokenAddress,
    // The demo's published deposit wallet: its addresses are swept with it.
    SIGNER_DEPOSIT_MNEMONIC: DEMO_DEPOSIT_MNEMONIC,
    SIGNER_LIMITS: 'eth=5/50,usdt-erc20=10000/100000',
    SIGNER_REPLACE_AFTER_SECONDS: '60',
    ...overrides,
  });
  return {
    ...process,
    secret,
    // The journal goes with the local chain it speaks of.
    stop: async (signal) => {
      await process.stop(signal);
      await rm(journalDir, { recursive: true, force: true });
    },
  };
}
