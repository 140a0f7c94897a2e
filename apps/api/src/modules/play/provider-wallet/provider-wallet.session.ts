import { formatMinor, parseMinor } from '@orca/contracts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { GameSessionRow } from '../launch/launch.service.ts';
import type { ProviderWalletDeps } from './provider-wallet.service.ts';

/** What every money call of a provider names; the transaction id is the provider's. */
export interface ProviderCall {
  providerId: string;
  sessionToken: string;
  transactionId: string;
  roundId: string;
}

export type ProviderSession = GameSessionRow & { playerId: bigint; game: GameRow };

/**
 * The real-money session of this provider behind a token, and its game whether or not it is
 * enabled (wins and rollbacks settle what was staked before an operator disabled it). Produces
 * game_session_invalid.
 */
export async function sessionOf(
  deps: Pick<ProviderWalletDeps, 'launch' | 'catalogue'>,
  providerId: string,
  sessionToken: string,
  isExpiryChecked: boolean,
): Promise<ProviderSession> {
  const session = await deps.launch.resolve(sessionToken, { isExpiryChecked });
  const game = await deps.catalogue.get(session.gameId);
  if (game.providerId !== providerId || session.mode !== 'real' || session.playerId === null)
    throw new AppError('game_session_invalid');
  return { ...session, playerId: session.playerId, game };
}

/**
 * The round a call names, created on its first call. Round ids are the provider's, so a call may
 * name a round another player (or another game or currency) opened: it is refused before any
 * money moves. Produces invalid_transaction.
 */
export async function roundOf(
  rounds: ProviderWalletDeps['rounds'],
  tx: Executor,
  session: GameSessionRow,
  call: Pick<ProviderCall, 'providerId' | 'roundId'>,
) {
  const round = await rounds.ensure(tx, {
    providerId: call.providerId,
    externalRoundId: call.roundId,
    gameId: session.gameId,
    playerId: session.playerId,
    sessionId: session.id,
    mode: 'real',
    currency: session.currency,
  });
  if (
    round.playerId !== session.playerId ||
    round.gameId !== session.gameId ||
    round.currency !== session.currency ||
    round.mode !== 'real'
  )
    throw new AppError('invalid_transaction');
  return round;
}

export function amountOf(value: string): bigint {
  const minor = parseMinor(value);
  if (minor === null)
    throw new AppError('validation_error', {
      params: { field: 'amount', reason: 'not an amount' },
    });
  return minor;
}

export function checkCurrency(session: GameSessionRow, currency: string) {
  if (currency !== session.currency)
    throw new AppError('validation_error', {
      params: { field: 'currency', reason: `the session plays in ${session.currency}` },
    });
}

export const balanceText = (b: { cashMinor: bigint; bonusMinor: bigint }) =>
  formatMinor(b.cashMinor + b.bonusMinor);
