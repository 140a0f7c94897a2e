import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const START_TIMEOUT_MS = 20_000;
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface SignerProcess {
  url: string;
  /** The EVM hot wallet the signer pays from ('none' without an Ethereum node). */
  address: string;
  pid: number;
  /** Ends it as an operator would (SIGTERM), or as a crash does (SIGKILL). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * Starts the signer as its own operating-system process (the casino's process never holds the
 * key): `env` is its whole configuration (SIGNER_*), and SIGNER_PORT 0 takes a free port.
 * Resolves once it listens; rejects with what it printed when it exits or stays silent.
 */
export function startSignerProcess(env: Record<string, string>): Promise<SignerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // Its own package's directory, so `tsx` resolves whichever directory the casino runs from.
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the signer did not start within ${START_TIMEOUT_MS} ms: ${output}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the signer exited (${code}) at start: ${output}`));
    };
    child.once('exit', onExit);
    child.stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2_000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2_000);
      const match = /signer listening on (http:\/\/\S+) hot wallet (\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        url: match[1]!,
        address: match[2]!,
        pid: child.pid!,
        stop: (signal = 'SIGTERM') =>
          child.exitCode !== null || child.signalCode !== null
            ? Promise.resolve()
            : new Promise((done) => {
                child.once('exit', () => done());
                child.kill(signal);
              }),
      });
    });
  });
}
