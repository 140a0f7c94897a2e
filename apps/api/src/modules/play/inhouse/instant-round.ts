import type { FairState } from '@orca/contracts';
import type { GameRow } from '../../games/catalogue.service.ts';
import { slotOf, type InstantRequest, type InstantResult } from './engines.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import type { RoundRow } from '../rounds/rounds.service.ts';

/** In-house games are Orca's own provider in the ledger and the rounds table. */
export const INHOUSE_PROVIDER = 'orca';

/** One instant round asked for: a slot spin, dice, limbo, keno or plinko bet. */
export interface InstantPlay {
  session: GameSessionRow;
  game: GameRow;
  request: InstantRequest;
  stakeMinor: bigint;
}

/** A played instant round: its record, the balance after it and the fairness state of the next bet. */
export interface InstantPlayed {
  row: RoundRow;
  balanceMinor: bigint;
  next: FairState;
}

/** The share of a stake a jackpot slot adds to its pool. */
export function contributionOf(game: GameRow, costMinor: bigint): bigint {
  const share = slotOf(game.engine)?.jackpot?.contributionShare ?? 0;
  return (costMinor * BigInt(Math.round(share * 10_000))) / 10_000n;
}

/** The closed round of an instant bet, as stored: written once, after its money moved. */
export function instantRecord(
  play: InstantPlay,
  round: {
    id: string;
    result: InstantResult;
    costMinor: bigint;
    winMinor: bigint;
    jackpotMinor: bigint;
    balanceBeforeMinor: bigint;
    balanceAfterMinor: bigint;
    fair: { seedId: bigint | null; serverSeedHash: string; clientSeed: string; nonce: number };
  },
) {
  const { session, game } = play;
  return {
    id: round.id,
    providerId: INHOUSE_PROVIDER,
    gameId: game.id,
    playerId: session.playerId,
    sessionId: session.id,
    mode: session.mode,
    currency: session.currency,
    betMinor: round.costMinor,
    winMinor: round.winMinor + round.jackpotMinor,
    balanceBeforeMinor: round.balanceBeforeMinor,
    balanceAfterMinor: round.balanceAfterMinor,
    status: 'closed' as const,
    closedAt: new Date(),
    outcome: {
      ...round.result.outcome,
      isJackpotHit: round.result.isJackpotHit,
      ...(round.jackpotMinor > 0n ? { jackpotMinor: round.jackpotMinor.toString() } : {}),
    },
    ...round.fair,
  };
}
