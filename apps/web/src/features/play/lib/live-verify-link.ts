import type { Round, RoundOutcomeOf } from '@orca/contracts';
import { VERIFIER_PATH } from '../../../lib/verify-link';

type LiveOutcome = RoundOutcomeOf<'live'>;

/** Why a live seat cannot be verified yet: its result is not drawn, or (baccarat) its shoe is still being dealt. */
export type LiveVerifyPending = 'notDrawn' | 'shoeNotFinished';

/**
 * The verifier's inputs for a live seat. Roulette, the money wheel and blackjack draw from the
 * round's own seeds (public client seed and nonce, the seed revealed once the result is drawn);
 * blackjack adds the seat and its decisions. A baccarat hand comes from its shoe's seeds (nonce 0)
 * at the hand's position, which are revealed when the shoe's last hand is dealt.
 */
export function liveVerifyQueryOf(
  outcome: LiveOutcome,
  fair: Round['fair'],
): URLSearchParams | LiveVerifyPending {
  const result = outcome.result;
  if (!result) return 'notDrawn';
  if (result.kind === 'baccarat') {
    if (!outcome.shoeServerSeed || !outcome.shoeClientSeed) return 'shoeNotFinished';
    const query = new URLSearchParams({
      game: 'baccarat',
      serverSeed: outcome.shoeServerSeed,
      clientSeed: outcome.shoeClientSeed,
      nonce: '0',
      position: String(result.position),
    });
    if (outcome.shoeServerSeedHash) query.set('serverSeedHash', outcome.shoeServerSeedHash);
    return query;
  }
  if (!outcome.serverSeed || !fair) return 'notDrawn';
  const query = new URLSearchParams({
    game: result.kind,
    serverSeed: outcome.serverSeed,
    clientSeed: fair.clientSeed,
    nonce: String(fair.nonce),
  });
  // A seat recalled from before decisions were recorded replays only the shared deal and the dealer.
  const seat = outcome.blackjack;
  if (result.kind === 'blackjack' && seat && (seat.actions !== undefined || seat.decisions === 0)) {
    query.set('seat', String(seat.seat));
    if (seat.actions && seat.actions.length > 0) query.set('actions', seat.actions.join(','));
  }
  query.set('serverSeedHash', fair.serverSeedHash);
  return query;
}

/** The verifier's address for a live seat's query. */
export const liveVerifyHref = (query: URLSearchParams) => `${VERIFIER_PATH}?${query.toString()}`;
