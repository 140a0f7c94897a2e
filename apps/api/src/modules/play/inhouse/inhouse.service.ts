import type { SeedsSchema } from '@orca/contracts';
import type { z } from 'zod';
import { hashServerSeed } from '@orca/games/rng/fair';
import type { Executor } from '../../../db/client.ts';
import { AppError, assert } from '../../../platform/errors.ts';
import { newSeedPair } from '../fairness/fair.service.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { createInstantPlay } from './inhouse.instant.ts';
import { createMinesPlay } from './inhouse.mines.ts';
import { createRoundSteps, type InhouseDeps } from './inhouse.steps.ts';

type Seeds = z.infer<typeof SeedsSchema>;

/**
 * Orca's own games: every bet takes a nonce of the player's seed pair, plays the pure engine on
 * the provably-fair floats, and stores the round with its bet and win in one transaction through
 * the same wallet operations external providers use. Fun sessions move only their virtual money.
 */
export function createInhouseService(deps: InhouseDeps) {
  const { db, wallet, fair, rounds } = deps;
  const steps = createRoundSteps(deps);
  const { open, fairStateOf, stakeOf, assertMayPlay, takeStake, settleRound, answer } = steps;

  return {
    open,
    fairStateOf,
    stakeOf,
    assertMayPlay,
    takeStake,
    settleRound,
    answer,

    /** Locks the real-money sessions' balances at once, before settling many players' rounds in `tx`. */
    holdBalances: (tx: Executor, sessions: GameSessionRow[]) =>
      wallet.hold(
        tx,
        sessions.flatMap((session) =>
          session.mode === 'real' && session.playerId !== null
            ? [{ playerId: session.playerId, currency: session.currency }]
            : [],
        ),
      ),

    ...createInstantPlay(deps, steps),

    /**
     * Changes the seeds a game session plays with and reveals the server seed they replace, so
     * every round played with it can be verified: the player's pair for real money, the session's
     * own for fun. Produces game_session_invalid and round_in_progress (a mines round is running).
     */
    async rotateSeeds(sessionToken: string, clientSeed?: string): Promise<Seeds> {
      const session = await deps.launch.resolve(sessionToken);
      if (session.mode === 'real') {
        assert(session.playerId !== null, 'real sessions belong to a player');
        return fair.rotate(session.playerId, clientSeed);
      }
      return inTransaction(db, async (tx) => {
        const next = newSeedPair(clientSeed ?? session.funClientSeed ?? undefined);
        const before = await deps.launch.rotateFun(tx, session.id, next);
        assert(before?.funServerSeed && before.funClientSeed, 'fun sessions carry their seeds');
        if (await rounds.hasOpenInSession(tx, session.id)) throw new AppError('round_in_progress');
        return {
          current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
          previous: {
            serverSeed: before.funServerSeed,
            serverSeedHash: hashServerSeed(before.funServerSeed),
            clientSeed: before.funClientSeed,
            nonceCount: before.funNonce,
          },
        };
      });
    },

    ...createMinesPlay(deps, steps),
  };
}

export type InhouseService = ReturnType<typeof createInhouseService>;
