import type { FairState, OpenRoundSchema, RoundPlaySchema, SeedsSchema } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { gameSessionHeaders } from './game-session';

export type RoundPlay = z.infer<typeof RoundPlaySchema>;
export type Seeds = z.infer<typeof SeedsSchema>;
export type OpenRound = z.infer<typeof OpenRoundSchema>;
export type { FairState };

/** The play calls of the in-house games, all under /play with the game session's header. */
export type PlayPath =
  | '/play/slot/spin'
  | '/play/dice'
  | '/play/limbo'
  | '/play/keno'
  | '/play/plinko'
  | '/play/mines/start'
  | '/play/mines/reveal'
  | '/play/mines/cashout'
  | '/play/crash/bet'
  | '/play/crash/cashout';

/**
 * Places a bet (or takes a step of an open round). Produces bet_out_of_range, insufficient_funds,
 * self_excluded, game_session_invalid, validation_error and the game's own codes.
 */
export function playRound(sessionToken: string, path: PlayPath, body: object): Promise<RoundPlay> {
  return api<RoundPlay>('POST', path, body, gameSessionHeaders(sessionToken));
}

/**
 * Changes the session's seeds and reveals the server seed they replace. Produces validation_error
 * (client seed), round_in_progress, game_session_invalid.
 */
export function rotateGameSeeds(sessionToken: string, clientSeed: string): Promise<Seeds> {
  return api<Seeds>('POST', '/play/fair/rotate', { clientSeed }, gameSessionHeaders(sessionToken));
}

/** The session's balance now. Produces game_session_invalid. */
export function getPlayBalance(
  sessionToken: string,
): Promise<{ balance: string; currency: string }> {
  return api('GET', '/play/balance', undefined, gameSessionHeaders(sessionToken));
}

/**
 * The round the player left open on this game (a reload launches a new game session, and the
 * round stays with the player). Produces game_session_invalid.
 */
export function getOpenRound(sessionToken: string): Promise<OpenRound> {
  return api<OpenRound>('GET', '/play/round/open', undefined, gameSessionHeaders(sessionToken));
}

/** Read once when the game opens; from then on the game's own answers keep the round current. */
export function useOpenRound(sessionToken: string) {
  return useQuery({
    queryKey: queryKeys.gameClient.openRound(sessionToken),
    queryFn: () => getOpenRound(sessionToken),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
