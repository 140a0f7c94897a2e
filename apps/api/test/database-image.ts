import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to this file: test apps load it instead of migrating. */
    pgliteImage: string;
    /** A migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../src/db/migrations');

/** Names the migrations as they are now, so an image is never reused across a schema change. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Migrating a fresh database costs each test app about two seconds (PGlite) and the same on
 * PostgreSQL; the run migrates once here and every test database starts from that image.
 */
export default async function setup(project: TestProject) {
  const digest = migrationsDigest();
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.ORCA_TEST_DB === 'postgres' && url) {
    project.provide('postgresTemplate', await ensureTemplate(url, `orca_tpl_${digest}`));
    project.provide('pgliteImage', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'orca-pglite-image-'));
  const file = path.join(dir, `${digest}.tar`);
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteImage', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The migrated template database, built once per schema (concurrent runs build it one at a time). */
async function ensureTemplate(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(727002)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      // Built under another name and renamed when complete, so a half-built template is never used.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Templates of earlier schemas are of no further use.
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'orca\\_tpl\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727002)').catch(() => undefined);
    await admin.end();
  }
}
