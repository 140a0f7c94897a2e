import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createGoogleVerifier } from './modules/auth/google.verifier.ts';
import { createTurnstileVerifier } from './modules/auth/turnstile.verifier.ts';
import { cashierRoutes, paymentWebhookRoutes } from './modules/cashier/cashier.routes.ts';
import { createCashierService } from './modules/cashier/cashier.service.ts';
import { createHistoryService } from './modules/cashier/history.service.ts';
import { createSandboxProvider } from './modules/cashier/sandbox-provider.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createOperatorService } from './modules/admin/operator.service.ts';
import { createSandboxPayoutAdapter } from './modules/cashier/payout-adapter.ts';
import { withdrawalRoutes } from './modules/cashier/withdrawal.routes.ts';
import { createWithdrawalService } from './modules/cashier/withdrawal.service.ts';
import { createLocalDocumentStore } from './modules/kyc/document-store.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { demoRoutes } from './modules/mail/demo.routes.ts';
import { createPlayerService } from './modules/profile/player.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { sessionGuard } from './modules/session/session.guard.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createCatalogueService } from './modules/games/catalogue.service.ts';
import { seedCatalogue } from './modules/games/catalogue.seed.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createCrashService } from './modules/play/crash.service.ts';
import { createFairService } from './modules/play/fair.service.ts';
import { liveRoutes } from './modules/play/live.routes.ts';
import { createInhouseService } from './modules/play/inhouse.service.ts';
import { createLaunchService } from './modules/play/launch.service.ts';
import { playRoutes } from './modules/play/play.routes.ts';
import { providerWalletRoutes } from './modules/play/provider-wallet.routes.ts';
import { createProviderWalletService } from './modules/play/provider-wallet.service.ts';
import { referenceProviderSeed } from './modules/play/reference-provider.ts';
import { createRoundsService } from './modules/play/rounds.service.ts';
import { limitsRoutes } from './modules/limits/limits.routes.ts';
import { createLimitsService } from './modules/limits/limits.service.ts';
import { skinRoutes } from './modules/skin/skin.routes.ts';
import { createLedgerService } from './modules/wallet/ledger.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService, createWithdrawalLedger } from './modules/wallet/wallet.service.ts';
import { createSkinService } from './modules/skin/skin.service.ts';
import { apiKeyPlugin } from './platform/api-key.ts';
import type { Config } from './platform/config.ts';
import { envelopePlugin, sendFailure } from './platform/envelope.ts';
import { createLocalEventBus, createRedisEventBus } from './platform/events.ts';
import { createMailer } from './platform/mail.ts';
import { zodValidatorCompiler } from './platform/validation.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: {
            paths: [
              'req.headers["api-key"]',
              'req.headers["x-anon-session"]',
              'req.headers["x-player-session"]',
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.password_confirmation',
              '*.old_password',
              '*.token',
              '*.token_id',
            ],
            censor: '[redacted]',
          },
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'db'), poolSize: config.DATABASE_POOL_SIZE }));
  if (!database) app.addHook('onClose', () => handle.close());
  const { db } = handle;

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  const events = config.REDIS_URL ? createRedisEventBus(config.REDIS_URL, (error) => app.log.warn({ err: error }, 'event bus error')) : createLocalEventBus();
  app.addHook('onClose', () => events.close());

  const sessions = createSessionService(db, { idleMinutes: config.SESSION_IDLE_MINUTES });
  const mailer = createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const skin = createSkinService(db, config);
  const players = createPlayerService(db);
  const captcha = createCaptchaService(db);
  const limits = createLimitsService({ db, players, sessions, mailer, publicUrl: config.publicUrl });
  const ledger = createLedgerService(db);
  const wallet = createWalletService(ledger);
  const sandbox = createSandboxProvider({ db, secret: config.SANDBOX_WEBHOOK_SECRET, webhookUrl: `${config.publicUrl}/api/v1/payments/webhook/sandbox`, publicUrl: config.publicUrl });
  const cashier = createCashierService({ db, players, wallet, limits, sandbox, publicUrl: config.publicUrl });
  const operators = createOperatorService(db);
  const kyc = createKycService({ db, players, store: createLocalDocumentStore(path.join(config.DATA_DIR, 'uploads')) });
  const withdrawals = createWithdrawalService({ db, players, ledger: createWithdrawalLedger(ledger), mailer, payout: createSandboxPayoutAdapter(), publicUrl: config.publicUrl, kycThresholdEur: config.KYC_THRESHOLD_EUR });
  const catalogue = createCatalogueService(db);
  app.addHook('preClose', () => catalogue.flushRecent());
  const externalProviders = config.REFERENCE_PROVIDER_URL ? [referenceProviderSeed(config.REFERENCE_PROVIDER_URL, config.REFERENCE_PROVIDER_SECRET)] : [];
  await seedCatalogue(catalogue, externalProviders);
  const fair = createFairService(db);
  const launch = createLaunchService({ db, catalogue, players, publicUrl: config.publicUrl });
  const rounds = createRoundsService({ db, fair, events });
  const inhouse = createInhouseService({ wallet, fair, launch, catalogue, limits, rounds });
  const providerWallet = createProviderWalletService({ wallet, launch, rounds, catalogue, players, limits });
  const crash = createCrashService({
    db,
    inhouse,
    launch,
    rounds,
    events,
    usernameOf: async (session) => (session.playerId === null ? 'guest' : (await players.get(session.playerId)).username),
    catalogueGame: () => catalogue.get('orca-crash'),
  });
  app.addHook('onClose', async () => crash.stop());
  // Crash bets left unsettled by a restart are paid out (or closed) as soon as the server is up.
  app.addHook('onReady', async () => crash.settleBusted());
  const auth = createAuthService({
    db,
    config,
    sessions,
    players,
    mailer,
    captcha,
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL }) : null,
    turnstile: createTurnstileVerifier({ secret: config.TURNSTILE_SECRET, verifyUrl: config.TURNSTILE_VERIFY_URL }),
    skin,
    limits,
  });

  const isHttps = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com', 'https://accounts.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // External providers' games open in the game page's frame.
        frameSrc: ["'self'", 'https://challenges.cloudflare.com', 'https://accounts.google.com', ...externalProviders.map((p) => new URL(p.launchUrl).origin)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only a site served over https may tell browsers to upgrade: on plain http (a LAN
        // address, a demo box) it would send every asset to a port that does not answer.
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'orca-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: 'too_many_requests' }),
  });
  await app.register(envelopePlugin);
  await app.register(apiKeyPlugin, { apiKey: config.API_KEY, openPrefixes: ['/api/v1/docs', '/api/v1/payments/webhook/', '/api/v1/provider/', '/api/v1/live'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Orca API', version: '1.0.0', description: 'Every response is the envelope { info: { success, message, resultCode }, data }.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'api-key' } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  app.get('/health', { schema: { hide: true } }, async () => {
    await handle.db.execute('select 1');
    return { status: 'ok' };
  });

  await app.register(
    async (api) => {
      await api.register(sessionGuard, { sessions });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await api.register(sessionRoutes, { sessions, blocked: { countries: config.BLOCKED_COUNTRIES, cities: config.BLOCKED_CITIES } });
      await api.register(skinRoutes, { skin });
      await api.register(authRoutes, { auth, captcha });
      await api.register(profileRoutes, { players, auth });
      await api.register(walletRoutes, { wallet, players });
      await api.register(cashierRoutes, { cashier, history: createHistoryService(db) });
      await api.register(withdrawalRoutes, { withdrawals });
      await api.register(limitsRoutes, { limits, cashier });
      await api.register(kycRoutes, { kyc });
      await api.register(adminRoutes, { operators, withdrawals, kyc });
      await api.register(paymentWebhookRoutes, { cashier, secret: config.SANDBOX_WEBHOOK_SECRET });
      await api.register(gamesRoutes, { catalogue, players });
      await api.register(playRoutes, { launch, inhouse, fair, rounds, catalogue, wallet, crash, betsPerMinute: config.PLAY_RATE_LIMIT_PER_MINUTE });
      await api.register(liveRoutes, { crash, events, apiKey: config.API_KEY });
      await api.register(providerWalletRoutes, { providerWallet, catalogue });
      if (config.isDemo) await api.register(demoRoutes, { mailer });
    },
    { prefix: '/api/v1' },
  );

  const webDist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }

  await app.register(sandbox.routes);
  // The sandbox provider retries webhooks with backoff until the casino acknowledges them.
  const webhookTimer = setInterval(() => void sandbox.deliverDue().catch((error: unknown) => app.log.warn({ err: error }, 'sandbox webhook delivery failed')), 2_000);
  webhookTimer.unref();
  // Approved withdrawals with an address are paid out in the background (spec: up to 24 hours).
  const payoutTimer = setInterval(() => void withdrawals.processPayouts().catch((error: unknown) => app.log.error({ err: error }, 'payout run failed')), 5_000);
  payoutTimer.unref();
  app.addHook('onClose', async () => clearInterval(payoutTimer));
  // The lobby's "popular" order follows the last week's real rounds.
  const refreshPopularity = async () => catalogue.setPopularity(await rounds.countsByGame(new Date(Date.now() - 7 * 86_400_000)));
  const popularityTimer = setInterval(() => void refreshPopularity().catch((error: unknown) => app.log.warn({ err: error }, 'popularity refresh failed')), 60_000);
  popularityTimer.unref();
  app.addHook('onClose', async () => clearInterval(popularityTimer));
  app.addHook('onClose', async () => clearInterval(webhookTimer));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasWeb && request.method === 'GET') {
      // The web app owns every other path, including its own not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(request, reply, 'route_not_found');
  });

  if (config.SMTP_URL) {
    const timer = setInterval(() => void mailer.dispatchPending().catch((error: unknown) => app.log.error({ err: error }, 'mail dispatch failed')), 5_000);
    app.addHook('onClose', async () => clearInterval(timer));
  }

  return app;
}
