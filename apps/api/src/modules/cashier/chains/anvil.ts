import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { ANVIL_MNEMONIC, DEMO_HOT_WALLET_INDEX } from '@orca/signer/test-keys';
import { freePort, stopProcess } from '../../../platform/local-process.ts';
import artifact from './token/test-usdt.json' with { type: 'json' };

/** The demo chain's faucet: anvil's second account (the first deploys and mints). */
export const FAUCET_ACCOUNT_INDEX = 1;
/** How many test tokens the faucet and the demo's hot wallet each start with (6 decimals: 1 000 000 USDT). */
const FAUCET_TOKENS = 1_000_000n * 10n ** 6n;
const START_TIMEOUT_MS = 15_000;

export const TEST_TOKEN_ABI = artifact.abi as readonly unknown[];

/**
 * The anvil binary from npm's platform package: @foundry-rs/anvil (a development dependency)
 * pulls in the one for this machine as an optional dependency. Null when it is not installed.
 */
export function anvilBinary(): string | null {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  try {
    // Resolved from the wrapper package, whose optional dependency the platform package is.
    const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
    const file = createRequire(wrapper).resolve(
      `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
    );
    const binary = path.join(
      path.dirname(file),
      'bin',
      process.platform === 'win32' ? 'anvil.exe' : 'anvil',
    );
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  /** The USDT-style token deployed at start. */
  tokenAddress: Address;
  /** A funded account (ETH and tokens) anyone may send deposits from; its key is anvil's published one. */
  faucet: { address: Address; privateKey: Hex };
  client: PublicClient;
  stop(): Promise<void>;
}

/**
 * Starts a real local Ethereum node (anvil) on `port` (a free one when absent), deploys the test
 * token and funds the faucet. Without `blockTimeSeconds` it mines on demand (each transaction its
 * own block, so tests decide when confirmations come); the demo gives it a block time, so
 * confirmations come on their own. Throws when the binary is missing or the node does not answer.
 */
export async function startLocalChain(
  options: { port?: number; host?: string; blockTimeSeconds?: number } = {},
): Promise<LocalChain> {
  const binary = anvilBinary();
  if (!binary) throw new Error('anvil is not installed (npm package @foundry-rs/anvil)');
  const port = options.port ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const child = spawn(
    binary,
    [
      ...['--host', host, '--port', String(port), '--chain-id', String(foundry.id), '--silent'],
      ...(options.blockTimeSeconds ? ['--block-time', String(options.blockTimeSeconds)] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const rpcUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl, { retryCount: 0 }) });
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited at start: ${stderr}`);
    try {
      await client.getChainId();
      break;
    } catch {
      if (Date.now() - startedAt > START_TIMEOUT_MS) {
        await stopProcess(child);
        throw new Error(`anvil did not answer on ${rpcUrl} within ${START_TIMEOUT_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    const deployer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
    const faucetAccount = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: FAUCET_ACCOUNT_INDEX });
    const wallet = createWalletClient({
      account: deployer,
      chain: foundry,
      transport: http(rpcUrl),
    });
    const deployHash = await wallet.deployContract({
      abi: TEST_TOKEN_ABI,
      bytecode: artifact.bytecode as Hex,
    });
    const deployed = await client.waitForTransactionReceipt({
      hash: deployHash,
      pollingInterval: 20,
    });
    if (!deployed.contractAddress) throw new Error('the test token was not deployed');
    const hotWallet = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: DEMO_HOT_WALLET_INDEX });
    for (const holder of [faucetAccount.address, hotWallet.address]) {
      const mintHash = await wallet.writeContract({
        address: deployed.contractAddress,
        abi: TEST_TOKEN_ABI,
        functionName: 'mint',
        args: [holder, FAUCET_TOKENS],
      });
      await client.waitForTransactionReceipt({ hash: mintHash, pollingInterval: 20 });
    }
    const privateKey = faucetAccount.getHdKey().privateKey;
    if (!privateKey) throw new Error('the faucet account has no key');
    return {
      rpcUrl,
      chainId: foundry.id,
      tokenAddress: getAddress(deployed.contractAddress),
      faucet: {
        address: faucetAccount.address,
        privateKey: `0x${Buffer.from(privateKey).toString('hex')}`,
      },
      client,
      stop: () => stopProcess(child),
    };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}
