import {
  formatMinor,
  LiveRoundResultSchema,
  type BlackjackSeatView,
  type LiveBlackjackDecisionAnswer,
  type LiveBlackjackDecisionRequest,
  type LiveBlackjackTable,
  type LiveCard,
} from '@orca/contracts';
import {
  applyBlackjackAction,
  blackjackActionCostMinor,
  blackjackLegalActions,
  isBlackjackSeatFinished,
  settleBlackjackSeat,
} from '@orca/games/live/blackjack';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import { contributionOf, INHOUSE_PROVIDER } from '../inhouse/instant-round.ts';
import type { GameSessionRow, LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import * as bjRepo from './blackjack.repository.ts';
import * as repo from './live.repository.ts';
import type { LiveService } from './live.service.ts';
import { LIVE_TABLES, type LiveTableDef } from './live.tables.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { createBlackjackClock } from './blackjack.clock.ts';
import {
  BLACKJACK_DECLARED_RTP,
  BLACKJACK_RULES_VIEW,
  createDealCache,
  dealerCardsOf,
  isDealt,
  replaySeat,
  seatViewOf,
  storedOf,
  streamsOf,
  toCard,
  type StoredSeat,
} from './blackjack.seats.ts';

/**
 * Live blackjack for unlimited players (decision 018) on the live tables' clock: betting → the
 * shared deal → a decision window in which each seat plays alone (doubles and splits take their
 * stake through the wallet, once per seat and decision) → seats still playing stand → the shared
 * dealer plays → every seat is settled. A seat's hands are replayed from the round's seed and its
 * stored decisions, so a restart anywhere in the round resumes it without losing or repeating money.
 * It plugs into the live service as the blackjack tables' driver and builds on its shared steps.
 */
export function createBlackjackService(deps: {
  db: Database;
  inhouse: InhouseService;
  launch: LaunchService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  wallet: WalletService;
  live: LiveService;
}) {
  const { db, inhouse, rounds } = deps;
  const defs = new Map(LIVE_TABLES.filter((t) => t.kind === 'blackjack').map((t) => [t.id, t]));
  const dealOf = createDealCache();
  const clock = createBlackjackClock(db, deps.live.tools, dealOf);

  function defOf(tableId: string): LiveTableDef {
    const def = defs.get(tableId);
    if (!def) throw new AppError('live_table_not_found');
    return def;
  }

  /** Takes a double's or a split's stake, keyed by the seat's round and the decision's index. */
  async function takeExtraStake(
    tx: Executor,
    session: GameSessionRow,
    bet: repo.LiveBetRow,
    index: number,
    costMinor: bigint,
  ): Promise<bigint> {
    if (session.mode === 'fun') {
      const before = await deps.launch.funBet(tx, session.id, costMinor);
      if (!before) throw new AppError('insufficient_funds');
      return (before.funBalanceMinor ?? 0n) - costMinor;
    }
    assert(session.playerId !== null, 'real sessions belong to a player');
    const game = await deps.catalogue.get(session.gameId);
    const after = await deps.wallet.bet(
      {
        provider: INHOUSE_PROVIDER,
        transactionId: `${bet.roundId}:decision:${index}`,
        roundId: bet.roundId,
        playerId: session.playerId,
        currency: session.currency,
        amountMinor: costMinor,
        jackpotContributionMinor: contributionOf(game, costMinor),
      },
      tx,
    );
    return after.cashMinor + after.bonusMinor;
  }

  async function balanceOf(session: GameSessionRow): Promise<bigint> {
    if (session.mode === 'fun') return (await deps.launch.byId(session.id))?.funBalanceMinor ?? 0n;
    assert(session.playerId !== null, 'real sessions belong to a player');
    const balance = await deps.wallet.balance(session.playerId, session.currency);
    return balance.cashMinor + balance.bonusMinor;
  }

  /** The seat's view for its own player, at any phase of the round (hands appear once dealt). */
  function seatView(
    bet: repo.LiveBetRow,
    round: repo.LiveRoundRow,
    withHint: boolean,
  ): BlackjackSeatView | null {
    const stored = storedOf(bet);
    if (stored === null) return null;
    if (!isDealt(round))
      return {
        seat: stored.seat,
        hands: [],
        activeHand: 0,
        legalActions: [],
        hint: null,
        isFinished: false,
        decisions: 0,
        actions: [],
        isTimedOut: false,
      };
    const dealt = dealOf(round);
    const isWindowOver = round.phase !== 'decisions';
    const seat = replaySeat(streamsOf(round), dealt, bet, stored, isWindowOver);
    const result = round.result === null ? null : LiveRoundResultSchema.parse(round.result);
    const settlement =
      result?.kind === 'blackjack' && bet.settledAt !== null
        ? settleBlackjackSeat(seat, dealerCardsOf(result.dealerCards))
        : null;
    return seatViewOf(seat, stored, dealt, settlement, withHint && !isWindowOver);
  }

  return {
    /** The seat number of a bet being accepted (inside the bet's transaction): what live_bets.hand starts as. */
    async seatAtBet(tx: Executor, liveRoundId: bigint): Promise<StoredSeat> {
      return { seat: await bjRepo.nextSeat(tx, liveRoundId), actions: [], isFinished: false };
    },

    /** Everyone's two cards and the dealer's up card, once dealt (the hole card stays hidden until the dealer plays). */
    dealView(round: repo.LiveRoundRow): { playerCards: LiveCard[]; dealerUpCard: LiveCard } | null {
      if (!isDealt(round)) return null;
      const dealt = dealOf(round);
      return {
        playerCards: dealt.playerCards.map(toCard),
        dealerUpCard: toCard(dealt.dealerUpCard),
      };
    },

    seatView: (bet: repo.LiveBetRow, round: repo.LiveRoundRow) => seatView(bet, round, false),

    drive: clock.drive,

    /**
     * One decision for the session's seat in the table's current round (or its player's seat from
     * a session before a reload). With `actionIndex` a
     * retried decision is answered as it was and paid for once. Produces live_table_not_found,
     * game_unavailable, live_no_seat, live_decision_closed, blackjack_illegal_action,
     * insufficient_funds, bonus_max_bet.
     */
    async action(
      sessionToken: string,
      tableId: string,
      input: LiveBlackjackDecisionRequest,
    ): Promise<LiveBlackjackDecisionAnswer> {
      const def = defOf(tableId);
      const { session, game } = await inhouse.open(sessionToken);
      if (game.id !== def.gameId) throw new AppError('game_unavailable');
      const latest = await repo.latestRound(db, def.id);
      if (!latest) throw new AppError('live_no_seat');
      const answered = await inTransaction(db, async (tx) => {
        // Closing the window updates this row: a decision holding it commits first, one behind it sees the window closed.
        const round = await repo.shareRound(tx, latest.id);
        const bet = await repo.seatOfSession(tx, latest.id, session, { isLocked: true });
        const stored = bet ? storedOf(bet) : null;
        if (!round || !bet || !stored) throw new AppError('live_no_seat');
        if (round.phase === 'betting') throw new AppError('blackjack_illegal_action');
        const streams = streamsOf(round);
        const dealt = dealOf(round);
        const isWindowOpen =
          round.phase === 'decisions' &&
          round.decisionsCloseAt !== null &&
          Date.now() < round.decisionsCloseAt.getTime();
        const seat = replaySeat(streams, dealt, bet, stored, !isWindowOpen);
        const index = input.actionIndex ?? stored.actions.length;
        if (index < stored.actions.length) {
          // A retry of a decision already taken (even one that closed the window): answered as it stands, nothing charged again.
          if (stored.actions[index] !== input.action)
            throw new AppError('blackjack_illegal_action');
          return { round, bet, stored, seat, balanceMinor: null };
        }
        if (!isWindowOpen) throw new AppError('live_decision_closed');
        if (index > stored.actions.length || !blackjackLegalActions(seat).includes(input.action))
          throw new AppError('blackjack_illegal_action');
        const costMinor = blackjackActionCostMinor(seat, input.action);
        let balanceMinor: bigint | null = null;
        if (costMinor > 0n) {
          balanceMinor = await takeExtraStake(tx, session, bet, index, costMinor);
          await rounds.addAmounts(tx, bet.roundId, {
            betMinor: costMinor,
            balanceAfterMinor: balanceMinor,
          });
        }
        const next = applyBlackjackAction(streams, seat, input.action);
        const nextStored: StoredSeat = {
          ...stored,
          actions: [...stored.actions, input.action],
          isFinished: isBlackjackSeatFinished(next),
        };
        await bjRepo.setHand(tx, round.id, bet.sessionId, nextStored, costMinor);
        return { round, bet, stored: nextStored, seat: next, balanceMinor };
      });
      const { round, stored, seat } = answered;
      assert(round.decisionsCloseAt !== null, 'a dealt round has its decision deadline');
      const dealt = dealOf(round);
      return {
        seat: seatViewOf(seat, stored, dealt, null, input.hint === true),
        deal: {
          playerCards: dealt.playerCards.map(toCard),
          dealerUpCard: toCard(dealt.dealerUpCard),
        },
        decisionsCloseAt: round.decisionsCloseAt.toISOString(),
        balance: formatMinor(answered.balanceMinor ?? (await balanceOf(session))),
      };
    },

    /** The table view with the published rules, the declared RTP and, when asked for, my basic-strategy hint. */
    async table(
      tableId: string,
      sessionToken: string | undefined,
      currency: string | undefined,
      withHint: boolean,
    ): Promise<LiveBlackjackTable> {
      defOf(tableId);
      const view = await deps.live.table(tableId, sessionToken, currency);
      let seat = view.seat;
      if (seat !== null && withHint && sessionToken !== undefined) {
        const session = await deps.launch.resolve(sessionToken);
        const round = await repo.roundById(db, BigInt(seat.liveRoundId));
        const bet = await repo.seatOfSession(db, BigInt(seat.liveRoundId), session);
        if (round && bet) seat = { ...seat, blackjack: seatView(bet, round, true) };
      }
      return {
        ...view,
        seat,
        rules: BLACKJACK_RULES_VIEW,
        basicStrategyRtp: BLACKJACK_DECLARED_RTP,
      };
    },
  };
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
