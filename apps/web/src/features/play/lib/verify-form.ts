import {
  BLACKJACK_ACTIONS,
  DiceRequestSchema,
  KenoRequestSchema,
  LimboRequestSchema,
  MinesStartRequestSchema,
  PlinkoRequestSchema,
  VerifyQuerySchema,
} from '@orca/contracts';
import { z } from 'zod';

/**
 * The games the verifier page offers (the in-house games players can bet on). Live roulette
 * verifies as roulette; the live tables' other games by their own names.
 */
export const VERIFIER_GAMES = [
  'dice',
  'limbo',
  'keno',
  'plinko',
  'mines',
  'slot',
  'crash',
  'roulette',
  'baccarat',
  'money_wheel',
  'multiplier_roulette',
  'dice_show',
  'blackjack',
  'virtual_football',
] as const;
export type VerifierGame = (typeof VERIFIER_GAMES)[number];
/** The live tables' games: their seeds are the round's (or the baccarat shoe's), not the player's. */
export const LIVE_VERIFIER_GAMES: readonly VerifierGame[] = [
  'roulette',
  'baccarat',
  'money_wheel',
  'multiplier_roulette',
  'dice_show',
  'blackjack',
];

const TEXT_FIELDS = [
  'serverSeed',
  'clientSeed',
  'nonce',
  'target',
  'direction',
  'picks',
  'risk',
  'rows',
  'mines',
  'title',
  'hash',
  'position',
  'seat',
  'actions',
  'serverSeedHash',
  'league',
  'home',
  'away',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type VerifyFormValues = { game: VerifierGame; bonusBuy: boolean } & Record<
  TextField,
  string
>;

/** What each game takes besides its seeds; crash needs only its game hash. */
export const GAME_FIELDS: Record<VerifierGame, readonly TextField[]> = {
  dice: ['target', 'direction'],
  limbo: ['target'],
  keno: ['picks', 'risk'],
  plinko: ['rows', 'risk'],
  mines: ['mines'],
  slot: ['title'],
  crash: ['hash'],
  roulette: [],
  baccarat: ['position'],
  money_wheel: [],
  multiplier_roulette: [],
  dice_show: [],
  blackjack: ['seat', 'actions'],
  virtual_football: ['league', 'home', 'away'],
};
/**
 * Fields a game may go without: a baccarat hand defaults to the shoe's first, and a blackjack
 * round without a seat shows the shared deal and the dealer only (a seat without decisions stood).
 */
const OPTIONAL_FIELDS: ReadonlySet<TextField> = new Set(['position', 'seat', 'actions']);
const SEED_FIELDS: readonly TextField[] = ['serverSeed', 'clientSeed', 'nonce'];
export const needsSeeds = (game: VerifierGame) => game !== 'crash';
/** A virtual match needs only its server seed: its client seed is the league's published one, and it has no nonce. */
export const hasPlayerSeeds = (game: VerifierGame) =>
  needsSeeds(game) && game !== 'virtual_football';
const seedFieldsOf = (game: VerifierGame): readonly TextField[] =>
  !needsSeeds(game) ? [] : hasPlayerSeeds(game) ? SEED_FIELDS : ['serverSeed'];

/** A blackjack seat's decisions as typed ("hit, stand" or "hit stand"), in order. */
const actionsOf = (actions: string): string[] =>
  actions
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((a) => a.toLowerCase());
const isAction = (action: string) => (BLACKJACK_ACTIONS as readonly string[]).includes(action);
/** The decisions a seat can take in one round at most (the API's own bound). */
const ACTIONS_MAX = 128;

/**
 * Keno squares are numbered 1–40 by the engine (packages/games keno), in links and on screen alike.
 * The contracts' KenoRequestSchema says 0–39, which disagrees with the engine, so the form checks
 * the engine's rule itself and lets the API have the last word.
 */
export const KENO_SQUARES = 40;
const KENO_PICKS_MAX = 10;
const picksOf = (picks: string): number[] =>
  picks
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
const isValidPicks = (picks: number[]) =>
  picks.length >= 1 &&
  picks.length <= KENO_PICKS_MAX &&
  new Set(picks).size === picks.length &&
  picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_SQUARES);

const isGame = (value: string | null): value is VerifierGame =>
  (VERIFIER_GAMES as readonly string[]).includes(value ?? '');

/** The form as a link (or the back button) left it; anything missing is empty. */
export function valuesFromQuery(query: URLSearchParams): VerifyFormValues {
  const text = (field: TextField) => query.get(field) ?? '';
  const game = query.get('game');
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
    TextField,
    string
  >;
  return {
    ...values,
    game: isGame(game) ? game : 'dice',
    direction: values.direction || 'over',
    risk: values.risk || 'low',
    picks: values.picks.split(',').filter(Boolean).join(', '),
    actions: values.actions.split(',').filter(Boolean).join(', '),
    bonusBuy: ['1', 'true'].includes(query.get('bonusBuy') ?? ''),
  };
}

/** The query GET /fair/verify takes (only the chosen game's fields), plus the hash to compare with. */
export function queryFromValues(values: VerifyFormValues): URLSearchParams {
  const query = new URLSearchParams({ game: values.game });
  const fields = [...seedFieldsOf(values.game), ...GAME_FIELDS[values.game]];
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) continue;
    query.set(
      field,
      field === 'picks'
        ? picksOf(value).join(',')
        : field === 'actions'
          ? actionsOf(value).join(',')
          : value,
    );
  }
  if (values.game === 'slot' && values.bonusBuy) query.set('bonusBuy', '1');
  if (needsSeeds(values.game) && values.serverSeedHash.trim())
    query.set('serverSeedHash', values.serverSeedHash.trim().toLowerCase());
  return query;
}

/** Fields whose limits the page words itself. */
const RANGE_MESSAGES: Partial<Record<string, string>> = {
  rows: 'play.verifier.errors.rows',
  mines: 'play.verifier.errors.mines',
  hash: 'play.verifier.errors.hash',
  position: 'play.verifier.errors.position',
  seat: 'play.verifier.errors.seat',
};

/** Our own message keys pass through; zod's built-in texts become the catalogue's "invalid value". */
const keyOf = (message: string) => (/^[a-z_]+$/.test(message) ? message : 'invalid_value');

/**
 * The form's rules, from the contracts: the verify query's own schema plus each game's bet
 * schema (dice targets, keno picks, plinko rows, mines), so the page asks for exactly what a
 * round could have had. Messages are keys under `validation.` or `play.verifier.errors.`.
 */
export const VerifyFormSchema = z
  .object({
    game: z.enum(VERIFIER_GAMES),
    bonusBuy: z.boolean(),
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
      TextField,
      z.ZodString
    >),
  })
  .superRefine((values, ctx) => {
    const fail = (path: TextField, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const required = [
      ...seedFieldsOf(values.game),
      ...GAME_FIELDS[values.game].filter((field) => !OPTIONAL_FIELDS.has(field)),
    ];
    const missing = required.filter((field) => !values[field].trim());
    // A seat's decisions mean nothing without the seat they were taken at.
    if (values.game === 'blackjack' && values.actions.trim() && !values.seat.trim())
      missing.push('seat');
    for (const field of missing) fail(field, 'required');
    if (missing.length > 0) return;

    const query = Object.fromEntries(queryFromValues(values));
    const parsed = VerifyQuerySchema.safeParse(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (TEXT_FIELDS as readonly string[]).includes(field))
          fail(field as TextField, RANGE_MESSAGES[field] ?? keyOf(issue.message));
      }
      return;
    }
    const number = (value: string) => Number(value.trim());
    switch (values.game) {
      case 'dice':
        if (!DiceRequestSchema.shape.target.safeParse(number(values.target)).success)
          fail('target', 'play.verifier.errors.diceTarget');
        break;
      case 'limbo':
        if (!LimboRequestSchema.shape.target.safeParse(number(values.target)).success)
          fail('target', 'play.verifier.errors.limboTarget');
        break;
      case 'keno':
        if (!isValidPicks(picksOf(values.picks))) fail('picks', 'keno_picks');
        if (!KenoRequestSchema.shape.risk.safeParse(values.risk).success)
          fail('risk', 'invalid_value');
        break;
      case 'plinko':
        if (!PlinkoRequestSchema.shape.rows.safeParse(number(values.rows)).success)
          fail('rows', 'play.verifier.errors.rows');
        if (!PlinkoRequestSchema.shape.risk.safeParse(values.risk).success)
          fail('risk', 'invalid_value');
        break;
      case 'mines':
        if (!MinesStartRequestSchema.shape.mines.safeParse(number(values.mines)).success)
          fail('mines', 'play.verifier.errors.mines');
        break;
      case 'blackjack': {
        const actions = actionsOf(values.actions);
        if (actions.length > ACTIONS_MAX || !actions.every(isAction))
          fail('actions', 'play.verifier.errors.actions');
        break;
      }
      case 'slot':
      case 'crash':
      case 'roulette':
      case 'baccarat':
      case 'money_wheel':
      case 'multiplier_roulette':
      case 'dice_show':
      case 'virtual_football':
        break;
    }
  });

/** Whether a query (say, from a round's link) is complete enough to verify straight away. */
export function isCompleteQuery(query: URLSearchParams): boolean {
  return query.has('game') && VerifyFormSchema.safeParse(valuesFromQuery(query)).success;
}
