import {
  formatMinor,
  LIVE_HISTORY_SIZE,
  LIVE_LAST_RESULTS,
  LiveRoundResultSchema,
  type LiveBets,
  type LiveHistory,
  type LivePhase,
  type LiveSeat,
  type LiveTableKind,
  type LiveTableState,
  type LiveTableView,
} from '@orca/contracts';
import {
  BACCARAT_RTP,
  baccaratBeadPlate,
  baccaratBigRoad,
  BACCARAT_SHOE_CARDS,
} from '@orca/games/live/baccarat';
import { BLACKJACK_RTP } from '@orca/games/live/blackjack.rtp';
import { DICE_SHOW_RTP } from '@orca/games/live/dice-show';
import { MONEY_WHEEL_RTP } from '@orca/games/live/money-wheel';
import { MULTIPLIER_ROULETTE_RTP } from '@orca/games/live/multiplier-roulette';
import { ROULETTE_TABLE_RTP, rouletteHotCold } from '@orca/games/live/roulette-table';
import { ratioToNumber } from '@orca/games/rng/payout';
import type { Database } from '../../../db/client.ts';
import { assert } from '../../../platform/errors.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import { isOver, type LiveClock } from './live.clock.ts';
import { gameEntryOf, type LiveDrivers } from './live.context.ts';
import * as repo from './live.repository.ts';
import { rateOf } from './live.stakes.ts';
import type { LiveTableDef } from './live.tables.ts';

const STATE_CACHE_MS = 200;

const percent = (rtp: number): string => (rtp * 100).toFixed(4);

/** Declared RTP per bet type, as the table view publishes it. */
function rtpOf(kind: LiveTableKind): { bet: string; rtpPercent: string }[] {
  switch (kind) {
    case 'roulette':
      return Object.entries(ROULETTE_TABLE_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'baccarat':
      return Object.entries(BACCARAT_RTP).map(([bet, r]) => ({ bet, rtpPercent: percent(r) }));
    case 'money_wheel':
      return Object.entries(MONEY_WHEEL_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'multiplier_roulette':
      return Object.entries(MULTIPLIER_ROULETTE_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'dice_show':
      return Object.entries(DICE_SHOW_RTP).map(([bet, r]) => ({
        bet,
        rtpPercent: percent(ratioToNumber(r)),
      }));
    case 'blackjack':
      return [{ bet: 'main', rtpPercent: percent(BLACKJACK_RTP) }];
  }
}

/** What players and the lobby see of a table: its state, a seat, the history and its roads. */
export function createLiveViews(
  db: Database,
  drivers: LiveDrivers,
  clock: Pick<LiveClock, 'openRound'>,
  /** Told of a round a view opened (a resting table someone looked at), with its state. */
  onOpened: (state: LiveTableState) => void = () => undefined,
) {
  async function stateOf(
    def: LiveTableDef,
    now: Date,
  ): Promise<{ state: LiveTableState; round: repo.LiveRoundRow }> {
    let round = await repo.latestRound(db, def.id);
    // A table resting after its last round (nobody was watching) opens the next one for whoever
    // looks now, rather than showing an old result; the driver opens it no differently.
    const isOpening = !round || isOver(round, now);
    if (isOpening) {
      await clock.openRound(def, now, round);
      round = await repo.latestRound(db, def.id);
    }
    assert(round, 'a table has a round once one is opened');
    const [last, players, shoe] = await Promise.all([
      repo.settledRounds(db, def.id, LIVE_LAST_RESULTS),
      repo.seatCount(db, round.id),
      round.shoeId === null ? Promise.resolve(undefined) : repo.shoeById(db, round.shoeId),
    ]);
    const phase: LivePhase =
      round.settledAt !== null
        ? 'result'
        : round.phase === 'betting' && now < round.bettingClosesAt
          ? 'betting'
          : round.phase === 'decisions'
            ? 'decisions'
            : 'closed';
    const entry = gameEntryOf(def);
    const answer: { state: LiveTableState; round: repo.LiveRoundRow } = {
      round,
      state: {
        id: def.id,
        kind: def.kind,
        name: entry.name,
        gameId: def.gameId,
        gameSlug: entry.slug,
        section: entry.category === 'game-shows' ? 'game-shows' : 'livecasino',
        bettingMs: def.bettingMs,
        decisionMs: def.decisionMs,
        phase,
        roundId: round.id.toString(),
        roundNo: Number(round.roundNo),
        bettingOpensAt: round.bettingOpensAt.toISOString(),
        bettingClosesAt: round.bettingClosesAt.toISOString(),
        decisionsCloseAt: round.decisionsCloseAt?.toISOString() ?? null,
        serverTime: now.toISOString(),
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        shoe: shoe
          ? {
              id: shoe.id.toString(),
              serverSeedHash: shoe.serverSeedHash,
              clientSeed: shoe.clientSeed,
              cardsLeft: BACCARAT_SHOE_CARDS - shoe.position,
            }
          : null,
        deal: drivers.get(def.kind)?.dealView?.(round) ?? null,
        result: phase === 'result' ? LiveRoundResultSchema.parse(round.result) : null,
        lastResults: last.map((r) => ({
          roundId: r.id.toString(),
          roundNo: Number(r.roundNo),
          result: LiveRoundResultSchema.parse(r.result),
          settledAt: r.settledAt?.toISOString() ?? null,
        })),
        players,
      },
    };
    if (isOpening) onOpened(answer.state);
    return answer;
  }

  function seatOf(bet: repo.LiveBetRow, round: repo.LiveRoundRow, kind: LiveTableKind): LiveSeat {
    return {
      liveRoundId: bet.liveRoundId.toString(),
      roundId: bet.roundId,
      mode: bet.mode,
      currency: bet.currency,
      bets: bet.bets as LiveBets,
      stake: formatMinor(bet.stakeMinor),
      win: bet.settledAt === null ? null : formatMinor(bet.winMinor),
      isSettled: bet.settledAt !== null,
      blackjack: drivers.get(kind)?.seatView?.(bet, round) ?? null,
    };
  }

  /**
   * The table's state as answers show it: read at most every STATE_CACHE_MS per table, so a crowd
   * betting at once or polling the lobby does not read the last results once per request.
   */
  const cached = new Map<
    string,
    { at: number; value: Promise<{ state: LiveTableState; round: repo.LiveRoundRow }> }
  >();
  function recentStateOf(def: LiveTableDef, now: Date) {
    const hit = cached.get(def.id);
    if (hit && now.getTime() - hit.at >= 0 && now.getTime() - hit.at < STATE_CACHE_MS)
      return hit.value;
    const value = stateOf(def, now);
    cached.set(def.id, { at: now.getTime(), value });
    value.catch(() => cached.delete(def.id));
    return value;
  }

  async function viewOf(
    def: LiveTableDef,
    now: Date,
    currency: string,
    session: GameSessionRow | null,
    balanceMinor: bigint | null = null,
  ): Promise<LiveTableView> {
    const { state: recent, round } = await recentStateOf(def, now);
    // The seat count is read each time: it is what moves while the rest holds still.
    const state = {
      ...recent,
      serverTime: now.toISOString(),
      players: await repo.seatCount(db, round.id),
    };
    const bet = session ? await repo.seatOfSession(db, round.id, session) : undefined;
    return {
      ...state,
      currency,
      minBet: formatMinor(def.minBetEurMinor * rateOf(currency)),
      maxBet: formatMinor(def.maxBetEurMinor * rateOf(currency)),
      maxPayout:
        def.maxPayoutEurMinor === null
          ? null
          : formatMinor(def.maxPayoutEurMinor * rateOf(currency)),
      rtp: rtpOf(def.kind),
      seat: bet ? seatOf(bet, round, def.kind) : null,
      balance: balanceMinor === null ? null : formatMinor(balanceMinor),
    };
  }

  async function history(def: LiveTableDef): Promise<LiveHistory> {
    const settled = await repo.settledRounds(db, def.id, LIVE_HISTORY_SIZE);
    const results = settled.map((r) => ({
      roundId: r.id.toString(),
      roundNo: Number(r.roundNo),
      result: LiveRoundResultSchema.parse(r.result),
      settledAt: r.settledAt?.toISOString() ?? null,
    }));
    const oldestFirst = [...results].reverse().map((r) => r.result);
    const pockets = oldestFirst.flatMap((r) =>
      r.kind === 'roulette' || r.kind === 'multiplier_roulette' ? [r.pocket] : [],
    );
    const latestShoe = oldestFirst.findLast((r) => r.kind === 'baccarat');
    const hands = oldestFirst.flatMap((r) =>
      r.kind === 'baccarat' && latestShoe?.kind === 'baccarat' && r.shoeId === latestShoe.shoeId
        ? [r]
        : [],
    );
    const bigRoad = baccaratBigRoad(hands);
    const previousShoe =
      def.kind === 'baccarat' ? await repo.lastFinishedShoe(db, def.id) : undefined;
    return {
      kind: def.kind,
      results,
      hotCold:
        (def.kind === 'roulette' || def.kind === 'multiplier_roulette') && pockets.length > 0
          ? rouletteHotCold(pockets, LIVE_HISTORY_SIZE, 5)
          : null,
      roads:
        def.kind === 'baccarat'
          ? {
              beadPlate: baccaratBeadPlate(hands),
              bigRoad: bigRoad.cells,
              leadingTies: bigRoad.leadingTies,
            }
          : null,
      previousShoe: previousShoe
        ? {
            id: previousShoe.id.toString(),
            serverSeedHash: previousShoe.serverSeedHash,
            serverSeed: previousShoe.serverSeed,
            clientSeed: previousShoe.clientSeed,
          }
        : null,
    };
  }

  return {
    stateOf,
    seatOf,
    viewOf,
    history,
    /** Drops a table's cached state once its round moved. */
    forget(tableId: string): void {
      cached.delete(tableId);
    },
  };
}

export type LiveViews = ReturnType<typeof createLiveViews>;
