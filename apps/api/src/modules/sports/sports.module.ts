import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AppModule } from '../../platform/module.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { LiveFeed } from '../realtime/live.routes.ts';
import { eventMappingRoutes } from './event-mapping.routes.ts';
import { createEventMapping } from './event-mapping.service.ts';
import { ODDS_API_MARKET_SUPPORT } from './odds-api/odds-api.markets.ts';
import { ODDS_API_PRODUCER } from './odds-api/odds-api.producer.ts';
import { sportsAdminRoutes } from './sports.admin.routes.ts';
import { createSportsAdmin } from './sports.admin.service.ts';
import { createSportsResults } from './sports-results.service.ts';
import { sportsResultsRoutes } from './sports.results.routes.ts';
import { sportsRoutes } from './sports.routes.ts';
import { SPORTS_EVENT_TOPIC, type SportsService } from './sports.service.ts';
import type { SportsEventPush, SportsProducerPush } from '@orca/contracts';

/** How often the producer looks for messages due; between due times a turn reads nothing (virtual-league.ts). */
const PRODUCER_TICK_MS = 250;
/** How often in-play bets whose request never confirmed them are looked for (a restart mid-delay). */
const PENDING_SWEEP_MS = 5_000;
/** How often The Odds API's producer looks at its schedule (it polls when the quota allows). */
const ODDS_API_TICK_MS = 1_000;
/**
 * How often the UOF adapter looks at its producers: alives missing, recoveries due, the feed's connection
 * (in memory but for a recovery's request).
 */
const UOF_TICK_MS = 1_000;
/** How often producers' heartbeats are looked at for pushes (in memory: no statement). */
const PRODUCER_WATCH_MS = 2_000;
/**
 * How often automatic cash-out rules are looked at besides odds moves (a cooldown that ended, a rule set with
 * the offer already above it); no statement while no rule exists.
 */
const CASH_OUT_RULES_SWEEP_MS = 30_000;

/** The public feed of events' scores and bet stops, for the realtime module's list of feeds. */
export function sportsLiveFeed(events: Pick<EventBus, 'subscribe'>): LiveFeed {
  return {
    subscribe: (send) =>
      events.subscribe(SPORTS_EVENT_TOPIC, (payload) =>
        send(payload as SportsEventPush | SportsProducerPush),
      ),
  };
}

/** The sportsbook (issue 23): player and back-office routes, Orca Virtual Football's producer, and the in-play bets' sweep. */
export function sportsModule(deps: {
  sports: SportsService;
  betsPerMinute: number;
  virtualLeague: boolean;
  db: Database;
  operatorNamesOf: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  approvals: GrantApprovals;
}): AppModule {
  const { sports } = deps;
  const sportsAdmin = createSportsAdmin({
    db: deps.db,
    operatorNamesOf: deps.operatorNamesOf,
    onEventChanged: (eventId) => sports.announceEvent(eventId),
  });
  const sportsResults = createSportsResults({
    db: deps.db,
    approvals: deps.approvals,
    applyIn: sports.applyIn,
    announce: sports.announceApplied,
    eventView: (eventId) => sportsAdmin.event(eventId),
  });
  const eventMapping = createEventMapping({
    db: deps.db,
    applyIn: sports.applyIn,
    announce: sports.announceApplied,
    operatorNamesOf: deps.operatorNamesOf,
    marketSupport: sports.oddsApi ? { [ODDS_API_PRODUCER]: ODDS_API_MARKET_SUPPORT } : {},
  });
  return {
    name: 'sports',
    // The feed's connection closes with the app, so a stopping instance lets the next one consume.
    ...(sports.uof ? { stop: () => sports.uof?.stop() ?? Promise.resolve() } : {}),
    api: async (api) => {
      await api.register(sportsRoutes, { sports, betsPerMinute: deps.betsPerMinute });
      await api.register(sportsAdminRoutes, { sportsAdmin });
      await api.register(sportsResultsRoutes, { sportsResults });
      await api.register(eventMappingRoutes, { eventMapping });
    },
    jobs: [
      ...(deps.virtualLeague
        ? [
            {
              name: 'sports.virtual-football',
              everyMs: PRODUCER_TICK_MS,
              firstAfterMs: 1_000,
              timeoutMs: 60_000,
              run: () => sports.league.tick(),
            },
          ]
        : []),
      ...(sports.oddsApi
        ? [
            {
              name: 'sports.odds-api',
              everyMs: ODDS_API_TICK_MS,
              firstAfterMs: 2_000,
              timeoutMs: 120_000,
              run: () => sports.oddsApi?.tick() ?? Promise.resolve(),
            },
          ]
        : []),
      ...(sports.uof
        ? [
            {
              name: 'sports.uof',
              everyMs: UOF_TICK_MS,
              firstAfterMs: 1_000,
              timeoutMs: 60_000,
              run: () => sports.uof?.tick() ?? Promise.resolve(),
            },
          ]
        : []),
      {
        name: 'sports.producer-watch',
        everyMs: PRODUCER_WATCH_MS,
        timeoutMs: 10_000,
        run: async () => {
          for (const change of await sports.announceProducers())
            if (change.isDown)
              console.warn(
                `sports: producer ${change.producer} is down (${change.reason}); its markets are suspended`,
              );
        },
      },
      {
        name: 'sports.cash-out-rules',
        everyMs: CASH_OUT_RULES_SWEEP_MS,
        timeoutMs: 60_000,
        run: () => sports.cashOutRules.sweep(),
      },
      {
        name: 'sports.pending-bets',
        everyMs: PENDING_SWEEP_MS,
        timeoutMs: 60_000,
        run: () => sports.bets.confirmDue(),
      },
    ],
  };
}
