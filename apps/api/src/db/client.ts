import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories take this as their first argument. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string, for work that needs a connection of its own (advisory locks). */
  url?: string;
  /**
   * Hears every statement sent through the query builder (transaction control too on PostgreSQL),
   * before it runs; returns the way to stop. For counting a bet's statements and seeing writes.
   */
  watchQueries(listener: (query: string) => void): () => void;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 727_001;

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory), and migrates. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, failover); the pool replaces the connection. */
  onConnectionError?: (error: Error) => void;
  /** A migrated PGlite data directory (from `dumpDataDir`) to start from instead of an empty one. */
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  const listeners = new Set<(query: string) => void>();
  const logger = {
    logQuery(query: string) {
      for (const listener of listeners) listener(query);
    },
  };
  const watchQueries = (listener: (query: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on(
      'error',
      options.onConnectionError ??
        ((error: Error) => process.emitWarning(`database connection lost: ${error.message}`)),
    );
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Database;
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(lock, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      watchQueries,
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  }
  const pgliteDb = drizzlePglite(client, { schema, logger });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    watchQueries,
    close: () => client.close(),
  };
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared database type
 * cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
