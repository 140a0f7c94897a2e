import {
  formatMinor,
  LiveBetsSchema,
  LiveRoundResultSchema,
  parseMinor,
  type BlackjackRules,
  type BlackjackSeatView,
  type LiveBlackjackDecisionAnswer,
  type LiveBlackjackDecisionRequest,
  type LiveBlackjackTable,
  type LiveCard,
} from '@orca/contracts';
import type { Card } from '@orca/games/cards/deck';
import {
  applyBlackjackAction,
  BLACKJACK_RULES,
  blackjackActionCostMinor,
  blackjackHandValue,
  blackjackHint,
  blackjackLegalActions,
  dealBlackjackRound,
  isBlackjackSeatFinished,
  openBlackjackSeat,
  playBlackjackDealer,
  settleBlackjackSeat,
  timeOutBlackjackSeat,
  type BlackjackDeal,
  type BlackjackSeat,
  type BlackjackSeatSettlement,
  type BlackjackStreams,
} from '@orca/games/live/blackjack';
import { BLACKJACK_RTP } from '@orca/games/live/blackjack.rtp';
import { FairFloats } from '@orca/games/rng/fair';
import { z } from 'zod';
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
import type { SettleOptions } from './live.context.ts';
import type { LiveService } from './live.service.ts';
import type { SeatPayout } from './live.settlement.ts';
import { LIVE_RESULT_PAUSE_MS, LIVE_TABLES, type LiveTableDef } from './live.tables.ts';
import { inTransaction } from '../../../db/transaction.ts';

/**
 * What live_bets.hand holds for a blackjack seat: its number (taken when the bet is accepted, it
 * picks the seat's own card stream) and its decisions in order. Hands are replayed from these.
 */
const StoredSeatSchema = z.object({
  seat: z.number().int().min(0),
  actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])).max(128),
  isFinished: z.boolean(),
  isTimedOut: z.boolean().optional(),
});
type StoredSeat = z.infer<typeof StoredSeatSchema>;

/** The published rules (the engine's, as the contracts word them). */
export const BLACKJACK_RULES_VIEW: BlackjackRules = {
  decks: null,
  dealerHitsSoft17: BLACKJACK_RULES.dealerHitsSoft17,
  dealerPeeks: BLACKJACK_RULES.dealerPeeks,
  blackjackPays: `${BLACKJACK_RULES.blackjackPays.numerator}:${BLACKJACK_RULES.blackjackPays.denominator}`,
  doubleOnAnyTwo: BLACKJACK_RULES.doubleOnAnyTwo,
  doubleAfterSplit: BLACKJACK_RULES.doubleAfterSplit,
  splitsMax: BLACKJACK_RULES.splitsMax,
  splitAcesOneCard: BLACKJACK_RULES.splitAcesOneCard,
  insurance: BLACKJACK_RULES.insurance,
  surrender: BLACKJACK_RULES.surrender,
  sixCardCharlie: BLACKJACK_RULES.sixCardCharlie,
  timeoutAction: BLACKJACK_RULES.timeoutAction,
};

/**
 * BLACKJACK_RTP is the exact infinite-deck value rounded to 6 decimals of a ratio (the engine's
 * tests hold it to 5·10^-7), so in percent it is known to ±0.00005 points.
 */
export const BLACKJACK_DECLARED_RTP = {
  rtpPercent: (BLACKJACK_RTP * 100).toFixed(4),
  precisionPercent: '0.00005',
  method: 'exact',
  strategy: 'basic',
} as const;

const toCard = (card: Card): LiveCard => ({ index: card.index, rank: card.rank, suit: card.suit });
const streamsOf =
  (round: repo.LiveRoundRow): BlackjackStreams =>
  (startFloat) =>
    new FairFloats(round.serverSeed, round.clientSeed, round.nonce, startFloat);
const isDealt = (round: repo.LiveRoundRow): boolean => round.phase !== 'betting';

function storedOf(bet: repo.LiveBetRow): StoredSeat | null {
  return bet.hand === null ? null : StoredSeatSchema.parse(bet.hand);
}

/** The seat's stake per hand (its bet's one amount); doubles and splits add to live_bets.stake_minor. */
function baseStakeOf(bet: repo.LiveBetRow): bigint {
  const bets = LiveBetsSchema.parse(bet.bets);
  assert(bets.kind === 'blackjack', 'a blackjack seat has one amount');
  const minor = parseMinor(bets.amount);
  assert(minor !== null && minor > 0n, 'a seat was accepted with a positive amount');
  return minor;
}

/** The seat as its decisions left it (replayed from the deal); the timeout applied once the window closed. */
function replaySeat(
  streams: BlackjackStreams,
  deal: BlackjackDeal,
  bet: repo.LiveBetRow,
  stored: StoredSeat,
  isWindowOver: boolean,
): BlackjackSeat {
  let seat = openBlackjackSeat(deal, stored.seat, baseStakeOf(bet));
  for (const action of stored.actions) seat = applyBlackjackAction(streams, seat, action);
  return isWindowOver ? timeOutBlackjackSeat(streams, seat) : seat;
}

function seatViewOf(
  seat: BlackjackSeat,
  stored: StoredSeat,
  deal: BlackjackDeal,
  settlement: BlackjackSeatSettlement | null,
  withHint: boolean,
): BlackjackSeatView {
  return {
    seat: seat.seat,
    hands: seat.hands.map((hand, i) => {
      const value = blackjackHandValue(hand.cards);
      const settled = settlement?.hands[i];
      return {
        cards: hand.cards.map(toCard),
        total: value.total,
        isSoft: value.isSoft,
        isDoubled: hand.isDoubled,
        isDone: hand.isDone || i < seat.activeHand,
        stake: formatMinor(seat.betMinor * (hand.isDoubled ? 2n : 1n)),
        result: settled?.result ?? null,
        win: settled ? formatMinor(settled.returnMinor) : null,
      };
    }),
    activeHand: seat.activeHand,
    legalActions: blackjackLegalActions(seat),
    hint: withHint ? blackjackHint(seat, deal) : null,
    isFinished: isBlackjackSeatFinished(seat),
    decisions: stored.actions.length,
    actions: [...stored.actions],
    isTimedOut: stored.isTimedOut === true,
  };
}

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
  const { openRound, settleSeats, finish } = deps.live.tools;
  const defs = new Map(LIVE_TABLES.filter((t) => t.kind === 'blackjack').map((t) => [t.id, t]));
  // The deal of a round never changes once its seed exists: a few recent rounds are kept.
  const deals = new Map<bigint, BlackjackDeal>();

  function defOf(tableId: string): LiveTableDef {
    const def = defs.get(tableId);
    if (!def) throw new AppError('live_table_not_found');
    return def;
  }

  function dealOf(round: repo.LiveRoundRow): BlackjackDeal {
    const cached = deals.get(round.id);
    if (cached) return cached;
    const deal = dealBlackjackRound(streamsOf(round));
    if (deals.size > 16) deals.clear();
    deals.set(round.id, deal);
    return deal;
  }

  /**
   * Closes betting and deals: every seat is numbered, and the window opens for `decisionMs`, or
   * closes at once when nobody has anything to decide (no seats, or a blackjack on the deal).
   */
  async function deal(def: LiveTableDef, round: repo.LiveRoundRow, now: Date): Promise<void> {
    const dealt = dealOf(round);
    await inTransaction(db, async (tx) => {
      const unnumbered = await bjRepo.seatsWithoutNumber(tx, round.id);
      let next = unnumbered.length > 0 ? await bjRepo.nextSeat(tx, round.id) : 0;
      for (const bet of unnumbered) {
        await bjRepo.setHand(tx, round.id, bet.sessionId, {
          seat: next,
          actions: [],
          isFinished: false,
        } satisfies StoredSeat);
        next += 1;
      }
      const seats = await repo.seatCount(tx, round.id);
      const isNothingToDecide = seats === 0 || dealt.isPlayerBlackjack || dealt.isDealerBlackjack;
      await bjRepo.openDecisions(
        tx,
        round.id,
        new Date(now.getTime() + (isNothingToDecide ? 0 : (def.decisionMs ?? 0))),
      );
    });
  }

  /** The window is over: seats still playing stand, the dealer plays the shared hand. */
  async function closeWindow(round: repo.LiveRoundRow): Promise<void> {
    const dealt = dealOf(round);
    const dealerCards = playBlackjackDealer(streamsOf(round), dealt);
    const result = LiveRoundResultSchema.parse({
      kind: 'blackjack',
      playerCards: dealt.playerCards.map(toCard),
      dealerCards: dealerCards.map(toCard),
      dealerTotal: blackjackHandValue(dealerCards).total,
      isDealerBlackjack: dealt.isDealerBlackjack,
    });
    await inTransaction(db, async (tx) => {
      if (!(await bjRepo.closeDecisions(tx, round.id, result))) return;
      // After a blackjack on the deal nobody had a decision to miss.
      if (!dealt.isPlayerBlackjack && !dealt.isDealerBlackjack)
        await bjRepo.markTimedOut(tx, round.id);
    });
  }

  async function isEverySeatDone(round: repo.LiveRoundRow): Promise<boolean> {
    const dealt = dealOf(round);
    if (dealt.isPlayerBlackjack || dealt.isDealerBlackjack) return true;
    return (await bjRepo.unfinishedSeats(db, round.id)) === 0;
  }

  /** What a seat returns (its hands against the dealer's) and the hands recall keeps, for the shared settlement. */
  function payoutOf(round: repo.LiveRoundRow): SeatPayout {
    const dealt = dealOf(round);
    const streams = streamsOf(round);
    return (bet, outcome, result) => {
      assert(result.kind === 'blackjack', 'a blackjack round has a blackjack result');
      const stored = storedOf(bet);
      assert(stored, 'every dealt seat has its number');
      const seat = replaySeat(streams, dealt, bet, stored, true);
      const settlement = settleBlackjackSeat(seat, dealerCardsOf(result.dealerCards));
      assert(
        settlement.stakeMinor === bet.stakeMinor,
        'the wallet took exactly the stake the hands carry',
      );
      const returns = [settlement.returnMinor];
      return {
        returns,
        outcome: {
          ...outcome,
          result,
          returns: returns.map(formatMinor),
          blackjack: seatViewOf(seat, stored, dealt, settlement, false),
        },
      };
    };
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

    /** Moves a blackjack table along its clock as far as `now` allows; true when its state changed. */
    async drive(def: LiveTableDef, now: Date, options: SettleOptions = {}): Promise<boolean> {
      let round = await repo.latestRound(db, def.id);
      if (!round) {
        await openRound(def, now, undefined);
        return true;
      }
      let changed = false;
      const reload = async (id: bigint) => {
        const row = await repo.roundById(db, id);
        assert(row, 'a live round stays');
        return row;
      };
      if (round.phase === 'betting' && now >= round.bettingClosesAt) {
        await deal(def, round, now);
        round = await reload(round.id);
        changed = true;
      }
      if (
        round.phase === 'decisions' &&
        ((round.decisionsCloseAt !== null && now >= round.decisionsCloseAt) ||
          (await isEverySeatDone(round)))
      ) {
        await closeWindow(round);
        round = await reload(round.id);
        changed = true;
      }
      if (round.phase === 'closed') {
        await settleSeats(def, round, options, payoutOf(round));
        await finish(round, now);
        return true;
      }
      if (
        round.settledAt !== null &&
        now.getTime() >= round.settledAt.getTime() + LIVE_RESULT_PAUSE_MS
      ) {
        await openRound(def, now, round);
        return true;
      }
      return changed;
    },

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

function dealerCardsOf(cards: readonly LiveCard[]): Card[] {
  return cards.map((card) => ({ index: card.index, rank: card.rank, suit: card.suit }));
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
