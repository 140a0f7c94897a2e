import type { Language } from '@orca/contracts';
import type { FastifyInstance } from 'fastify';
import { gameNamesOf } from './modules/bonus/bonus.module.ts';
import { bonusOfferSource, challengeSource } from './modules/content/promotions.service.ts';
import { playLiveFeeds } from './modules/play/live-feeds.ts';
import { lowRiskRounds } from './modules/play/rounds/low-risk-rounds.ts';
import { sportsLiveFeed } from './modules/sports/sports.module.ts';
import { tawkSettingsOf } from './modules/support/tawk.service.ts';
import {
  tournamentsLiveFeed,
  tournamentsPromotionSource,
} from './modules/tournaments/tournaments.module.ts';
import type { Config } from './platform/config.ts';
import type { Infrastructure } from './platform/infrastructure.ts';
import type { Services } from './services.ts';

/**
 * What the modules are given: the infrastructure, every service, and the settings and small
 * adapters some modules ask for by name. Each module's factory takes from it what its own
 * parameter type declares, so the compiler checks every module's needs in one place.
 */
export function moduleContext(
  app: FastifyInstance,
  config: Config,
  infra: Infrastructure,
  s: Services,
) {
  const { players, operators, catalogue, rounds, wallet, skin, events } = { ...s, ...infra };
  return {
    ...infra,
    ...s,
    log: app.log,
    // Settings.
    apiKey: config.API_KEY,
    isDemo: config.isDemo,
    hasSmtp: Boolean(config.SMTP_URL),
    profile: config.BONUS_PROFILE,
    seedDemo: config.DEMO_SEED,
    sandboxSecret: config.SANDBOX_WEBHOOK_SECRET,
    fourEyesEur: config.ADJUSTMENT_FOUR_EYES_EUR,
    betsPerMinute: config.PLAY_RATE_LIMIT_PER_MINUTE,
    virtualLeague: config.SPORTS_VIRTUAL_LEAGUE !== false,
    sessionCheckMs: config.LIVE_SESSION_CHECK_MS,
    tawk: tawkSettingsOf(config),
    // Names some modules give what other domains' services offer.
    engine: s.bonusEngine,
    offers: s.bonusOffers,
    costs: s.reports,
    facts: s.playerFacts,
    termsOf: catalogue.termsOf,
    freeSpinRounds: wallet.freeSpinRounds,
    popularitySince: (since: Date) => rounds.countsByGame(since),
    totalsSince: (since: Date) => rounds.totalsByGame(since),
    openRoundsOf: rounds.openRealCounts,
    lowRiskRoundsOf: (ids: readonly string[], tx: Parameters<typeof lowRiskRounds>[0]) =>
      lowRiskRounds(tx, ids),
    gameNamesOf: gameNamesOf(catalogue),
    currencyOf: async (id: bigint) => (await players.get(id)).currency,
    supportEmail: async () => (await skin.config()).supportEmail,
    usernamesOf: (ids: readonly bigint[]) => players.usernames(ids),
    operatorNamesOf: (ids: readonly bigint[]) => operators.usernames(ids),
    verifiedEmailOf: async (id: bigint, tx?: Parameters<typeof players.get>[1]) => {
      const player = await players.get(id, tx);
      return player.emailVerifiedAt === null ? null : player.email;
    },
    // News pages carry their sharing tags in the HTML for crawlers, which run no script.
    newsArticle: async (language: Language, url: string) => {
      const article = await s.content.article(language, url);
      return { ...article, description: article.summary };
    },
    // Pages of what this installation does not run: the demo mailbox, the sandbox's checkout.
    absentPages: [...(config.isDemo ? [] : ['/mailbox']), ...(s.sandbox ? [] : ['/sandbox-pay'])],
    // What the live socket streams, and what the promotions hub lists (decision 016).
    feeds: [
      ...playLiveFeeds({ crash: s.crash, live: s.live, events }),
      tournamentsLiveFeed(events),
      sportsLiveFeed(events),
    ],
    sources: [
      bonusOfferSource(s.bonusOffers),
      challengeSource(s.challenges),
      tournamentsPromotionSource(s.tournaments),
    ],
  };
}
