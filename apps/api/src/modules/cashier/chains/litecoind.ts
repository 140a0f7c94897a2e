import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from '../../../platform/local-process.ts';
import { createCoreRpc, type CoreRpc } from '@orca/chains/core-rpc';

const START_TIMEOUT_MS = 30_000;
/** Coinbase outputs spend after 100 blocks: 101 leave the faucet one block's reward to send. */
const MATURE_BLOCKS = 101;
const FAUCET_WALLET = 'faucet';

/** Debian's litecoind (the `litecoind` package), or LITECOIND naming another; null when absent. */
export function litecoindBinary(): string | null {
  const candidates = [
    process.env.LITECOIND,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'litecoind')),
  ];
  return candidates.find((file): file is string => !!file && existsSync(file)) ?? null;
}

export interface LocalUtxoChain {
  /** With the node's RPC user and password in it, as LTC_RPC_URL takes it. */
  rpcUrl: string;
  rpc: CoreRpc;
  /** Mines `blocks` blocks to the faucet. */
  mine(blocks: number): Promise<string[]>;
  /** Sends `coins` ("0.5") from the faucet's wallet; answers the transaction id. */
  send(to: string, coins: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real Litecoin node on regtest in a fresh data directory: mines on demand, with a funded
 * faucet wallet. Throws when the binary is missing or the node does not answer.
 */
export async function startRegtestNode(): Promise<LocalUtxoChain> {
  const binary = litecoindBinary();
  if (!binary) throw new Error('litecoind is not installed (Debian package litecoind)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orca-litecoind-'));
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const password = randomBytes(16).toString('hex');
  const child = spawn(
    binary,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      '-rpcuser=orca',
      `-rpcpassword=${password}`,
      '-listen=0',
      '-server',
      '-fallbackfee=0.0002',
      '-printtoconsole=0',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const rpcUrl = `http://orca:${password}@127.0.0.1:${rpcPort}/`;
  const rpc = createCoreRpc(rpcUrl);
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`litecoind exited at start: ${stderr}`);
    try {
      await rpc('getblockcount');
      break;
    } catch {
      if (Date.now() - startedAt > START_TIMEOUT_MS) {
        await stop();
        throw new Error(`litecoind did not answer within ${START_TIMEOUT_MS} ms: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await rpc('createwallet', [FAUCET_WALLET]);
    const faucet = await rpc<string>('getnewaddress', ['', 'bech32'], FAUCET_WALLET);
    const mine = (blocks: number) => rpc<string[]>('generatetoaddress', [blocks, faucet]);
    await mine(MATURE_BLOCKS);
    return {
      rpcUrl,
      rpc,
      mine,
      send: (to, coins) => rpc<string>('sendtoaddress', [to, coins], FAUCET_WALLET),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
