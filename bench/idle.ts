import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, serverProcess } from '../apps/api/test/processes.ts';
import { fmt } from './lib/load.ts';
import { ADMIN_DATABASE_URL } from './lib/server.ts';

/**
 * What an idle demo server costs: the demo as `npm start` serves it (demo mode, demo data), nobody
 * connected, measured after it has settled. Prints the CPU the server process used as a share of
 * one core and, on PostgreSQL, the transactions it committed per second while nobody was there.
 *   IDLE_SETTLE_S  seconds after start-up before measuring (60)
 *   IDLE_MEASURE_S seconds measured (30)
 */
const SETTLE_S = Number(process.env.IDLE_SETTLE_S ?? 60);
const MEASURE_S = Number(process.env.IDLE_MEASURE_S ?? 30);
/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th field, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function commits(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function measure(label: string, databaseUrl: string | null): Promise<void> {
  const server = await serverProcess({
    ORCA_MODE: 'demo',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await server.start();
  try {
    await sleep(SETTLE_S);
    const pid = server.pid();
    if (pid === null) throw new Error(`the server stopped: ${server.output()}`);
    const name = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
    const [ticksBefore, commitsBefore] = [
      cpuTicks(pid),
      name ? await commits(ADMIN_DATABASE_URL, name) : 0,
    ];
    await sleep(MEASURE_S);
    const [ticksAfter, commitsAfter] = [
      cpuTicks(pid),
      name ? await commits(ADMIN_DATABASE_URL, name) : 0,
    ];
    const cpuPercent = ((ticksAfter - ticksBefore) / TICKS_PER_SECOND / MEASURE_S) * 100;
    // pg_stat_database is updated by each backend at most every half second, so this is a close reading, not an exact one.
    const perSecond = name
      ? `, ${fmt((commitsAfter - commitsBefore) / MEASURE_S, 1)} transactions/s`
      : '';
    console.log(
      `  ${label.padEnd(10)} ${fmt(cpuPercent, 1).padStart(5)} % of one core${perSecond}`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `Idle demo server (nobody connected), ${SETTLE_S} s after start-up, measured over ${MEASURE_S} s:`,
);
await measure('PGlite', null);
const database = await createDatabase(ADMIN_DATABASE_URL, 'orca_idle');
try {
  await measure('PostgreSQL', database.url);
} finally {
  await database.drop();
}
