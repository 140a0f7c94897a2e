import {
  AliveMessageSchema,
  SPORTS_BET_DELAY_MS,
  type AliveMessage,
  type SportsProducerPush,
  type SportEvent,
  type SportsEventPush,
  type SportEventSummary,
  type SportsBuilderQuote,
  type SportsBuilderQuoteRequest,
  type SportsEventMessage,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { SportsPromos } from '../bonus/sports-promos.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createBetSettlement, type SportsPoints, type SportsWagering } from './bet-settlement.ts';
import { decimalText } from './bet-math.ts';
import { createBetsService } from './bets.service.ts';
import { assertBuilderOpen, builderPrice } from './builder-quote.ts';
import { createCashOutService } from './cash-out.service.ts';
import { createCashOutRules } from './cash-out-rules.service.ts';
import {
  applyFeedMessageIn,
  createFeedApplier,
  type Applied,
  type FeedApplier,
} from './feed.applier.ts';
import {
  createOddsApiProducer,
  ODDS_API_PRODUCER,
  type OddsApiSettings,
} from './odds-api/odds-api.producer.ts';
import { createProducerHealth, blocksOf as producerBlocksOf } from './producer-health.ts';
import { createUofAdapter, type UofSettings } from './uof/uof.adapter.ts';
import { uofProducer } from './uof/uof.producers.ts';
import * as repo from './sports.repository.ts';
import { createSportsViews } from './sports.views.ts';
import {
  createVirtualLeague,
  DEMO_LEAGUE,
  VIRTUAL_PRODUCER,
  type LeagueSettings,
} from './virtual-league.ts';

/** The topic of events' pushes to every socket. */
export const SPORTS_EVENT_TOPIC = 'sports.event';
/** Instances tell each other that someone looks at the sportsbook, so the league's leader plays on. */
const SPORTS_VIEWED_TOPIC = 'sports.viewed';
/** At most one such message per instance in this long. */
const VIEWED_TELL_MS = 30_000;
/** Producers' heartbeats, to every instance: each one refuses bets on a silent producer's events. */
const SPORTS_ALIVE_TOPIC = 'sports.alive';

export interface SportsDeps {
  db: Database;
  wallet: Pick<WalletService, 'sports'>;
  players: Pick<PlayerService, 'get'>;
  limits: Pick<LimitsService, 'assertMayBet'>;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  channel: Pick<PlayerChannel, 'send'>;
  /** Settled stakes to CP (the rewards domain's creditSportsWagers). */
  points: SportsPoints;
  /** Settled stakes to the wagering of a bonus that includes sports (the bonus domain's creditSportsWagering). */
  wagering: SportsWagering;
  /** The bonus domain's free bets and boosts (sports-promos.service.ts): taken by bets, given back by voids. */
  promos: Pick<SportsPromos, 'usable' | 'take' | 'release' | 'retake'>;
  league?: LeagueSettings;
  betDelayMs?: number;
  /** How long a producer may be silent before its events take no bet (producer-health.ts). */
  producerInactivityMs?: number;
  /** The Odds API's producer (ODDS_API_KEY), off when absent. */
  oddsApi?: OddsApiSettings | undefined;
  /** Sportradar's Unified Odds Feed (UOF_AMQP_URL, UOF_API_URL, UOF_TOKEN), off when absent. */
  uof?: UofSettings | undefined;
}

const PHASES = {
  live: ['live'],
  upcoming: ['not_started'],
  ended: ['ended', 'closed'],
} as const satisfies Record<string, readonly repo.SportEventPhase[]>;

/** The sportsbook (issue 23): the catalogue a visitor browses, bets, and the feed that settles them. */
export function createSportsService(deps: SportsDeps) {
  const { db } = deps;
  const settings = deps.league ?? DEMO_LEAGUE;
  const resettle = createBetSettlement({
    wallet: deps.wallet,
    points: deps.points,
    wagering: deps.wagering,
    promos: deps.promos,
  });
  const applyMessage = createFeedApplier({ db, resettle });
  const betDelayMs = deps.betDelayMs ?? SPORTS_BET_DELAY_MS;
  const producers = createProducerHealth({
    producers: [
      VIRTUAL_PRODUCER,
      ...(deps.oddsApi ? [ODDS_API_PRODUCER] : []),
      ...(deps.uof?.producers.flatMap((id) => uofProducer(id)?.orcaId ?? []) ?? []),
    ],
    ...(deps.producerInactivityMs ? { inactivityMs: deps.producerInactivityMs } : {}),
  });
  deps.events.subscribe(SPORTS_ALIVE_TOPIC, (payload) => {
    const alive = AliveMessageSchema.safeParse(payload);
    if (alive.success) producers.alive(alive.data);
  });
  /** The operator's blocks of these events, and the whole of each event whose producer is down. */
  const blocksOf = (rows: readonly repo.SportEventRow[]) => producerBlocksOf(db, rows, producers);
  const bets = createBetsService({
    db,
    producers,
    wallet: deps.wallet,
    players: deps.players,
    limits: deps.limits,
    betDelayMs,
    promos: deps.promos,
    onBetChanged: (playerId, betId, status) =>
      void deps.channel.send(playerId, {
        type: 'player.sports_bet',
        betId: betId.toString(),
        status,
      }),
  });
  const cashOut = createCashOutService({
    db,
    wallet: deps.wallet,
    producers,
    viewOf: (playerId, betId) => bets.get(playerId, betId.toString()),
  });
  const cashOutRules = createCashOutRules({
    db,
    events: deps.events,
    fire: (betId) => cashOut.fireRule(betId),
    viewOf: (playerId, betId) => bets.get(playerId, betId.toString()),
    onFired: (playerId, betId) =>
      void deps.channel.send(playerId, {
        type: 'player.sports_bet',
        betId: betId.toString(),
        status: 'cashed_out',
      }),
  });
  /**
   * A feed message applied in its own transaction, then the automatic cash-outs of the bets on its event when
   * it changed what they are worth: odds, a market's status, the match's status, a leg settled or voided (a
   * fixture change, a gap or an ignored message changes no offer). A rule that fails never fails the feed.
   */
  const apply: FeedApplier = async (message, options) => {
    const applied = await applyMessage(message, options);
    if (
      applied?.effects.some(
        (effect) => effect.kind !== 'fixture' && effect.kind !== 'gap' && effect.kind !== 'ignored',
      )
    )
      await cashOutRules.onEventChanged(applied.eventId).catch((error: unknown) => {
        console.warn(`sports: automatic cash-outs on ${applied.eventId} failed`, error);
      });
    return applied;
  };

  async function announce(applied: Applied): Promise<void> {
    const event = await repo.eventById(db, applied.eventId);
    if (event) {
      const summary = views.summary(event, (await blocksOf([event])).get(event.id));
      const push: SportsEventPush = {
        type: 'sports.event',
        eventId: event.id,
        phase: event.phase,
        score: summary.score,
        betStop: summary.betStop,
      };
      await deps.events.publish(SPORTS_EVENT_TOPIC, push);
    }
    for (const changed of applied.bets)
      await deps.channel.send(changed.playerId, {
        type: 'player.sports_bet',
        betId: changed.betId.toString(),
        status: changed.status,
      });
  }

  const league = createVirtualLeague({
    db,
    apply,
    settings,
    onApplied: (applied) => void announce(applied).catch(() => undefined),
    alive: (message) => deps.events.publish(SPORTS_ALIVE_TOPIC, message),
  });
  const oddsApi = deps.oddsApi
    ? createOddsApiProducer({
        db,
        apply,
        settings: deps.oddsApi,
        onApplied: (applied) => void announce(applied).catch(() => undefined),
        alive: (message) => deps.events.publish(SPORTS_ALIVE_TOPIC, message),
      })
    : null;
  const uof = deps.uof
    ? createUofAdapter({
        db,
        apply,
        settings: deps.uof,
        onApplied: (applied) => void announce(applied).catch(() => undefined),
        alive: (message) => deps.events.publish(SPORTS_ALIVE_TOPIC, message),
      })
    : null;
  let toldAt = Number.NEGATIVE_INFINITY;
  deps.events.subscribe(SPORTS_VIEWED_TOPIC, () => void league.watched().catch(() => undefined));
  /** Someone here looks at the sportsbook or bets: the league plays on, on whichever instance leads it. */
  async function viewed(): Promise<void> {
    await league.watched();
    if (Date.now() - toldAt < VIEWED_TELL_MS) return;
    toldAt = Date.now();
    await deps.events.publish(SPORTS_VIEWED_TOPIC, {}).catch(() => undefined);
  }

  const views = createSportsViews(league, {
    msPerMatchMinute: settings.msPerMatchMinute,
    betDelayMs,
  });

  return {
    bets,
    cashOut,
    /** Automatic cash-out rules: set by players, fired on odds moves and by the sweep. */
    cashOutRules,
    league,
    /** The Odds API's producer, when ODDS_API_KEY is set. */
    oddsApi,
    /** Sportradar's Unified Odds Feed adapter, when UOF_AMQP_URL, UOF_API_URL and UOF_TOKEN are set. */
    uof,
    /** Applies a feed message from any producer (an adapter, a replay): see feed.applier.ts. */
    apply,
    /** Applies a message in the caller's transaction (the back office's manual results). */
    applyIn: (tx: Executor, message: SportsEventMessage) =>
      applyFeedMessageIn(tx, resettle, message),
    /** Pushes what an applied message changed: the event to every socket, each bet to its player. */
    announceApplied: (applied: Applied) => announce(applied),
    /** Which producers are up, from their heartbeats. */
    producers,
    /** A producer's heartbeat, told to every instance. */
    alive: (message: AliveMessage) => deps.events.publish(SPORTS_ALIVE_TOPIC, message),
    /** Tells every socket an event changed outside the feed (an operator's suspension): open pages fetch it again. */
    announceEvent: (eventId: string) => announce({ eventId, effects: [], bets: [] }),
    /**
     * Tells every socket of each producer that went down or came back since the last call, so open pages
     * show its markets suspended or open again at once. Answers what changed.
     */
    async announceProducers() {
      const changes = producers.changes();
      for (const change of changes)
        await deps.events.publish(SPORTS_EVENT_TOPIC, {
          type: 'sports.producer',
          producer: change.producer,
          isDown: change.isDown,
        } satisfies SportsProducerPush);
      return changes;
    },

    async sports() {
      await viewed();
      const counts = await repo.sportCounts(db);
      return counts.map((row) => ({
        id: row.sport,
        name: row.sport === 'football' ? 'Football' : row.sport,
        live: row.live,
        upcoming: row.upcoming,
      }));
    },

    async events(query: {
      sport?: string | undefined;
      status?: keyof typeof PHASES | undefined;
      tournament?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{
      events: SportEventSummary[];
      total: number;
      limit: number;
      offset: number;
    }> {
      await viewed();
      const phases = query.status ? PHASES[query.status] : [...PHASES.live, ...PHASES.upcoming];
      const { rows, total } = await repo.eventsPage(
        db,
        { sport: query.sport, tournament: query.tournament, phases },
        { limit: query.limit, offset: query.offset, newestFirst: query.status === 'ended' },
      );
      const blocks = await blocksOf(rows);
      return {
        events: rows.map((row) => views.summary(row, blocks.get(row.id))),
        total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Produces sports_event_not_found. */
    async event(id: string): Promise<SportEvent> {
      await viewed();
      const row = await repo.eventById(db, id);
      if (!row) throw new AppError('sports_event_not_found');
      const blocks = await blocksOf([row]);
      return views.detail(row, blocks.get(id));
    },

    /**
     * A bet builder's joint price for selections of one match (builder-quote.ts). Produces
     * sports_event_not_found, selection_unavailable, market_suspended and the builder's refusals.
     */
    async quoteBuilder(input: SportsBuilderQuoteRequest): Promise<SportsBuilderQuote> {
      const row = await repo.eventById(db, input.eventId);
      if (!row) throw new AppError('sports_event_not_found');
      assertBuilderOpen(row, input.selections, (await blocksOf([row])).get(row.id));
      return { eventId: row.id, odds: decimalText(builderPrice(row, input.selections)) };
    },
  };
}

export type SportsService = ReturnType<typeof createSportsService>;
