import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import { moduleContext } from './module-context.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { operatorGuard } from './modules/admin/operator.guard.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { bonusModule } from './modules/bonus/bonus.module.ts';
import { cashierModule } from './modules/cashier/cashier.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import { promotionsModule } from './modules/content/promotions.module.ts';
import { gamesModule } from './modules/games/games.module.ts';
import { kycModule } from './modules/kyc/kyc.module.ts';
import { limitsModule } from './modules/limits/limits.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { liveDemoModule } from './modules/play/live/live.demo.ts';
import { playModule } from './modules/play/play.module.ts';
import { playersModule } from './modules/players/players.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { realtimeModule } from './modules/realtime/realtime.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { rewardsModule } from './modules/rewards/rewards.module.ts';
import { sessionGuard } from './modules/session/session.guard.ts';
import { sessionModule } from './modules/session/session.module.ts';
import { skinModule } from './modules/skin/skin.module.ts';
import { sportsModule } from './modules/sports/sports.module.ts';
import { statsModule } from './modules/stats/stats.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { tawkCspSources } from './modules/support/tawk.service.ts';
import { tournamentsModule } from './modules/tournaments/tournaments.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import type { Config } from './platform/config.ts';
import { registerApiScope, registerHardening, registerNotFound } from './platform/http.ts';
import { openInfrastructure } from './platform/infrastructure.ts';
import type { JobRunner } from './platform/jobs.ts';
import { registerSites, startModules, type AppModule } from './platform/module.ts';
import { createServer } from './platform/server.ts';
import { redirectLoopbackAliases, registerWebApp } from './platform/web-app.ts';
import { composeServices, type Services } from './services.ts';

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** What an app was built with, for the test harness that drives its tables' clock and jobs. */
type Built = Services & { jobs: JobRunner };
const built = new WeakMap<FastifyInstance, Built>();
export const servicesOf = (app: FastifyInstance): Built | undefined => built.get(app);

/** Builds the whole server without listening, so tests drive it with app.inject. */
export async function buildApp({ config, database, logger = true }: BuildOptions) {
  const app = createServer(config, logger);
  const infra = await openInfrastructure(app, config, database);
  const services = composeServices(app, config, infra);
  built.set(app, { ...services, jobs: infra.jobs });
  const context = moduleContext(app, config, infra, services);

  // The composition root's list (decision 011): each domain contributes its routes, jobs, event
  // consumers, start-up and shutdown work, taking from the context what its factory declares.
  const modules: AppModule[] = [
    sessionModule(context),
    skinModule(context),
    authModule(context),
    profileModule(context),
    walletModule(context),
    cashierModule(context),
    limitsModule(context),
    kycModule(context),
    adminModule(context),
    playersModule(context),
    reportsModule(context),
    statsModule(context),
    messagesModule(context),
    gamesModule(context),
    playModule(context),
    rewardsModule(context),
    bonusModule(context),
    tournamentsModule(context),
    sportsModule(context),
    realtimeModule(context),
    supportModule(context),
    mailModule(context),
    liveDemoModule(context),
    contentModule(context),
    promotionsModule(context),
  ];
  await startModules(app, modules, infra);

  // Tawk.to's hosts only once configured; external providers' games open in the game's frame.
  const vendors = tawkCspSources(context.tawk);
  const providers = services.externalProviders.map((p) => new URL(p.launchUrl).origin);
  await registerHardening(app, {
    ...{ config, db: infra.db, redis: infra.redis },
    sources: { ...vendors, frame: [...providers, ...vendors.frame] },
  });
  await registerApiScope(app, {
    config,
    guards: [
      (api) => api.register(sessionGuard, { sessions: services.sessions }),
      (api) => api.register(operatorGuard, { operators: services.operators }),
    ],
    modules,
  });

  if (config.isDemo) redirectLoopbackAliases(app, config.publicUrl);
  const { newsArticle, absentPages } = context;
  const sendWebApp = await registerWebApp(app, {
    ...{ webDist: config.WEB_DIST, apiKey: config.API_KEY, publicUrl: config.publicUrl },
    newsArticle,
  });
  await registerSites(app, modules);
  registerNotFound(app, sendWebApp, absentPages);
  return app;
}
