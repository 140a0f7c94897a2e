import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createGoogleVerifier } from './modules/auth/google.verifier.ts';
import { createTurnstileVerifier } from './modules/auth/turnstile.verifier.ts';
import { createCashierService } from './modules/cashier/cashier.service.ts';
import { createHistoryService } from './modules/cashier/history.service.ts';
import { createSandboxProvider } from './modules/cashier/sandbox-provider.ts';
import { operatorGuard } from './modules/admin/operator.guard.ts';
import { createGrantApprovals } from './modules/admin/grant-approvals.service.ts';
import { createOperatorService } from './modules/admin/operator.service.ts';
import { createAuditService } from './modules/admin/audit.service.ts';
import { createSandboxPayoutAdapter } from './modules/cashier/payout-adapter.ts';
import { createWithdrawalService } from './modules/cashier/withdrawal.service.ts';
import { createLocalDocumentStore } from './modules/kyc/document-store.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { createPlayerService } from './modules/profile/player.service.ts';
import { sessionGuard } from './modules/session/session.guard.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createCatalogueService } from './modules/games/catalogue.service.ts';
import { createCrashService } from './modules/play/crash/crash.service.ts';
import { createLiveService } from './modules/play/live/live.service.ts';
import { createBlackjackService } from './modules/play/live/blackjack.service.ts';
import { createFairService } from './modules/play/fairness/fair.service.ts';
import { createInhouseService } from './modules/play/inhouse/inhouse.service.ts';
import { createBonusEngine } from './modules/bonus/bonus.engine.ts';
import { createFreeSpinsService } from './modules/bonus/free-spins.service.ts';
import { bonusModule, gameNamesOf } from './modules/bonus/bonus.module.ts';
import { createOffersService } from './modules/bonus/offers.service.ts';
import { createLaunchService } from './modules/play/launch/launch.service.ts';
import { createProviderWalletService } from './modules/play/provider-wallet/provider-wallet.service.ts';
import { referenceProviderSeed } from './modules/play/provider-wallet/reference-provider.ts';
import { lowRiskRounds } from './modules/play/rounds/low-risk-rounds.ts';
import { createRoundsService } from './modules/play/rounds/rounds.service.ts';
import { createLimitsService } from './modules/limits/limits.service.ts';
import { createLedgerService } from './modules/wallet/ledger.service.ts';
import { createWalletService, createWithdrawalLedger } from './modules/wallet/wallet.service.ts';
import { createSkinService } from './modules/skin/skin.service.ts';
import { apiKeyPlugin } from './platform/api-key.ts';
import type { Config } from './platform/config.ts';
import {
  clientErrorHandler,
  envelopePlugin,
  frameworkErrorHandler,
  sendFailure,
} from './platform/envelope.ts';
import { afterResponsePlugin } from './platform/after-response.ts';
import { createLocalEventBus, createRedisEventBus } from './platform/events.ts';
import { geoGuard } from './platform/geo.ts';
import { createMailer } from './platform/mail.ts';
import { onEventCommits } from './platform/commits.ts';
import { createJobRunner } from './platform/jobs.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createPaymentsAdminService } from './modules/cashier/payments-admin.service.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { refuseNulBytes, zodValidatorCompiler } from './platform/validation.ts';
import { redirectLoopbackAliases, registerWebApp } from './platform/web-app.ts';
import { registerAdminSite } from './platform/admin-site.ts';
import { accessDeclarations } from './platform/access.ts';
import { registerApi, registerSites, startModules, type AppModule } from './platform/module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { playersModule } from './modules/players/players.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { cashierModule } from './modules/cashier/cashier.module.ts';
import { gamesModule } from './modules/games/games.module.ts';
import { kycModule } from './modules/kyc/kyc.module.ts';
import { limitsModule } from './modules/limits/limits.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { liveDemoModule } from './modules/play/live/live.demo.ts';
import { playModule } from './modules/play/play.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { sessionModule } from './modules/session/session.module.ts';
import { skinModule } from './modules/skin/skin.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { createContentService } from './modules/content/content.service.ts';
import type { Language } from '@orca/contracts';
import { statsModule } from './modules/stats/stats.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { realtimeModule } from './modules/realtime/realtime.module.ts';
import {
  tournamentsLiveFeed,
  tournamentsModule,
  tournamentsPromotionSource,
} from './modules/tournaments/tournaments.module.ts';
import { createTournamentsService } from './modules/tournaments/tournaments.service.ts';
import { rewardsModule } from './modules/rewards/rewards.module.ts';
import { createChallengesService } from './modules/rewards/challenges.service.ts';
import { promotionsModule } from './modules/content/promotions.module.ts';
import { bonusOfferSource, challengeSource } from './modules/content/promotions.service.ts';
import { playLiveFeeds } from './modules/play/live-feeds.ts';
import { createChatService } from './modules/support/chat.service.ts';
import { supportModule } from './modules/support/support.module.ts';
import { tawkCspSources, tawkSettingsOf } from './modules/support/tawk.service.ts';
import { createPlayerChannel } from './platform/realtime.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));

/** The WebSocket origin of the public URL (https → wss). */
function liveSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
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
    // A hop count trusts that many proxies nearest the server, as proxy-addr does for a number.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'db'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  if (!database) app.addHook('onClose', () => handle.close());
  const { db } = handle;

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  const events = config.REDIS_URL
    ? createRedisEventBus(config.REDIS_URL, (error) =>
        app.log.warn({ err: error }, 'event bus error'),
      )
    : createLocalEventBus();
  app.addHook('onClose', () => events.close());
  const channel = createPlayerChannel(events);

  const sessions = createSessionService(db, { idleMinutes: config.SESSION_IDLE_MINUTES });
  const mailer = createMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const skin = createSkinService(db, config);
  const players = createPlayerService(db);
  const captcha = createCaptchaService(db);
  // Deposits, losses and play results come from the cashier, the statistics and the wallet, built below.
  const limits = createLimitsService({
    db,
    players,
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    depositedOver: (...a) => cashier.depositedOver(...a),
    netLosses: (...a) => stats.netLosses(...a),
    playResultSince: (...a) => wallet.playResultSince(...a),
  });
  const ledger = createLedgerService(db);
  // The bet gate asks the bonus engine (built below, with the catalogue) inside each bet's transaction.
  const wallet = createWalletService(ledger, {
    betGate: (tx, betting) => bonusEngine.maxBetsOf(tx, betting),
  });
  // The sandbox provider exists in demo mode, and in production only when SANDBOX_PAYMENTS says so (a staging site).
  const sandbox = config.hasSandboxPayments
    ? createSandboxProvider({
        db,
        secret: config.SANDBOX_WEBHOOK_SECRET,
        webhookUrl: `${config.publicUrl}/api/v1/payments/webhook/sandbox`,
        publicUrl: config.publicUrl,
      })
    : null;
  if (sandbox && !config.isDemo)
    app.log.warn(
      'SANDBOX_PAYMENTS is on: the sandbox payment provider takes deposits that no real money backs. Never on a real-money site.',
    );
  // The deposit's bonus hooks ask the offers service, built below with the engine and the catalogue.
  const cashier = createCashierService({
    db,
    players,
    wallet,
    limits,
    sandbox,
    publicUrl: config.publicUrl,
    bonus: {
      chooseForDeposit: (...a) => bonusOffers.chooseForDeposit(...a),
      beforeDepositCredited: (...a) => bonusOffers.beforeDepositCredited(...a),
      onDepositCredited: (...a) => bonusOffers.onDepositCredited(...a),
    },
  });
  const operators = createOperatorService(db, { secretKey: config.OPERATOR_SECRET_KEY });
  const kyc = createKycService({
    db,
    players,
    store: createLocalDocumentStore(path.join(config.DATA_DIR, 'uploads')),
    storageQuotaBytes: config.KYC_STORAGE_QUOTA_MB * 1_048_576,
  });
  const withdrawals = createWithdrawalService({
    db,
    players,
    ledger: createWithdrawalLedger(ledger),
    mailer,
    payout: createSandboxPayoutAdapter(),
    publicUrl: config.publicUrl,
    kycThresholdEur: config.KYC_THRESHOLD_EUR,
    fourEyesEur: config.WITHDRAWAL_FOUR_EYES_EUR,
    operators,
    bonus: {
      activeBalanceIn: (...a) => bonusEngine.activeBalanceIn(...a),
      forfeitActiveIn: (...a) => bonusEngine.forfeitActiveIn(...a),
    },
  });
  const catalogue = createCatalogueService(db);
  const externalProviders = config.REFERENCE_PROVIDER_URL
    ? [referenceProviderSeed(config.REFERENCE_PROVIDER_URL, config.REFERENCE_PROVIDER_SECRET)]
    : [];
  const fair = createFairService(db);
  const launch = createLaunchService({ db, catalogue, players, publicUrl: config.publicUrl });
  const rounds = createRoundsService({ db, fair, events });
  const bonusEngine = createBonusEngine({ db, wallet, termsOf: catalogue.termsOf });
  // Grants of value above the balance adjustments' four-eyes amount wait for a second operator (decision 019).
  const grantApprovals = createGrantApprovals({
    db,
    fourEyesEur: config.ADJUSTMENT_FOUR_EYES_EUR,
    playerNames: (ids) => players.usernames(ids),
    operatorNames: (ids) => operators.usernames(ids),
  });
  const bonusOffers = createOffersService({
    db,
    engine: bonusEngine,
    catalogue,
    players,
    limits,
    creditedDeposits: (tx, playerId) => cashier.creditedDepositCount(tx, playerId),
    profile: config.BONUS_PROFILE,
    approvals: grantApprovals,
  });
  const inhouse = createInhouseService({
    db,
    wallet,
    fair,
    launch,
    catalogue,
    limits,
    rounds,
    freeSpins: createFreeSpinsService({
      db,
      wallet,
      finish: (tx, instanceId) => bonusEngine.finishFreeSpins(tx, instanceId),
    }),
  });
  const providerWallet = createProviderWalletService({
    db,
    wallet,
    launch,
    rounds,
    catalogue,
    players,
    limits,
    winLimits: {
      betMultiplierMax: config.PROVIDER_WIN_MAX_MULTIPLIER,
      eurMax: config.PROVIDER_WIN_MAX_EUR,
    },
    log: app.log,
  });
  const crash = createCrashService({
    db,
    inhouse,
    launch,
    rounds,
    events,
    usernameOf: async (session) =>
      session.playerId === null ? 'guest' : (await players.get(session.playerId)).username,
    catalogueGame: () => catalogue.get('orca-crash'),
  });
  const live = createLiveService({
    db,
    inhouse,
    launch,
    rounds,
    catalogue,
    events,
    usernameOf: async (session) =>
      session.playerId === null ? 'guest' : (await players.get(session.playerId)).username,
  });
  app.decorate('live', live);
  // Blackjack tables run their own timeline (the decision window) on the live tables' clock.
  const blackjack = createBlackjackService({
    db,
    inhouse,
    launch,
    rounds,
    catalogue,
    wallet,
    live,
  });
  live.registerDriver('blackjack', blackjack);
  // Background work runs through one runner (bounded, logged one way, one instance at a time):
  // it starts once the app is ready and stops before it closes.
  const jobs = createJobRunner({ database: handle, log: app.log });
  // Event consumers wake when events commit, and otherwise only poll slowly (an idle server idles).
  onEventCommits(handle, () => jobs.wake());
  const stats = createStatsService({ db, jobs });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  const history = createHistoryService(db);
  const chat = createChatService({
    db,
    events,
    mailer,
    supportAddress: async () => (await skin.config()).supportEmail,
  });
  const auth = createAuthService({
    db,
    config,
    sessions,
    players,
    mailer,
    captcha,
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
      : null,
    turnstile: createTurnstileVerifier({
      secret: config.TURNSTILE_SECRET,
      verifyUrl: config.TURNSTILE_VERIFY_URL,
    }),
    skin,
    limits,
  });

  // The composition root's list (decision 011): each domain contributes its routes, jobs, event
  // consumers, start-up and shutdown work; a new domain is its folder and one line here.
  // Free-spins and bonus prizes are granted by the bonus domain, in the payout's transaction.
  const bonusPrizes = {
    grant: (...a: Parameters<typeof bonusOffers.grantPrize>) => bonusOffers.grantPrize(...a),
    campaign: (...a: Parameters<typeof bonusOffers.prizeCampaign>) =>
      bonusOffers.prizeCampaign(...a),
  };
  const tournaments = createTournamentsService({
    db,
    wallet,
    catalogue,
    limits,
    bonusPrizes,
    profile: config.BONUS_PROFILE,
    approvals: grantApprovals,
  });
  const modules: AppModule[] = [
    sessionModule({ sessions }),
    skinModule({ skin, db }),
    authModule({ auth, captcha }),
    profileModule({ players, auth }),
    walletModule({ wallet, players, channel }),
    cashierModule({
      cashier,
      history,
      withdrawals,
      sandbox,
      sandboxSecret: config.SANDBOX_WEBHOOK_SECRET,
      payments: createPaymentsAdminService({ db, players }),
    }),
    limitsModule({ limits, cashier }),
    kycModule({ kyc }),
    adminModule({ operators, audit: createAuditService(db) }),
    playersModule({
      db,
      players,
      sessions,
      wallet,
      limits,
      kyc,
      rounds,
      fourEyesEur: config.ADJUSTMENT_FOUR_EYES_EUR,
    }),
    reportsModule({ reports: createReportsService({ db }) }),
    statsModule({ stats }),
    messagesModule({ messages: createMessagesService(db), channel }),
    gamesModule({
      db,
      events,
      catalogue,
      players,
      externalProviders,
      popularitySince: (since) => rounds.countsByGame(since),
      totalsSince: (since) => rounds.totalsByGame(since),
    }),
    playModule({
      launch,
      inhouse,
      fair,
      rounds,
      catalogue,
      wallet,
      crash,
      live,
      blackjack,
      providerWallet,
      betsPerMinute: config.PLAY_RATE_LIMIT_PER_MINUTE,
    }),
    rewardsModule({
      db,
      wallet,
      players,
      operators,
      termsOf: catalogue.termsOf,
      freeSpinRounds: (tx, roundIds) => wallet.freeSpinRounds(tx, roundIds),
      channel,
      catalogue,
      profile: config.BONUS_PROFILE,
      approvals: grantApprovals,
      seedDemo: config.DEMO_SEED,
    }),
    bonusModule({
      engine: bonusEngine,
      db,
      wallet,
      termsOf: catalogue.termsOf,
      openRoundsOf: rounds.openRealCounts,
      lowRiskRoundsOf: (ids, tx) => lowRiskRounds(tx, ids),
      gameNamesOf: gameNamesOf(catalogue),
      currencyOf: async (id) => (await players.get(id)).currency,
      channel,
      offers: bonusOffers,
      catalogue,
      players,
      profile: config.BONUS_PROFILE,
      costs: createReportsService({ db }),
      seedDemo: config.DEMO_SEED,
    }),
    tournamentsModule({
      db,
      wallet,
      catalogue,
      limits,
      bonusPrizes,
      tournaments,
      players,
      freeSpinRounds: (tx, roundIds) => wallet.freeSpinRounds(tx, roundIds),
      events,
      seedDemo: config.DEMO_SEED,
    }),
    realtimeModule({
      feeds: [...playLiveFeeds({ crash, live, events }), tournamentsLiveFeed(events)],
      sessions,
      channel,
      apiKey: config.API_KEY,
      sessionCheckMs: config.LIVE_SESSION_CHECK_MS,
      chat,
      operators,
    }),
    supportModule({
      chat,
      db,
      mailer,
      supportEmail: async () => (await skin.config()).supportEmail,
      usernamesOf: (ids) => players.usernames(ids),
      operatorNamesOf: (ids) => operators.usernames(ids),
      verifiedEmailOf: async (id, tx) => {
        const player = await players.get(id, tx);
        return player.emailVerifiedAt === null ? null : player.email;
      },
      tawk: tawkSettingsOf(config),
      facts: {
        identity: (id) => players.get(id),
        balances: (id, currency) => wallet.balance(id, currency),
        logins: async (id) => (await players.logins(id, 2)).map((login) => login.at),
        lastActiveAt: async (id) => (await sessions.ofPlayer(id, 1))[0]?.lastSeenAt ?? null,
        lastDepositAt: async (id) => {
          const { transactions } = await history.transactions(id, {
            type: 'deposit',
            limit: 50,
            offset: 0,
          });
          const credited = transactions.find((t) => t.status === 'credited');
          return credited ? new Date(credited.processed_at ?? credited.date_requested) : null;
        },
        lastBonusAt: async (id) => (await bonusEngine.activeOf(id))?.createdAt ?? null,
      },
    }),
    mailModule({ mailer, isDemo: config.isDemo, hasSmtp: Boolean(config.SMTP_URL) }),
    liveDemoModule({ db, isDemo: config.isDemo }),
    contentModule({ db, seedDemo: config.DEMO_SEED }),
    // The promotions hub lists offers other domains own: each hands it one source (decision 016).
    promotionsModule({
      players,
      log: app.log,
      sources: [
        bonusOfferSource(bonusOffers),
        challengeSource(createChallengesService({ db, wallet, catalogue, players })),
        tournamentsPromotionSource(tournaments),
      ],
    }),
  ];
  await startModules(app, modules, { db, jobs });

  const isHttps = config.publicUrl.startsWith('https://');
  // Tawk.to's hosts only when an operator configured it: otherwise the policy names no chat vendor.
  const tawkCsp = tawkCspSources(tawkSettingsOf(config));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://challenges.cloudflare.com',
          'https://accounts.google.com',
          ...tawkCsp.script,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...tawkCsp.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...tawkCsp.img],
        // The captcha's recording arrives as a data: address with its picture (GET /captcha/audio).
        mediaSrc: ["'self'", 'data:'],
        // Sockets only to this site: 'self' covers them in current browsers, the explicit origin the rest.
        connectSrc: ["'self'", liveSocketOrigin(config.publicUrl), ...tawkCsp.connect],
        // External providers' games open in the game page's frame.
        frameSrc: [
          "'self'",
          'https://challenges.cloudflare.com',
          'https://accounts.google.com',
          ...externalProviders.map((p) => new URL(p.launchUrl).origin),
          ...tawkCsp.frame,
        ],
        ...(tawkCsp.font.length > 0 ? { fontSrc: ["'self'", 'data:', ...tawkCsp.font] } : {}),
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
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'too_many_requests',
    }),
  });
  await app.register(envelopePlugin);
  // First of the request hooks: each listener refuses the other site's paths before anything else runs.
  await registerAdminSite(app, {
    adminDist: config.ADMIN_DIST ?? DEFAULT_ADMIN_DIST,
    adminPort: config.ADMIN_PORT,
    apiKey: config.API_KEY,
  });
  await app.register(afterResponsePlugin);
  await app.register(apiKeyPlugin, {
    apiKey: config.API_KEY,
    openPrefixes: [
      '/api/v1/docs',
      '/api/v1/payments/webhook/',
      '/api/v1/provider/',
      '/api/v1/content/images/',
    ],
    openPaths: ['/api/v1/live', '/api/v1/admin/live'],
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Orca API',
        version: '1.0.0',
        description:
          'Every response is the envelope { info: { success, message, resultCode }, data }.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'api-key' } },
      },
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
      await api.register(geoGuard, {
        blocked: { countries: config.BLOCKED_COUNTRIES, cities: config.BLOCKED_CITIES },
      });
      api.addHook('preValidation', refuseNulBytes);
      // Answers are a player's own (balance, history, profile): no browser or proxy keeps them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(accessDeclarations);
      await api.register(sessionGuard, { sessions });
      await api.register(operatorGuard, { operators });
      api.get('/docs', { schema: { hide: true }, config: { access: 'public' } }, async () =>
        app.swagger(),
      );
      await registerApi(api, modules);
    },
    { prefix: '/api/v1' },
  );

  if (config.isDemo) redirectLoopbackAliases(app, config.publicUrl);
  // News pages carry their sharing tags in the HTML for crawlers, which run no script.
  const sharedContent = createContentService({ db });
  const newsArticle = async (language: Language, url: string) => {
    const article = await sharedContent.article(language, url);
    return { ...article, description: article.summary };
  };
  const sendWebApp = await registerWebApp(app, {
    webDist: config.WEB_DIST ?? DEFAULT_WEB_DIST,
    apiKey: config.API_KEY,
    publicUrl: config.publicUrl,
    newsArticle,
  });

  await registerSites(app, modules);

  const absentPaths = [
    ...(config.isDemo ? [] : ['/mailbox']),
    ...(sandbox ? [] : ['/sandbox-pay']),
  ];
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && sendWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // The web app owns every other path, including its own not-found page; the pages of what
      // this installation does not run (the demo mailbox, the sandbox's checkout) answer 404.
      const isAbsent = absentPaths.some(
        (absent) =>
          request.url === absent ||
          request.url.startsWith(`${absent}?`) ||
          request.url.startsWith(`${absent}/`),
      );
      return sendWebApp(reply, isAbsent ? 404 : 200);
    }
    return sendFailure(request, reply, 'route_not_found');
  });

  return app;
}
