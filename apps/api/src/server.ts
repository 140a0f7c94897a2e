import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_OPERATOR, DEMO_PLAYER, seedDemo, seedSkin } from './db/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** In demo mode the reference provider listens this many ports above Orca. */
const REFERENCE_PROVIDER_PORT_OFFSET = 100;

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

  // Demo mode brings the reference game provider along (a separate server on its own port), so the
  // lobby has a second, external provider that calls the wallet over HTTP like an aggregator.
  let reef: { close(): Promise<unknown> } | null = null;
  if (config.DEMO_SEED && !config.REFERENCE_PROVIDER_URL) {
    const { createReefServer } = await import('@orca/reef/server');
    const reefPort = config.PORT + REFERENCE_PROVIDER_PORT_OFFSET;
    const reefUrl = new URL(config.publicUrl);
    reefUrl.port = String(reefPort);
    const server = createReefServer({ orcaWalletUrl: `http://127.0.0.1:${config.PORT}/api/v1/provider/reef/wallet`, secret: config.REFERENCE_PROVIDER_SECRET, casinoOrigin: new URL(config.publicUrl).origin });
    await server.listen({ port: reefPort, host: config.HOST });
    reef = server;
    config = { ...config, REFERENCE_PROVIDER_URL: reefUrl.origin };
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db'), poolSize: config.DATABASE_POOL_SIZE });
  await seedSkin(database.db);
  if (config.DEMO_SEED) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => void (await reef?.close()));

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
  if (reef) console.log(`Reference game provider (Reef Studios): ${config.REFERENCE_PROVIDER_URL}`);
}

void main();
