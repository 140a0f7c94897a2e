import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_OPERATOR, DEMO_PLAYER, seedDemo, seedSkin } from './db/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db'), poolSize: config.DATABASE_POOL_SIZE });
  await seedSkin(database.db);
  if (config.DEMO_SEED) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${path.resolve(config.DATA_DIR, 'db')}`;
  console.log(`\nOrca is running at ${config.publicUrl}  (database: ${where})`);
  if (config.DEMO_SEED) console.log(`Demo player: ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}   (operator API: ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password})`);
  if (config.isDemo) console.log(`Demo mailbox (no SMTP_URL set): ${config.publicUrl}/mailbox`);
}

void main();
