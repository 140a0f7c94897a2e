import {
  formatMinor,
  PAYMENT_CHECKOUT_EXPIRY_MINUTES,
  type TransactionsQuerySchema,
  type TransactionsPage,
} from '@orca/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as repo from './history.repository.ts';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The player's deposits and withdrawals, newest first, with the spec's filters. */
export function createHistoryService(db: Database) {
  return {
    async transactions(
      playerId: bigint,
      query: z.output<typeof TransactionsQuerySchema>,
    ): Promise<TransactionsPage> {
      const filter: repo.HistoryFilter = {
        playerId,
        from: query.date_from ? new Date(`${query.date_from}T00:00:00Z`) : null,
        toExclusive: query.date_to
          ? new Date(new Date(`${query.date_to}T00:00:00Z`).getTime() + DAY_MS)
          : null,
        type: query.type ?? null,
        method: query.payment_method || null,
        expiredUpTo: new Date(Date.now() - PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000),
      };
      const [rows, total, paymentMethods] = await Promise.all([
        repo.page(db, filter, query.limit, query.offset),
        repo.count(db, filter),
        repo.methodsUsed(db, playerId),
      ]);
      return {
        transactions: rows.map((row) => ({
          trans_id: row.id,
          type: row.type,
          payment_method: row.method,
          status: row.status,
          details: row.details,
          amount: formatMinor(BigInt(row.amount_minor)),
          fee: formatMinor(BigInt(row.fee_minor)),
          currency: row.currency,
          message: row.message || null,
          date_requested: iso(row.requested_at),
          processed_at: row.processed_at === null ? null : iso(row.processed_at),
          ...(row.tx_hash === null
            ? {}
            : {
                tx_hash: row.tx_hash,
                confirmations: Number(row.confirmations),
                confirmations_required: Number(row.confirmations_required),
              }),
        })),
        total,
        limit: query.limit,
        offset: query.offset,
        paymentMethods,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
