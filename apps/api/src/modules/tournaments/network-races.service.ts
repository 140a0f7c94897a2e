import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './network-races.repository.ts';

export type {
  NetworkRaceText,
  NetworkRaceValues,
  WinTotalRow,
} from './network-races.repository.ts';

/**
 * Network promotions are kept as races of kind 'network' (decision 017): the provider's side
 * (play/provider-wallet) stores and reads them, and books their wins, only through these, each in
 * the caller's transaction.
 */

/** What a network promotion keeps in `scoring_params`: its published pool (the promoWin cap), drops and prizes as published. */
export interface NetworkParams {
  /** Minor units per currency. */
  prizePool: Record<string, string>;
  drops?: { currency: string; amount: string; chance: string; perDay: number };
  minBet?: { currency: string; amount: string };
}

/**
 * Creates or replaces a provider's promotion (its own id is the key) with its texts. Produces
 * validation_error when another race holds the address.
 */
export async function storeNetworkRace(
  tx: Executor,
  p: {
    providerId: string;
    externalId: string;
    values: repo.NetworkRaceValues & { scoringParams: NetworkParams };
    texts: readonly repo.NetworkRaceText[];
  },
): Promise<{ id: bigint; standingsAt: Date | null }> {
  const owners = await repo.ownersOfUrl(tx, p.values.url);
  if (owners.some((o) => o.providerId !== p.providerId || o.externalId !== p.externalId))
    throw new AppError('validation_error', {
      params: { field: 'url', reason: 'another tournament uses this address' },
    });
  const row = await repo.upsert(tx, p.providerId, p.externalId, p.values);
  if (!row)
    throw new AppError('validation_error', {
      params: { field: 'promotionId', reason: 'not stored' },
    });
  await repo.replaceTexts(tx, row.id, p.texts);
  return row;
}

/** Replaces a promotion's standings (its status follows the clock); null when there is no such promotion. */
export async function setNetworkStandings(
  db: Executor,
  providerId: string,
  externalId: string,
  standings: unknown,
  at: Date,
): Promise<{ id: bigint; url: string; gameIds: string[] } | null> {
  return (await repo.setStandings(db, providerId, externalId, standings, at)) ?? null;
}

/**
 * Locks a provider's promotion for the transaction: the lock that makes a pool check and the
 * win's booking one step. Null when there is no such promotion.
 */
export async function lockNetworkRace(
  tx: Executor,
  providerId: string,
  externalId: string,
): Promise<{ id: bigint; params: NetworkParams } | null> {
  const row = await repo.lock(tx, providerId, externalId);
  return row ? { id: BigInt(row.id), params: row.scoring_params as NetworkParams } : null;
}

/** Whether the provider's transaction id was already booked as a win. */
export const isWinBooked = (tx: Executor, providerId: string, transactionId: string) =>
  repo.hasWin(tx, providerId, transactionId);

/** What a promotion paid so far in a currency, in minor units. */
export const paidFromPool = (
  tx: Executor,
  providerId: string,
  externalId: string,
  currency: string,
): Promise<bigint> => repo.paidMinor(tx, providerId, externalId, currency);

/** Books a credited win against its promotion, for the operator's invoice. */
export const bookWin = (tx: Executor, win: Parameters<typeof repo.insertWin>[1]) =>
  repo.insertWin(tx, win);

/** A race's title in a language, else in English; null when it has neither. */
export async function raceTitle(
  tx: Executor,
  id: bigint,
  language: string,
): Promise<string | null> {
  const titles = await repo.titles(tx, id, [language, 'en']);
  return (
    titles.find((t) => t.language === language)?.title ??
    titles.find((t) => t.language === 'en')?.title ??
    null
  );
}

/** Per promotion and currency, what each provider paid through promoWin, newest promotions first. */
export const promotionWinTotals = (db: Executor) => repo.winTotals(db);
