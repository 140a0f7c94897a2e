import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { createAuditService } from './modules/admin/audit.service.ts';
import { createGrantApprovals } from './modules/admin/grant-approvals.service.ts';
import { createOperatorService } from './modules/admin/operator.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createGoogleVerifier } from './modules/auth/google.verifier.ts';
import { createTurnstileVerifier } from './modules/auth/turnstile.verifier.ts';
import { createBonusEngine } from './modules/bonus/bonus.engine.ts';
import { creditSportsWagering } from './modules/bonus/bonus.sports.ts';
import { createSportsPromos } from './modules/bonus/sports-promos.service.ts';
import { createFreeSpinsService } from './modules/bonus/free-spins.service.ts';
import { createOffersService } from './modules/bonus/offers.service.ts';
import {
  createCashierService,
  type CashierService,
  type DepositBonusHook,
} from './modules/cashier/cashier.service.ts';
import { createHistoryService } from './modules/cashier/history.service.ts';
import { cryptoSettingsOf } from './modules/cashier/crypto-deposit.settings.ts';
import { createPaymentsAdminService } from './modules/cashier/payments.admin.service.ts';
import { payoutAddressCheck } from './modules/cashier/chains/payout-addresses.ts';
import { payoutRailsOf } from './modules/cashier/crypto-payout.settings.ts';
import { createSweeps } from './modules/cashier/sweeps.service.ts';
import { createTreasury } from './modules/cashier/treasury.service.ts';
import { createWithdrawalMethodsAdmin } from './modules/cashier/withdrawal-methods.admin.ts';
import { createCryptoRatesAdmin, storedRates } from './modules/cashier/crypto-rates.admin.ts';
import { createStoredRates } from './modules/cashier/crypto.rates.ts';
import { createSandboxProvider } from './modules/cashier/sandbox-provider.ts';
import { createWithdrawalService } from './modules/cashier/withdrawal.service.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createCatalogueService } from './modules/games/catalogue.service.ts';
import { createLocalDocumentStore } from './modules/kyc/document-store.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { createLimitsService } from './modules/limits/limits.service.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createCrashService } from './modules/play/crash/crash.service.ts';
import { createFairService } from './modules/play/fairness/fair.service.ts';
import { createInhouseService } from './modules/play/inhouse/inhouse.service.ts';
import { createLaunchService } from './modules/play/launch/launch.service.ts';
import { createBlackjackService } from './modules/play/live/blackjack.service.ts';
import { createLiveService } from './modules/play/live/live.service.ts';
import { createProviderWalletService } from './modules/play/provider-wallet/provider-wallet.service.ts';
import { referenceProviderSeed } from './modules/play/provider-wallet/reference-provider.ts';
import { createRoundsService } from './modules/play/rounds/rounds.service.ts';
import { createPlayerService } from './modules/profile/player.service.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createChallengesService } from './modules/rewards/challenges.service.ts';
import { creditSportsWagers } from './modules/rewards/rewards.sports.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createSkinService } from './modules/skin/skin.service.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createSportsService } from './modules/sports/sports.service.ts';
import { DEMO_LEAGUE } from './modules/sports/virtual-league.ts';
import { createChatService } from './modules/support/chat.service.ts';
import type { PlayerFacts } from './modules/support/tawk.service.ts';
import { createTournamentsService } from './modules/tournaments/tournaments.service.ts';
import { createLedgerService } from './modules/wallet/ledger.service.ts';
import {
  createWalletService,
  createWithdrawalLedger,
  type BetGate,
} from './modules/wallet/wallet.service.ts';
import type { Config } from './platform/config.ts';
import type { Infrastructure } from './platform/infrastructure.ts';
import { port } from './platform/port.ts';

/**
 * Every domain's services, each built once, in the order their dependencies allow. Three pairs
 * need each other; each such need is a named port, bound once the later service exists.
 */
export function composeServices(app: FastifyInstance, config: Config, infra: Infrastructure) {
  const { db, events, mailer, jobs } = infra;
  const betLimits = port<BetGate>('wallet → bonus engine: the most a bet may stake');
  const deposits = port<Pick<CashierService, 'depositedOver'>>('limits → cashier: deposits');
  const depositBonus = port<DepositBonusHook>('cashier → bonus offers: a deposit’s bonus');

  const sessions = createSessionService(db, { idleMinutes: config.SESSION_IDLE_MINUTES });
  const skin = createSkinService(db, config);
  const players = createPlayerService(db);
  const operators = createOperatorService(db, { secretKey: config.OPERATOR_SECRET_KEY });
  const ledger = createLedgerService(db);
  const wallet = createWalletService(ledger, { betGate: (...a) => betLimits.get()(...a) });
  const catalogue = createCatalogueService(db);
  const fair = createFairService(db);
  const launch = createLaunchService({ db, catalogue, players, publicUrl: config.publicUrl });
  const rounds = createRoundsService({ db, fair, events });
  const bonusEngine = createBonusEngine({ db, wallet, termsOf: catalogue.termsOf });
  betLimits.bind((tx, betting) => bonusEngine.maxBetsOf(tx, betting));
  const stats = createStatsService({ db, jobs });
  const limits = createLimitsService({
    db,
    players,
    sessions,
    mailer,
    publicUrl: config.publicUrl,
    depositedOver: (...a) => deposits.get().depositedOver(...a),
    netLosses: (...a) => stats.netLosses(...a),
    playResultSince: (...a) => wallet.playResultSince(...a),
  });
  // The sandbox exists in demo mode, and in production only when SANDBOX_PAYMENTS says so (staging).
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
  const signer =
    config.SIGNER_URL && config.SIGNER_SECRET
      ? { url: config.SIGNER_URL, secret: config.SIGNER_SECRET }
      : null;
  const crypto = cryptoSettingsOf(
    config,
    createStoredRates(() => storedRates(db)),
  );
  const sweeps = createSweeps({ db, crypto, signer });
  const cashier = createCashierService({
    db,
    players,
    wallet,
    limits,
    sandbox,
    publicUrl: config.publicUrl,
    crypto,
    log: app.log,
    bonus: {
      chooseForDeposit: (...a) => depositBonus.get().chooseForDeposit(...a),
      beforeDepositCredited: (...a) => depositBonus.get().beforeDepositCredited(...a),
      onDepositCredited: (...a) => depositBonus.get().onDepositCredited(...a),
    },
  });
  deposits.bind(cashier);
  // Grants of value above the balance adjustments' four-eyes amount wait for a second operator (decision 019).
  const approvals = createGrantApprovals({
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
    approvals,
    creditedDeposits: (tx, playerId) => cashier.creditedDepositCount(tx, playerId),
    profile: config.BONUS_PROFILE,
  });
  depositBonus.bind(bonusOffers);
  const withdrawals = createWithdrawalService({
    db,
    players,
    mailer,
    operators,
    publicUrl: config.publicUrl,
    ledger: createWithdrawalLedger(ledger),
    payoutFor: payoutRailsOf(config, crypto),
    isPayoutAddress: payoutAddressCheck({ ltc: config.LTC_NETWORK, btc: config.BTC_NETWORK }),
    log: app.log,
    kycThresholdEur: config.KYC_THRESHOLD_EUR,
    fourEyesEur: config.WITHDRAWAL_FOUR_EYES_EUR,
    bonus: {
      activeBalanceIn: (...a) => bonusEngine.activeBalanceIn(...a),
      forfeitActiveIn: (...a) => bonusEngine.forfeitActiveIn(...a),
    },
  });
  const kyc = createKycService({
    db,
    players,
    store: createLocalDocumentStore(path.join(config.DATA_DIR, 'uploads')),
    storageQuotaBytes: config.KYC_STORAGE_QUOTA_MB * 1_048_576,
  });
  const freeSpins = createFreeSpinsService({
    db,
    wallet,
    finish: (tx, instanceId) => bonusEngine.finishFreeSpins(tx, instanceId),
  });
  const inhouse = createInhouseService({
    db,
    wallet,
    fair,
    launch,
    catalogue,
    limits,
    rounds,
    freeSpins,
  });
  const providerWallet = createProviderWalletService({
    db,
    wallet,
    launch,
    rounds,
    catalogue,
    players,
    limits,
    log: app.log,
    winLimits: {
      betMultiplierMax: config.PROVIDER_WIN_MAX_MULTIPLIER,
      eurMax: config.PROVIDER_WIN_MAX_EUR,
    },
  });
  const usernameOf = async (session: { playerId: bigint | null }) =>
    session.playerId === null ? 'guest' : (await players.get(session.playerId)).username;
  const crash = createCrashService({
    db,
    inhouse,
    launch,
    rounds,
    events,
    usernameOf,
    catalogueGame: () => catalogue.get('orca-crash'),
  });
  const live = createLiveService({ db, inhouse, launch, rounds, catalogue, events, usernameOf });
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
  const captcha = createCaptchaService(db);
  const auth = createAuthService({
    db,
    config,
    sessions,
    players,
    mailer,
    captcha,
    skin,
    limits,
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
      : null,
    turnstile: createTurnstileVerifier({
      secret: config.TURNSTILE_SECRET,
      verifyUrl: config.TURNSTILE_VERIFY_URL,
    }),
  });
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
    approvals,
    profile: config.BONUS_PROFILE,
  });

  const history = createHistoryService(db);
  // What support's chat vendor is told of a player (Tawk.to's visitor details).
  const playerFacts: PlayerFacts = {
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
  };

  return {
    history,
    playerFacts,
    sessions,
    skin,
    players,
    operators,
    ledger,
    wallet,
    catalogue,
    fair,
    launch,
    rounds,
    bonusEngine,
    bonusOffers,
    bonusPrizes,
    approvals,
    stats,
    limits,
    sandbox,
    cashier,
    withdrawals,
    kyc,
    inhouse,
    providerWallet,
    crash,
    live,
    blackjack,
    captcha,
    auth,
    tournaments,
    sports: createSportsService({
      ...{ db, wallet, players, limits, events, channel: infra.channel },
      points: (tx, wagers) => creditSportsWagers(tx, wagers, { players, operators }),
      wagering: (tx, wagers) => creditSportsWagering(tx, wagers, { engine: bonusEngine }),
      promos: createSportsPromos({ db }),
      league: {
        ...DEMO_LEAGUE,
        roundIntervalMs: config.SPORTS_ROUND_SECONDS * 1000,
        msPerMatchMinute: config.SPORTS_MATCH_MINUTE_MS,
      },
      betDelayMs: config.SPORTS_BET_DELAY_MS,
      producerInactivityMs: config.SPORTS_PRODUCER_INACTIVITY_MS,
      oddsApi: config.ODDS_API_KEY
        ? {
            apiKey: config.ODDS_API_KEY,
            baseUrl: config.ODDS_API_URL,
            sports: config.ODDS_API_SPORTS,
            regions: config.ODDS_API_REGIONS,
            staleAfterMs: config.ODDS_API_STALE_SECONDS * 1000,
          }
        : undefined,
      uof:
        config.UOF_AMQP_URL && config.UOF_API_URL && config.UOF_TOKEN
          ? {
              amqpUrl: config.UOF_AMQP_URL,
              apiUrl: config.UOF_API_URL,
              token: config.UOF_TOKEN,
              exchange: config.UOF_EXCHANGE,
              producers: config.UOF_PRODUCERS,
            }
          : undefined,
    }),
    chat: createChatService({
      db,
      events,
      mailer,
      supportAddress: async () => (await skin.config()).supportEmail,
    }),
    audit: createAuditService(db),
    reports: createReportsService({ db }),
    messages: createMessagesService(db),
    payments: createPaymentsAdminService({ db, players }),
    treasury: createTreasury({
      db,
      crypto,
      signer,
      sweeps,
      hotWalletMinimums: config.TREASURY_HOT_WALLET_MIN,
    }),
    sweeps,
    withdrawalMethods: createWithdrawalMethodsAdmin(db),
    rates: createCryptoRatesAdmin({
      db,
      configured: config.CRYPTO_RATES_EUR,
      isTickerFirst: config.CRYPTO_RATES_TICKER_URL !== undefined,
    }),
    content: createContentService({ db }),
    challenges: createChallengesService({ db, wallet, catalogue, players }),
    externalProviders: config.REFERENCE_PROVIDER_URL
      ? [referenceProviderSeed(config.REFERENCE_PROVIDER_URL, config.REFERENCE_PROVIDER_SECRET)]
      : [],
  };
}

export type Services = ReturnType<typeof composeServices>;
