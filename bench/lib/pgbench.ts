import { execFileSync } from 'node:child_process';
import { benchDatabase } from './server.ts';

/**
 * pgbench's TPC-B-like transaction on the same PostgreSQL, same machine, same run: the yardstick
 * the HTTP figures are set against. Scale 1 has one branch row, a hot spot like the casino's house
 * account, so the comparison is fair to neither side's advantage.
 */
export async function pgbenchTpcB(options: {
  clients: number;
  seconds: number;
}): Promise<{ tps: number; latencyMs: number }> {
  const database = await benchDatabase('orca_pgbench');
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '1', database.url], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-c', String(options.clients), '-j', '2', '-T', String(options.seconds), database.url],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
    return { tps, latencyMs };
  } finally {
    await database.drop();
  }
}
