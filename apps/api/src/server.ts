import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_OPERATOR, DEMO_PLAYER, seedDemo, seedSkin } from './db/seed.ts';
import { closeAdminSite, listenAdminSite } from './platform/admin-site.ts';
import type { LocalChain } from './modules/cashier/chains/anvil.ts';
import type { DemoSigner } from './modules/cashier/chains/demo-signer.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** In demo mode the reference provider listens this many ports above Orca. */
const REFERENCE_PROVIDER_PORT_OFFSET = 100;
/** In demo mode the local Ethereum node listens this many ports above Orca. */
const LOCAL_CHAIN_PORT_OFFSET = 200;
const LOCAL_CHAIN_BLOCK_SECONDS = 2;

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
  if (config.isDemo && !config.REFERENCE_PROVIDER_URL) {
    const { createReefServer, demoPromotion } = await import('@orca/reef/server');
    const reefPort = config.PORT + REFERENCE_PROVIDER_PORT_OFFSET;
    const reefUrl = new URL(config.publicUrl);
    reefUrl.port = String(reefPort);
    const server = createReefServer({
      orcaWalletUrl: `http://127.0.0.1:${config.PORT}/api/v1/provider/reef/wallet`,
      secret: config.REFERENCE_PROVIDER_SECRET,
      casinoOrigin: new URL(config.publicUrl).origin,
      promotion: { config: demoPromotion(new Date()) },
    });
    await server.listen({ port: reefPort, host: config.HOST });
    reef = server;
    config = { ...config, REFERENCE_PROVIDER_URL: reefUrl.origin };
  }

  // Demo mode also brings a real local Ethereum node (anvil, a development dependency) with the
  // test token deployed and a faucet funded, so a crypto deposit can be made from any wallet.
  let localChain: LocalChain | null = null;
  if (config.isDemo && !config.ETH_RPC_URL && config.DEMO_LOCAL_CHAIN !== false) {
    const { anvilBinary, startLocalChain } = await import('./modules/cashier/chains/anvil.ts');
    if (anvilBinary()) {
      localChain = await startLocalChain({
        port: config.DEMO_LOCAL_CHAIN_PORT ?? config.PORT + LOCAL_CHAIN_PORT_OFFSET,
        host: config.HOST,
        blockTimeSeconds: LOCAL_CHAIN_BLOCK_SECONDS,
      });
      // The node starts empty each time: the watcher reads it from its first block.
      config = {
        ...config,
        ETH_RPC_URL: localChain.rpcUrl,
        ETH_USDT_CONTRACT: localChain.tokenAddress,
        ETH_START_BLOCK: 0,
      };
    }
  }

  // With the local chain comes the signer, its own process holding the demo hot wallet's key
  // (anvil's published account, funded with ETH and test USDT) and the demo deposit wallet's
  // words: approved ETH and USDT withdrawals are paid, and deposit addresses swept, on it.
  let signer: DemoSigner | null = null;
  if (localChain && !config.SIGNER_URL) {
    const { startDemoSigner } = await import('./modules/cashier/chains/demo-signer.ts');
    signer = await startDemoSigner(localChain);
    config = {
      ...config,
      SIGNER_URL: signer.url,
      SIGNER_SECRET: signer.secret,
      ETH_HOT_WALLET: signer.address,
    };
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await seedSkin(database.db);
  if (config.DEMO_SEED)
    await seedDemo(database.db, { operatorSecretKey: config.OPERATOR_SECRET_KEY });

  if (config.ADMIN_PORT === config.PORT) {
    console.error(
      `ADMIN_PORT must differ from PORT (${config.PORT}): the back office is its own origin.`,
    );
    process.exit(2);
  }
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => void (await reef?.close()));
  app.addHook('onClose', async () => void (await signer?.stop()));
  app.addHook('onClose', async () => void (await localChain?.stop()));

  let adminSite: Awaited<ReturnType<typeof listenAdminSite>> | null = null;
  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    (adminSite ? closeAdminSite(adminSite) : Promise.resolve())
      .then(() => app.close())
      .then(
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
  adminSite = await listenAdminSite(app, { port: config.ADMIN_PORT, host: config.HOST });
  console.log(banner(config, reef !== null, localChain, signer));
}

function banner(
  config: Config,
  hasReef: boolean,
  localChain: LocalChain | null,
  signer: DemoSigner | null,
): string {
  const where = config.DATABASE_URL
    ? 'PostgreSQL'
    : `PGlite in ${path.resolve(config.DATA_DIR, 'db')}`;
  const adminUrl = new URL(config.publicUrl);
  adminUrl.port = String(config.ADMIN_PORT);
  const lines = [
    `Orca is running at ${config.publicUrl}  (listening on ${config.HOST}:${config.PORT}, database: ${where})`,
    `Back office:   ${adminUrl.origin}  (listening on ${config.HOST}:${config.ADMIN_PORT}; staff log in with name, password and a TOTP code)`,
  ];
  if (config.isDemo) {
    lines.unshift(
      '=== DEMO MODE: demo data, sandbox payments, no real money. Not for a real casino (see README: Production). ===',
    );
    if (config.DEMO_SEED) {
      lines.push(
        `Demo player:   ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}`,
        `Demo operator: ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}, then a TOTP code  (back office above; its API at ${adminUrl.origin}/api/v1/admin)`,
        `               TOTP secret ${DEMO_OPERATOR.totpSecret}: add it to an authenticator app, or run \`npm run operator:code\` for the current code`,
      );
    }
    lines.push(
      `Demo mailbox:  ${config.publicUrl}/mailbox  (${config.SMTP_URL ? 'mail also goes out over SMTP_URL' : 'mail stays in the outbox'})`,
    );
  } else {
    lines.unshift('Production mode.');
    if (config.hasSandboxPayments)
      lines.push(
        '!!! SANDBOX_PAYMENTS is on: the sandbox payment provider credits deposits no real money backs. A staging site only. !!!',
      );
  }
  if (hasReef)
    lines.push(
      `Reference game provider (Reef Studios, started with the demo): ${config.REFERENCE_PROVIDER_URL}  (PORT + ${REFERENCE_PROVIDER_PORT_OFFSET})`,
    );
  if (localChain)
    lines.push(
      `Local Ethereum node (anvil, started with the demo): ${localChain.rpcUrl}  chain id ${localChain.chainId}, a block every ${LOCAL_CHAIN_BLOCK_SECONDS} s${config.DEMO_LOCAL_CHAIN_PORT === undefined ? `  (PORT + ${LOCAL_CHAIN_PORT_OFFSET})` : ''}`,
      `               USDT token ${localChain.tokenAddress}; deposits credited after ${config.ETH_CONFIRMATIONS} confirmations`,
      `               Faucet ${localChain.faucet.address}, key ${localChain.faucet.privateKey}  (anvil's published test key: ETH and 1 000 000 USDT)`,
      ...(signer
        ? [
            `Signer (its own process, pid ${signer.pid}): ${signer.url}  pays approved ETH and USDT withdrawals from hot wallet ${signer.address} and sweeps deposit addresses into it (back office: Payments › Treasury)`,
          ]
        : []),
    );
  else if (config.isDemo && !config.ETH_RPC_URL)
    lines.push(
      config.DEMO_LOCAL_CHAIN === false
        ? 'Crypto deposits: off (DEMO_LOCAL_CHAIN=false)'
        : 'Crypto deposits: off (the anvil binary from @foundry-rs/anvil is not installed)',
    );
  return `\n${lines.join('\n')}\n`;
}

void main();
