import { z } from 'zod';

/*
 * Live tables (issue 15, decision 018): RNG tables whose rounds run on a clock for every player at
 * once. The rules are the pure engines in @orca/games/live/*; these are the wire shapes.
 *
 * Routes:
 *   GET  /live/tables                       the lobby: every table's live state, limits in ?currency= (EUR by default)
 *   GET  /live/tables/{id}                  one table's state; with a game session (X-Game-Session) also my seat
 *   GET  /live/tables/{id}/history          last results, hot/cold numbers (roulette), bead plate and big road and
 *                                           the previous shoe's revealed seed (baccarat)
 *   POST /play/live/{tableId}/bet           game_session: place this round's bets (LiveBetRequestSchema)
 *   GET  /play/live/{tableId}/blackjack     game_session: the blackjack table with its rules, RTP and my seat
 *   POST /play/live/{tableId}/blackjack/action  game_session: a blackjack decision (LiveBlackjackDecisionRequestSchema)
 * Public socket feed `live.table`: a table's state on every phase change and result.
 *
 * Money is in major units as strings ("12.50"), in the seat's currency.
 */

export const LIVE_TABLE_KINDS = [
  'roulette',
  'baccarat',
  'blackjack',
  'money_wheel',
  'multiplier_roulette',
  'dice_show',
] as const;
export type LiveTableKind = (typeof LIVE_TABLE_KINDS)[number];

/**
 * Where a round stands. betting: bets accepted until bettingClosesAt. closed: no more bets, the
 * result is being drawn and settled. decisions (blackjack): seats play their hands until
 * decisionsCloseAt. result: settled, the result is shown until the next round opens.
 */
export const LIVE_PHASES = ['betting', 'closed', 'decisions', 'result'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** How many results the table view carries; the history route carries more. */
export const LIVE_LAST_RESULTS = 20;
export const LIVE_HISTORY_SIZE = 100;

const amount = z
  .string({ error: 'amount_invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' });

export const LiveCardSchema = z.object({
  index: z.number().int().min(0).max(51),
  rank: z.enum(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']),
  suit: z.enum(['diamonds', 'hearts', 'spades', 'clubs']),
});
export type LiveCard = z.infer<typeof LiveCardSchema>;

/* ---------- Bets ---------- */

const pocket = z.number().int().min(0).max(36);
/** @orca/games RouletteBet: the engine checks adjacency, corners and rows when the bet is placed. */
export const RouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('straight'), number: pocket }),
  z.object({ kind: z.literal('split'), numbers: z.tuple([pocket, pocket]) }),
  z.object({ kind: z.literal('street'), row: z.number().int().min(1).max(12) }),
  z.object({ kind: z.literal('corner'), numbers: z.tuple([pocket, pocket, pocket, pocket]) }),
  z.object({ kind: z.literal('six-line'), row: z.number().int().min(1).max(11) }),
  z.object({ kind: z.enum(['red', 'black', 'even', 'odd', 'low', 'high']) }),
  z.object({
    kind: z.literal('dozen'),
    dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.object({
    kind: z.literal('column'),
    column: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
]);
export type RouletteBetInput = z.infer<typeof RouletteBetSchema>;

export const ROULETTE_BETS_MAX = 200;
export const LiveRouletteBetSchema = z.object({ bet: RouletteBetSchema, amount });
export const BACCARAT_BET_KINDS_LIST = [
  'player',
  'banker',
  'tie',
  'player-pair',
  'banker-pair',
] as const;
export const LiveBaccaratBetSchema = z.object({
  kind: z.enum(BACCARAT_BET_KINDS_LIST, { error: 'invalid_value' }),
  amount,
});
export const MONEY_WHEEL_NUMBER_LIST = [1, 2, 5, 10, 20, 40] as const;
export const LiveWheelBetSchema = z.object({
  number: z.literal(MONEY_WHEEL_NUMBER_LIST, { error: 'invalid_value' }),
  amount,
});

const diceTotal = z.number({ error: 'invalid_value' }).int().min(3).max(18);
/** Dice show: a bet on the three dice's total; each total at most once per seat. */
export const LiveDiceBetSchema = z.object({ total: diceTotal, amount });
export const DICE_SHOW_BETS_MAX = 16;

/** A seat's bets in one round, per table kind (what live_bets.bets stores, amounts in major units). */
export const LiveBetsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('roulette'),
    bets: z
      .array(LiveRouletteBetSchema)
      .min(1, { error: 'invalid_value' })
      .max(ROULETTE_BETS_MAX, { error: 'invalid_value' }),
  }),
  z.object({
    kind: z.literal('baccarat'),
    bets: z
      .array(LiveBaccaratBetSchema)
      .min(1, { error: 'invalid_value' })
      .max(BACCARAT_BET_KINDS_LIST.length, { error: 'invalid_value' }),
  }),
  z.object({
    kind: z.literal('money_wheel'),
    bets: z
      .array(LiveWheelBetSchema)
      .min(1, { error: 'invalid_value' })
      .max(MONEY_WHEEL_NUMBER_LIST.length, { error: 'invalid_value' }),
  }),
  /** Multiplier roulette takes roulette's bets; a straight on a lucky number pays its multiplier. */
  z.object({
    kind: z.literal('multiplier_roulette'),
    bets: z
      .array(LiveRouletteBetSchema)
      .min(1, { error: 'invalid_value' })
      .max(ROULETTE_BETS_MAX, { error: 'invalid_value' }),
  }),
  z.object({
    kind: z.literal('dice_show'),
    bets: z
      .array(LiveDiceBetSchema)
      .min(1, { error: 'invalid_value' })
      .max(DICE_SHOW_BETS_MAX, { error: 'invalid_value' }),
  }),
  z.object({ kind: z.literal('blackjack'), amount }),
]);
export type LiveBets = z.infer<typeof LiveBetsSchema>;

/**
 * POST /play/live/{tableId}/bet. One bet set per seat per round, sent whole when the player
 * confirms: a second request in the same round is refused (live_already_bet), so the client
 * gathers chips locally ("repeat" and "double" fill that set from the last one) and sends once.
 * A position appears at most once (baccarat kinds, wheel numbers); the kind must match the
 * table's. Each position's amount is at least the table's minimum, the set's total at most its maximum.
 */
export const LiveBetRequestSchema = LiveBetsSchema;
export type LiveBetRequest = z.infer<typeof LiveBetRequestSchema>;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;

/* ---------- Results ---------- */

export const RouletteResultSchema = z.object({
  kind: z.literal('roulette'),
  pocket,
  colour: z.enum(['green', 'red', 'black']),
});
export const BaccaratResultSchema = z.object({
  kind: z.literal('baccarat'),
  player: z.array(LiveCardSchema),
  banker: z.array(LiveCardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  isNatural: z.boolean(),
  isPlayerPair: z.boolean(),
  isBankerPair: z.boolean(),
  /** The shoe the hand was dealt from and where in it the hand started (for the verifier). */
  shoeId: z.string(),
  position: z.number().int(),
  /** The cut card came out: this was the shoe's last hand. */
  isLastHand: z.boolean(),
});
export const MoneyWheelSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number'), number: z.number().int() }),
  z.object({ kind: z.literal('multiplier'), multiplier: z.number().int() }),
]);
export const MoneyWheelResultSchema = z.object({
  kind: z.literal('money_wheel'),
  /** Every spin in order (multiplier segments re-spin); the last landed on `number`. */
  spins: z.array(z.object({ segmentIndex: z.number().int(), segment: MoneyWheelSegmentSchema })),
  number: z.number().int(),
  multiplier: z.number().int(),
});
/** A lucky number of a multiplier roulette round: a straight on it that wins pays `multiplier` to 1. */
export const LuckyNumberSchema = z.object({
  number: pocket,
  multiplier: z.number().int(),
});
export const MultiplierRouletteResultSchema = z.object({
  kind: z.literal('multiplier_roulette'),
  /** Drawn from the round's seed before the ball, in the order drawn. */
  lucky: z.array(LuckyNumberSchema).min(1).max(5),
  pocket,
  colour: z.enum(['green', 'red', 'black']),
});
/** A total with a multiplier in a dice show round: a bet on it that wins pays `multiplier` to 1. */
export const DiceShowMultiplierSchema = z.object({
  total: diceTotal,
  multiplier: z.number().int(),
});
const die = z.number().int().min(1).max(6);
export const DiceShowResultSchema = z.object({
  kind: z.literal('dice_show'),
  /** Drawn from the round's seed before the dice, in the order drawn. */
  lucky: z.array(DiceShowMultiplierSchema).min(1).max(3),
  dice: z.tuple([die, die, die]),
  total: diceTotal,
});
export const BlackjackResultSchema = z.object({
  kind: z.literal('blackjack'),
  /** The first two cards every seat shares. */
  playerCards: z.array(LiveCardSchema),
  /** The dealer's final hand (hole card included). */
  dealerCards: z.array(LiveCardSchema),
  dealerTotal: z.number().int(),
  isDealerBlackjack: z.boolean(),
});
export const LiveRoundResultSchema = z.discriminatedUnion('kind', [
  RouletteResultSchema,
  BaccaratResultSchema,
  MoneyWheelResultSchema,
  MultiplierRouletteResultSchema,
  DiceShowResultSchema,
  BlackjackResultSchema,
]);
export type LiveRoundResult = z.infer<typeof LiveRoundResultSchema>;

/* ---------- Table state ---------- */

/** A blackjack round's shared deal while seats decide (the hole card stays hidden until the dealer plays). */
export const BlackjackDealViewSchema = z.object({
  playerCards: z.array(LiveCardSchema),
  dealerUpCard: LiveCardSchema,
});

export const LiveResultItemSchema = z.object({
  roundId: z.string(),
  roundNo: z.number().int(),
  result: LiveRoundResultSchema,
  settledAt: z.string().nullable(),
});
export type LiveResultItem = z.infer<typeof LiveResultItemSchema>;

/** What everybody sees of a table: the public feed's payload and the base of every table view. */
export const LiveTableStateSchema = z.object({
  id: z.string(),
  kind: z.enum(LIVE_TABLE_KINDS),
  name: z.string(),
  gameId: z.string(),
  gameSlug: z.string(),
  section: z.enum(['livecasino', 'game-shows']),
  bettingMs: z.number().int(),
  decisionMs: z.number().int().nullable(),
  phase: z.enum(LIVE_PHASES),
  /** The current live round (live_rounds.id) and its number at the table. */
  roundId: z.string(),
  roundNo: z.number().int(),
  bettingOpensAt: z.string(),
  bettingClosesAt: z.string(),
  decisionsCloseAt: z.string().nullable(),
  /** The server's clock when this was sent, so clients can correct their own. */
  serverTime: z.string(),
  /** The round's committed server seed (hash), its public client seed and nonce. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Baccarat: the shoe being dealt (its seed hash shown before its first hand). */
  shoe: z
    .object({
      id: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      cardsLeft: z.number().int(),
    })
    .nullable(),
  /** Blackjack during decisions: the shared deal. */
  deal: BlackjackDealViewSchema.nullable(),
  /** The current round's result once drawn (phase result). */
  result: LiveRoundResultSchema.nullable(),
  /** Newest first, at most LIVE_LAST_RESULTS. */
  lastResults: z.array(LiveResultItemSchema),
  /** Seats with bets in the current round. */
  players: z.number().int(),
});
export type LiveTableState = z.infer<typeof LiveTableStateSchema>;

/** Declared return to player of one bet type, in percent with four decimals ("97.2973"). */
export const LiveRtpSchema = z.object({ bet: z.string(), rtpPercent: z.string() });

export const BlackjackHandViewSchema = z.object({
  cards: z.array(LiveCardSchema),
  total: z.number().int(),
  isSoft: z.boolean(),
  isDoubled: z.boolean(),
  isDone: z.boolean(),
  stake: z.string(),
  /** Once settled. */
  result: z.enum(['blackjack', 'win', 'push', 'loss']).nullable(),
  win: z.string().nullable(),
});
/** A blackjack seat as its player sees it. */
export const BlackjackSeatViewSchema = z.object({
  seat: z.number().int(),
  hands: z.array(BlackjackHandViewSchema),
  activeHand: z.number().int(),
  legalActions: z.array(z.enum(BLACKJACK_ACTIONS)),
  /** The basic-strategy move for the active hand, when the seat is still playing. */
  hint: z.enum(BLACKJACK_ACTIONS).nullable(),
  isFinished: z.boolean(),
  /** Decisions taken so far: the next decision's actionIndex. */
  decisions: z.number().int(),
  /**
   * Those decisions in order: with the round's seeds and the seat number they replay the hands on
   * the verifier. Optional because seats recalled from before it was recorded do not have it.
   */
  actions: z.array(z.enum(BLACKJACK_ACTIONS)).optional(),
  /** The decision window closed before the seat finished: its open hands stood. */
  isTimedOut: z.boolean(),
});
export type BlackjackSeatView = z.infer<typeof BlackjackSeatViewSchema>;

/** My seat in the current round (or the last round I bet on, until the next one opens). */
export const LiveSeatSchema = z.object({
  liveRoundId: z.string(),
  /** The seat's game round (history and recall). */
  roundId: z.string(),
  mode: z.enum(['real', 'fun']),
  currency: z.string(),
  bets: LiveBetsSchema,
  stake: z.string(),
  /** Null until settled. */
  win: z.string().nullable(),
  isSettled: z.boolean(),
  blackjack: BlackjackSeatViewSchema.nullable(),
});
export type LiveSeat = z.infer<typeof LiveSeatSchema>;

/** GET /live/tables[/{id}]: the state with limits in the player's currency, the declared RTPs and my seat. */
export const LiveTableViewSchema = LiveTableStateSchema.extend({
  currency: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  /**
   * The multiplier shows: the most one seat can be paid in a round (stake included). Bets whose best case
   * would pay more are refused (live_max_payout_exceeded). Null at tables without such a cap.
   */
  maxPayout: z.string().nullable(),
  rtp: z.array(LiveRtpSchema),
  seat: LiveSeatSchema.nullable(),
  /** With a game session: its balance after the seat's bets. */
  balance: z.string().nullable(),
});
export type LiveTableView = z.infer<typeof LiveTableViewSchema>;
export const LiveTablesSchema = z.object({ tables: z.array(LiveTableViewSchema) });
export const LiveTablesQuerySchema = z.object({
  currency: z.string().length(3).toUpperCase().optional(),
});

/** POST /play/live/{tableId}/bet answers the table with my seat and balance. */
export const LiveBetAnswerSchema = LiveTableViewSchema;

export const LiveHistorySchema = z.object({
  kind: z.enum(LIVE_TABLE_KINDS),
  results: z.array(LiveResultItemSchema),
  /** Roulette: the most and least frequent pockets over the results. */
  hotCold: z
    .object({
      hot: z.array(z.object({ number: z.number().int(), hits: z.number().int() })),
      cold: z.array(z.object({ number: z.number().int(), hits: z.number().int() })),
    })
    .nullable(),
  /** Baccarat: the current shoe's scoreboards. */
  roads: z
    .object({
      beadPlate: z.array(
        z.object({
          column: z.number().int(),
          row: z.number().int(),
          winner: z.enum(['player', 'banker', 'tie']),
          isPlayerPair: z.boolean(),
          isBankerPair: z.boolean(),
        }),
      ),
      bigRoad: z.array(
        z.object({
          column: z.number().int(),
          row: z.number().int(),
          winner: z.enum(['player', 'banker']),
          ties: z.number().int(),
          isPlayerPair: z.boolean(),
          isBankerPair: z.boolean(),
        }),
      ),
      leadingTies: z.number().int(),
    })
    .nullable(),
  /**
   * Baccarat: the last finished shoe with its seed revealed, so the hands dealt from it can be
   * checked on the verifier (its client seed and nonce 0 with each hand's position); null elsewhere.
   */
  previousShoe: z
    .object({
      id: z.string(),
      serverSeedHash: z.string(),
      serverSeed: z.string(),
      clientSeed: z.string(),
    })
    .nullable(),
});
export type LiveHistory = z.infer<typeof LiveHistorySchema>;

/** The public socket's message for a table. */
export type LiveTableMessage = { type: 'live.table'; table: LiveTableState };

/* ---------- Blackjack (unlimited players) ---------- */

/** The rules published on the blackjack table (the engine's BLACKJACK_RULES, in words a client can show). */
export const BlackjackRulesSchema = z.object({
  /** Number of decks, or null for an infinite deck (every card independent: nothing to count). */
  decks: z.number().int().nullable(),
  dealerHitsSoft17: z.boolean(),
  dealerPeeks: z.boolean(),
  /** "3:2". */
  blackjackPays: z.string(),
  doubleOnAnyTwo: z.boolean(),
  doubleAfterSplit: z.boolean(),
  splitsMax: z.number().int(),
  splitAcesOneCard: z.boolean(),
  insurance: z.boolean(),
  surrender: z.boolean(),
  sixCardCharlie: z.boolean(),
  /** What a seat does when its decision window closes. */
  timeoutAction: z.enum(BLACKJACK_ACTIONS),
});
export type BlackjackRules = z.infer<typeof BlackjackRulesSchema>;

/** The declared RTP under basic strategy and how precisely it is known (percentage points, ±). */
export const BlackjackDeclaredRtpSchema = z.object({
  rtpPercent: z.string(),
  precisionPercent: z.string(),
  method: z.enum(['exact', 'simulation']),
  strategy: z.literal('basic'),
});

/** GET /play/live/{tableId}/blackjack?hint=1: the table view with the rules, the RTP and (asked for) my hint. */
export const LiveBlackjackTableQuerySchema = LiveTablesQuerySchema.extend({
  hint: z.enum(['0', '1']).optional(),
});
export const LiveBlackjackTableSchema = LiveTableViewSchema.extend({
  rules: BlackjackRulesSchema,
  basicStrategyRtp: BlackjackDeclaredRtpSchema,
});
export type LiveBlackjackTable = z.infer<typeof LiveBlackjackTableSchema>;

/**
 * POST /play/live/{tableId}/blackjack/action. `actionIndex` (the seat view's `decisions`) makes a
 * retried request harmless: the decision at that index is applied and paid for once.
 */
export const LiveBlackjackDecisionRequestSchema = z.object({
  action: z.enum(BLACKJACK_ACTIONS, { error: 'invalid_value' }),
  actionIndex: z.number().int().min(0).max(128).optional(),
  /** Answer with the basic-strategy hint for the next decision. */
  hint: z.boolean().optional(),
});
export type LiveBlackjackDecisionRequest = z.infer<typeof LiveBlackjackDecisionRequestSchema>;
export const LiveBlackjackDecisionAnswerSchema = z.object({
  seat: BlackjackSeatViewSchema,
  /** The shared deal (the dealer's up card) the seat plays against. */
  deal: BlackjackDealViewSchema,
  decisionsCloseAt: z.string(),
  balance: z.string(),
});
export type LiveBlackjackDecisionAnswer = z.infer<typeof LiveBlackjackDecisionAnswerSchema>;
