import {
  formatMinor,
  isMarketId,
  MARKET_STATUS,
  MARKET_STATUS_NAMES,
  MARKETS,
  marketKey,
  WHOLE_EVENT_KEY,
  type AdminSportEvent,
  type AdminSportEventDetail,
  type AdminSportEventsPage,
  type AdminSportEventsQuery,
  type AdminSportMarket,
  type AdminSportsBet,
  type AdminSportsBetsPage,
  type AdminSportsBetsQuery,
  parseMinor,
  SPORTS_DAILY_PAYOUT_EUR_MINOR,
  SPORTS_EVENT_LIABILITY_EUR_MINOR,
  SPORTS_LIVE_STAKE_FACTOR,
  SPORTS_MARKET_LIABILITY_EUR_MINOR,
  SPORTS_MAX_ODDS,
  SPORTS_MIN_ODDS,
  SPORTS_SELECTION_LIABILITY_EUR_MINOR,
  SPORTS_SPORT_LIABILITY_EUR_MINOR,
  type SetSportLiabilityCaps,
  type SportRiskField,
  type SetSportMargin,
  type SportLiabilityCaps,
  type SportMargins,
  type StakeFactor,
  type StakeFactors,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import { betOddsText, legStatusOf } from './bet-math.ts';
import type { EventBook } from './feed.types.ts';
import * as admin from './sports-admin.repository.ts';
import * as repo from './sports.repository.ts';
import {
  eurMinorOf,
  eurOfLiability,
  liabilityOf,
  marketName,
  NO_LIABILITY,
  outcomeName,
} from './sports.admin.views.ts';
import { DEMO_LEAGUE } from './virtual-league.ts';

/** The most players with a stake factor the back office lists at once. */
const STAKE_FACTORS_LISTED_MAX = 200;

type Amounts = Map<string, bigint>;

/** Each risk setting the back office edits: stored as a cap (EUR cents) or as a bet limit (decimal text). */
const RISK_SETTINGS: Record<
  SportRiskField,
  { cap: repo.CapScope; fallback: bigint } | { limit: repo.BetLimitName; fallback: string }
> = {
  selection: { cap: 'selection', fallback: SPORTS_SELECTION_LIABILITY_EUR_MINOR },
  market: { cap: 'market', fallback: SPORTS_MARKET_LIABILITY_EUR_MINOR },
  event: { cap: 'event', fallback: SPORTS_EVENT_LIABILITY_EUR_MINOR },
  sport: { cap: 'sport', fallback: SPORTS_SPORT_LIABILITY_EUR_MINOR },
  dailyPayout: { cap: 'daily_payout', fallback: SPORTS_DAILY_PAYOUT_EUR_MINOR },
  liveFactor: { limit: 'live_factor', fallback: SPORTS_LIVE_STAKE_FACTOR },
  minOdds: { limit: 'min_odds', fallback: SPORTS_MIN_ODDS },
  maxOdds: { limit: 'max_odds', fallback: SPORTS_MAX_ODDS },
};
const RISK_FIELDS = Object.keys(RISK_SETTINGS) as SportRiskField[];

/**
 * Each cap sent at least the one below it when both are sent (a cap above the next one up only never binds), and
 * the highest odds above the lowest as they will stand (else no bet could be placed). Produces validation_error
 * on the field that breaks the order.
 */
function assertRiskOrder(next: Record<SportRiskField, string>, input: SetSportLiabilityCaps): void {
  const amount = (field: SportRiskField) => parseMinor(next[field]) ?? 0n;
  const ladder: [SportRiskField, SportRiskField, string][] = [
    ['market', 'selection', 'sports_market_cap_below_selection'],
    ['event', 'market', 'sports_event_cap_below_market'],
    ['sport', 'event', 'sports_sport_cap_below_event'],
  ];
  for (const [field, below, key] of ladder)
    if (input[field] !== undefined && input[below] !== undefined && amount(field) < amount(below))
      throw new FieldRuleError('validation_error', field, key);
  if (Number(next.maxOdds) <= Number(next.minOdds))
    throw new FieldRuleError('validation_error', 'maxOdds', 'sports_max_odds_below_min');
}

function add(map: Map<string, Amounts>, key: string, currency: string, amount: bigint): void {
  const amounts = map.get(key) ?? new Map<string, bigint>();
  amounts.set(currency, (amounts.get(currency) ?? 0n) + amount);
  map.set(key, amounts);
}

const dayOf = (text: string | undefined) =>
  text === undefined ? undefined : new Date(`${text}T00:00:00Z`);

/**
 * The back office's sportsbook: events with their bets and open liability, operator suspensions, margins per
 * market type, bet search and players' stake factors. Every change writes the audit log in its transaction.
 */
export function createSportsAdmin(deps: {
  db: Database;
  operatorNamesOf: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  /** Told after a suspension or resumption commits, so players' open pages show the market as it now is. */
  onEventChanged?: (eventId: string) => Promise<void>;
}) {
  const { db } = deps;
  const announce = async (eventId: string) => {
    await deps.onEventChanged?.(eventId).catch((error: unknown) => {
      console.warn(`sports: the push of ${eventId}'s suspension failed`, error);
    });
  };

  async function blockViews(rows: admin.BlockRow[]) {
    const names = await deps.operatorNamesOf(rows.map((row) => row.operatorId));
    return new Map(
      rows.map((row) => [
        `${row.eventId}\u0000${row.marketKey}`,
        {
          reason: row.reason,
          operator: names.get(row.operatorId.toString()) ?? row.operatorId.toString(),
          createdAt: row.createdAt.toISOString(),
        },
      ]),
    );
  }

  async function summaries(rows: repo.SportEventRow[]): Promise<AdminSportEvent[]> {
    const ids = rows.map((row) => row.id);
    const [counts, liabilities, blocks] = await Promise.all([
      admin.betCounts(db, ids),
      admin.eventLiabilities(db, ids),
      admin.blocksOf(db, ids).then(blockViews),
    ]);
    const byEvent = new Map<string, Amounts>();
    for (const row of liabilities) add(byEvent, row.eventId, row.currency, row.amountMinor);
    return rows.map((row) => ({
      id: row.id,
      league: { id: row.tournamentId, name: row.tournamentName },
      home: row.homeName,
      away: row.awayName,
      startTime: row.startsAt.toISOString(),
      phase: row.phase,
      score: { home: row.homeScore, away: row.awayScore },
      betCount: counts.get(row.id) ?? 0,
      liability: liabilityOf(byEvent.get(row.id)),
      block: blocks.get(`${row.id}\u0000${WHOLE_EVENT_KEY}`) ?? null,
    }));
  }

  /** An event with its markets, their feed and shown statuses, blocks and liabilities. Produces sports_event_not_found. */
  async function event(id: string): Promise<AdminSportEventDetail> {
    const row = await repo.eventById(db, id);
    if (!row) throw new AppError('sports_event_not_found');
    const [summary] = await summaries([row]);
    if (!summary) throw new AppError('sports_event_not_found');
    const blocks = await blockViews(await admin.blocksOf(db, [id]));
    const byOutcome = new Map<string, Amounts>();
    for (const l of await admin.selectionLiabilities(db, [id]))
      add(
        byOutcome,
        `${marketKey(l.marketId, l.specifiers)}#${l.outcomeId}`,
        l.currency,
        l.amountMinor,
      );
    const sides = { home: row.homeName, away: row.awayName };
    const book = row.book as EventBook;
    const markets: AdminSportMarket[] = Object.entries(book.markets)
      .map(([key, market]) => {
        const block = blocks.get(`${id}\u0000${key}`) ?? null;
        const isBlocked = block !== null || summary.block !== null;
        const feedStatus = MARKET_STATUS_NAMES[market.status];
        const outcomes = Object.entries(market.outcomes)
          .map(([outcomeId, outcome]) => {
            const amounts = byOutcome.get(`${key}#${outcomeId}`);
            return {
              id: Number(outcomeId),
              name: outcomeName(market.marketId, market.specifiers, Number(outcomeId), sides),
              odds: outcome.odds,
              active: outcome.active,
              liability: liabilityOf(amounts),
              eur: eurOfLiability(amounts),
            };
          })
          .sort((a, b) => a.id - b.id);
        const worst = outcomes.reduce<(typeof outcomes)[number] | null>(
          (top, o) => (top === null || o.eur > top.eur ? o : top),
          null,
        );
        return {
          key,
          marketId: market.marketId,
          specifiers: market.specifiers,
          name: marketName(market.marketId, market.specifiers, sides),
          feedStatus,
          // As players see it (sports.views.ts): an active market under a block shows suspended.
          status: isBlocked && market.status === MARKET_STATUS.active ? 'suspended' : feedStatus,
          block,
          liability: worst && worst.eur > 0n ? worst.liability : NO_LIABILITY,
          outcomes: outcomes.map(({ eur: _eur, ...outcome }) => outcome),
        };
      })
      .sort((a, b) => a.marketId - b.marketId || a.specifiers.localeCompare(b.specifiers));
    return { ...summary, markets };
  }

  /**
   * Suspends a market line or (`*`) the whole event for players until resumed; a second suspension changes
   * nothing. Produces sports_event_not_found, selection_unavailable (no such market in the event).
   */
  async function suspend(
    by: Operator,
    eventId: string,
    key: string,
    reason: string,
  ): Promise<AdminSportEventDetail> {
    const changed = await inTransaction(db, async (tx) => {
      const row = await repo.eventById(tx, eventId);
      if (!row) throw new AppError('sports_event_not_found');
      assertMarket(row, key);
      const added = await admin.insertBlock(tx, {
        eventId,
        marketKey: key,
        operatorId: by.id,
        reason,
      });
      if (!added) return false;
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: 'sports.market_suspended',
        targetKind: 'sport_event',
        targetId: eventId,
        after: { marketKey: key, reason },
        ip: by.ip,
      });
      return true;
    });
    if (changed) await announce(eventId);
    return event(eventId);
  }

  /** Lifts the operator's suspension; resuming what is not suspended changes nothing. Produces sports_event_not_found. */
  async function resume(
    by: Operator,
    eventId: string,
    key: string,
  ): Promise<AdminSportEventDetail> {
    const changed = await inTransaction(db, async (tx) => {
      const row = await repo.eventById(tx, eventId);
      if (!row) throw new AppError('sports_event_not_found');
      const removed = await admin.deleteBlock(tx, eventId, key);
      if (!removed) return false;
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: 'sports.market_resumed',
        targetKind: 'sport_event',
        targetId: eventId,
        before: { marketKey: key, reason: removed.reason },
        ip: by.ip,
      });
      return true;
    });
    if (changed) await announce(eventId);
    return event(eventId);
  }

  async function margins(): Promise<SportMargins> {
    const set = new Map((await repo.margins(db)).map((row) => [row.marketId, row]));
    return {
      margins: Object.entries(MARKETS).map(([id, definition]) => {
        const row = set.get(Number(id));
        return {
          marketId: Number(id),
          name: definition.name
            .replaceAll('{$competitor1}', 'Home')
            .replaceAll('{$competitor2}', 'Away')
            .replaceAll('{!goalnr}', 'Next')
            .replace(' [{score}]', ''),
          margin: row?.margin ?? null,
          method: row?.method ?? null,
          defaultMargin: String(DEMO_LEAGUE.margin),
          defaultMethod: DEMO_LEAGUE.method,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      }),
    };
  }

  /** Sets a market type's margin for matches created from now on. Produces not_found (no such market type). */
  async function setMargin(
    by: Operator,
    marketId: number,
    input: SetSportMargin,
  ): Promise<SportMargins> {
    if (!isMarketId(marketId)) throw new AppError('not_found');
    const margin = String(Number(input.margin));
    await inTransaction(db, async (tx) => {
      const before = await admin.marginOf(tx, marketId);
      if (before?.margin === margin && before.method === input.method) return;
      await admin.upsertMargin(tx, { marketId, margin, method: input.method });
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: 'sports.margin_set',
        targetKind: 'sport_market_type',
        targetId: String(marketId),
        before: before ? { margin: before.margin, method: before.method } : null,
        after: { margin, method: input.method },
        ip: by.ip,
      });
    });
    return margins();
  }

  async function liabilityCaps(executor: Executor = db): Promise<SportLiabilityCaps> {
    const caps = new Map((await admin.liabilityCapRows(executor)).map((row) => [row.scope, row]));
    const limits = new Map((await admin.betLimitRows(executor)).map((row) => [row.name, row]));
    const values = {} as Record<SportRiskField, string>;
    const isDefault = {} as Record<SportRiskField, boolean>;
    let latest: Date | null = null;
    for (const field of RISK_FIELDS) {
      const setting = RISK_SETTINGS[field];
      const row = 'cap' in setting ? caps.get(setting.cap) : limits.get(setting.limit);
      values[field] =
        'cap' in setting
          ? formatMinor(caps.get(setting.cap)?.capEurMinor ?? setting.fallback)
          : (limits.get(setting.limit)?.value ?? setting.fallback);
      isDefault[field] = row === undefined;
      if (row && (latest === null || row.updatedAt > latest)) latest = row.updatedAt;
    }
    return { ...values, isDefault, updatedAt: latest?.toISOString() ?? null };
  }

  /**
   * Sets the house's liability caps and bet limits (a field left out keeps its value); bets placed from now on
   * are held within them. Produces validation_error (a cap below the one under it, odds out of order).
   */
  async function setLiabilityCaps(
    by: Operator,
    input: SetSportLiabilityCaps,
  ): Promise<SportLiabilityCaps> {
    await inTransaction(db, async (tx) => {
      const before = await liabilityCaps(tx);
      const next = { ...before } as Record<SportRiskField, string>;
      for (const field of RISK_FIELDS) {
        const given = input[field];
        if (given === undefined) continue;
        if ('cap' in RISK_SETTINGS[field]) {
          const minor = parseMinor(given);
          if (minor === null) throw new AppError('validation_error');
          next[field] = formatMinor(minor);
        } else next[field] = String(Number(given));
      }
      assertRiskOrder(next, input);
      const changed = RISK_FIELDS.filter((field) => next[field] !== before[field]);
      if (changed.length === 0) return;
      for (const field of changed) {
        const setting = RISK_SETTINGS[field];
        if ('cap' in setting)
          await admin.upsertLiabilityCap(tx, setting.cap, parseMinor(next[field]) ?? 0n);
        else await admin.upsertBetLimit(tx, setting.limit, next[field]);
      }
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action: 'sports.liability_caps_set',
        targetKind: 'sportsbook',
        targetId: 'liability_caps',
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
        ip: by.ip,
      });
    });
    return liabilityCaps();
  }

  async function betViews(rows: repo.SportBetRow[]): Promise<AdminSportsBet[]> {
    const legs = await repo.legsOfBets(
      db,
      rows.map((row) => row.id),
    );
    const [events, names] = await Promise.all([
      admin.eventsByIds(db, [...new Set(legs.map((leg) => leg.eventId))]),
      admin.usernames(
        db,
        rows.map((row) => row.playerId),
      ),
    ]);
    return rows.map((bet) => {
      const own = legs.filter((leg) => leg.betId === bet.id);
      return {
        id: bet.id.toString(),
        playerId: bet.playerId.toString(),
        username: names.get(bet.playerId.toString()) ?? '',
        type: bet.type,
        status: bet.status,
        currency: bet.currency,
        stake: formatMinor(bet.stakeMinor),
        totalOdds: betOddsText(bet, own),
        potentialReturn: formatMinor(bet.potentialReturnMinor),
        liabilityEur: formatMinor(
          eurMinorOf(bet.potentialReturnMinor - bet.stakeMinor, bet.currency),
        ),
        paid: formatMinor(bet.paidMinor - bet.owedMinor),
        refusedCode: bet.refusedCode,
        placedAt: bet.placedAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
        legs: own.map((leg) => {
          const e = events.get(leg.eventId);
          const sides = { home: e?.homeName ?? 'Home', away: e?.awayName ?? 'Away' };
          return {
            legNo: leg.legNo,
            eventId: leg.eventId,
            eventName: e ? `${e.homeName} – ${e.awayName}` : leg.eventId,
            marketId: leg.marketId,
            specifiers: leg.specifiers,
            marketName: marketName(leg.marketId, leg.specifiers, sides),
            outcomeId: leg.outcomeId,
            outcomeName: outcomeName(leg.marketId, leg.specifiers, leg.outcomeId, sides),
            odds: leg.odds,
            status: legStatusOf(leg),
          };
        }),
      };
    });
  }

  /** Bets by player (username or id), event, status and placing day, newest first, with their legs. */
  async function bets(query: AdminSportsBetsQuery): Promise<AdminSportsBetsPage> {
    const page = { limit: query.limit, offset: query.offset };
    let playerId: bigint | undefined;
    if (query.player) {
      const player = await admin.findPlayer(db, query.player);
      // An unknown player has no bets: an empty page, as a search that matches nothing.
      if (!player) return { bets: [], total: 0, ...page };
      playerId = player.id;
    }
    const { rows, total } = await admin.betsPage(
      db,
      {
        playerId,
        eventId: query.eventId || undefined,
        status: query.status,
        from: dayOf(query.from),
        to: dayOf(query.to),
        sort: query.sort,
      },
      page,
    );
    return { bets: await betViews(rows), total, ...page };
  }

  /** One bet with its legs. Produces sports_bet_not_found. */
  async function bet(id: bigint): Promise<AdminSportsBet> {
    const row = await admin.betById(db, id);
    if (!row) throw new AppError('sports_bet_not_found');
    const [view] = await betViews([row]);
    if (!view) throw new AppError('sports_bet_not_found');
    return view;
  }

  async function playerOf(executor: Executor, text: string): Promise<admin.PlayerRef> {
    const player = await admin.findPlayer(executor, text);
    if (!player) throw new AppError('not_found');
    return player;
  }

  async function factorView(executor: Executor, player: admin.PlayerRef): Promise<StakeFactor> {
    const row = await admin.stakeFactorRow(executor, player.id);
    return {
      playerId: player.id.toString(),
      username: player.username,
      currency: player.currency,
      factor: row?.factor ?? '1',
      isDefault: row === undefined,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async events(query: AdminSportEventsQuery): Promise<AdminSportEventsPage> {
      const page = { limit: query.limit, offset: query.offset };
      const { rows, total } = await admin.eventsPage(
        db,
        { phase: query.phase, league: query.league, from: dayOf(query.from), to: dayOf(query.to) },
        page,
      );
      return { events: await summaries(rows), total, ...page, leagues: await admin.leagues(db) };
    },
    event,
    suspend,
    resume,
    margins,
    setMargin,
    liabilityCaps: () => liabilityCaps(),
    setLiabilityCaps,
    bets,
    bet,
    /** Players with a stake factor set. */
    async stakeFactors(): Promise<StakeFactors> {
      const rows = await admin.stakeFactors(db, STAKE_FACTORS_LISTED_MAX);
      return {
        factors: rows.map((row) => ({
          playerId: row.playerId.toString(),
          username: row.username,
          currency: row.currency,
          factor: row.factor,
          isDefault: false,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },
    /** A player's stake factor ("1" when none is set). Produces not_found. */
    async stakeFactor(player: string): Promise<StakeFactor> {
      return factorView(db, await playerOf(db, player));
    },
    /** Sets a player's stake factor (0.01–10). Produces not_found. */
    async setStakeFactor(by: Operator, player: string, factor: string): Promise<StakeFactor> {
      const normalised = String(Number(factor));
      return inTransaction(db, async (tx) => {
        const ref = await playerOf(tx, player);
        const before = await admin.stakeFactorRow(tx, ref.id);
        if (before?.factor !== normalised) {
          await admin.upsertStakeFactor(tx, ref.id, normalised);
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'sports.stake_factor_set',
            targetKind: 'player',
            targetId: ref.id.toString(),
            before: { factor: before?.factor ?? '1' },
            after: { factor: normalised },
            ip: by.ip,
          });
        }
        return factorView(tx, ref);
      });
    },
  };
}

/** The market must be a line of the event's book (or the whole event). Produces selection_unavailable. */
function assertMarket(event: repo.SportEventRow, key: string): void {
  if (key === WHOLE_EVENT_KEY) return;
  if (!Object.hasOwn((event.book as EventBook).markets, key))
    throw new AppError('selection_unavailable');
}

export type SportsAdmin = ReturnType<typeof createSportsAdmin>;
