import type { z } from 'zod';
import type {
  DiceRequestSchema,
  KenoRequestSchema,
  LimboRequestSchema,
  PlinkoRequestSchema,
  RoundOutcomeOf,
  SlotSpinRequestSchema,
} from '@orca/contracts';
import { playDice } from '@orca/games/fast/dice';
import { playKeno } from '@orca/games/fast/keno';
import { playLimbo } from '@orca/games/fast/limbo';
import { minePositions } from '@orca/games/fast/mines';
import { playPlinko } from '@orca/games/fast/plinko';
import type { FloatSource } from '@orca/games/rng/float-source';
import { ratio, type Ratio } from '@orca/games/rng/payout';
import { playSlotRound } from '@orca/games/slots/engine';
import { slotTitleById } from '@orca/games/slots/registry';
import type { SlotConfig } from '@orca/games/slots/types';
import { AppError, FieldRuleError } from '../../../platform/errors.ts';

/**
 * The adapter between the catalogue's `engine` names and the pure engines of @orca/games. Every
 * instant game answers the same shape: what the round costs in bet multiples, what it pays, and
 * the outcome to store and show. The floats come from the provably-fair stream, nothing else.
 */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An instant game's outcome as its engine describes it; the round's record adds the jackpot fields. */
export type InstantOutcome = DistributiveOmit<
  RoundOutcomeOf<'slot' | 'dice' | 'limbo' | 'keno' | 'plinko'>,
  'isJackpotHit' | 'jackpotMinor'
>;

export interface InstantResult {
  /** The round's price as a multiple of the stake (the bonus-buy price, else 1). */
  cost: Ratio;
  /** The payout as a multiple of the stake. */
  payout: Ratio;
  outcome: InstantOutcome;
  isJackpotHit: boolean;
}

export type InstantRequest =
  | { kind: 'slot'; input: z.output<typeof SlotSpinRequestSchema> }
  | { kind: 'dice'; input: z.output<typeof DiceRequestSchema> }
  | { kind: 'limbo'; input: z.output<typeof LimboRequestSchema> }
  | { kind: 'keno'; input: z.output<typeof KenoRequestSchema> }
  | { kind: 'plinko'; input: z.output<typeof PlinkoRequestSchema> };

export function slotOf(engine: string | null): SlotConfig | null {
  if (!engine?.startsWith('slot:')) return null;
  return slotTitleById(engine.slice('slot:'.length)) ?? null;
}

/** Which request kind a game's engine accepts; a mismatch is the caller's mistake. */
export function kindOf(engine: string | null): InstantRequest['kind'] | 'mines' | 'crash' | null {
  if (engine === null) return null;
  if (engine.startsWith('slot:')) return 'slot';
  if (
    engine === 'dice' ||
    engine === 'limbo' ||
    engine === 'keno' ||
    engine === 'plinko' ||
    engine === 'mines' ||
    engine === 'crash'
  )
    return engine;
  return null;
}

const hundredthsOf = (value: number) => Math.round(value * 100);
const ONE = ratio(1, 1);

/** The request field an engine's RangeError is about, per game: what the player must change. */
const FIELD_OF: Record<string, string> = {
  slot: 'isBonusBuy',
  dice: 'target',
  limbo: 'target',
  keno: 'picks',
  plinko: 'rows',
  mines: 'mines',
};

/**
 * Runs an engine, turning the RangeError it throws for parameters it cannot play (a dice target
 * with a 99.9% chance, say) into a validation error on the field, never an internal error.
 */
export function withFieldErrors<T>(kind: string, play: () => T): T {
  try {
    return play();
  } catch (error) {
    if (error instanceof RangeError)
      throw new FieldRuleError('validation_error', FIELD_OF[kind] ?? '(body)', 'invalid_value');
    throw error;
  }
}

/** Plays one instant round. Produces game_unavailable when the game's engine is not the one asked for, validation_error for parameters it cannot play. */
export function playInstant(
  engine: string | null,
  floats: FloatSource,
  request: InstantRequest,
): InstantResult {
  if (kindOf(engine) !== request.kind) throw new AppError('game_unavailable');
  return withFieldErrors(request.kind, () => playChecked(engine, floats, request));
}

function playChecked(
  engine: string | null,
  floats: FloatSource,
  request: InstantRequest,
): InstantResult {
  switch (request.kind) {
    case 'slot': {
      const config = slotOf(engine);
      if (!config) throw new AppError('game_unavailable');
      if (request.input.isBonusBuy && !config.bonusBuy) throw new AppError('game_unavailable');
      const round = playSlotRound(config, floats, { isBonusBuy: request.input.isBonusBuy });
      return {
        cost: ratio(round.costX, 1),
        payout: ratio(round.totalWinX100, 100),
        isJackpotHit: round.isJackpotHit,
        outcome: {
          kind: 'slot',
          title: config.id,
          isBonusBuy: request.input.isBonusBuy,
          spins: round.spins,
          totalWinX100: round.totalWinX100,
          freeSpinsPlayed: round.freeSpinsPlayed,
        },
      };
    }
    case 'dice': {
      const bet = {
        direction: request.input.direction,
        targetHundredths: hundredthsOf(request.input.target),
      };
      const result = playDice(floats, bet);
      return {
        cost: ONE,
        payout: result.multiplier,
        isJackpotHit: false,
        outcome: {
          kind: 'dice',
          ...bet,
          rollHundredths: result.rollHundredths,
          isWin: result.isWin,
        },
      };
    }
    case 'limbo': {
      const targetHundredths = hundredthsOf(request.input.target);
      const result = playLimbo(floats, targetHundredths);
      return {
        cost: ONE,
        payout: result.multiplier,
        isJackpotHit: false,
        outcome: {
          kind: 'limbo',
          targetHundredths,
          pointHundredths: result.pointHundredths,
          isWin: result.isWin,
        },
      };
    }
    case 'keno': {
      const result = playKeno(floats, request.input.risk, request.input.picks);
      return {
        cost: ONE,
        payout: result.multiplier,
        isJackpotHit: false,
        outcome: {
          kind: 'keno',
          risk: request.input.risk,
          picks: request.input.picks,
          drawn: result.drawn,
          hits: result.hits,
        },
      };
    }
    case 'plinko': {
      const result = playPlinko(floats, request.input.rows, request.input.risk);
      return {
        cost: ONE,
        payout: result.multiplier,
        isJackpotHit: false,
        outcome: {
          kind: 'plinko',
          rows: request.input.rows,
          risk: request.input.risk,
          path: result.path,
          slot: result.slot,
        },
      };
    }
  }
}

/** Mines: where the mines are is fixed at the start from the fair floats; the player then reveals tiles. */
export function minesLayout(floats: FloatSource, mines: number): number[] {
  return minePositions(floats, mines);
}
