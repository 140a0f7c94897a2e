import { CRYPTO_DEPOSIT_METHODS, type CryptoRate } from '@orca/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { cryptoRates } from '../../db/schema/cashier.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';

/**
 * One change moves a rate at most this share from the rate in use: a rate values deposits, so a
 * single operator's typo or worse cannot make a small deposit credit a fortune. Larger moves are
 * made in steps, each audited.
 */
const MAX_CHANGE = 0.25;

/** The assets the cashier takes (ETH, USDT, LTC), each once. */
const ASSETS = [...new Set(Object.values(CRYPTO_DEPOSIT_METHODS).map((m) => m.asset))];

/** The rates operators set, by asset. */
export async function storedRates(db: Executor): Promise<Record<string, string>> {
  const rows = await db.select().from(cryptoRates);
  return Object.fromEntries(rows.map((row) => [row.asset, row.eurPerUnit]));
}

/**
 * The operator's crypto rates in the Treasury: each asset's rate in use (set here, else the
 * configured one) and setting one, audited with what it was before.
 */
export function createCryptoRatesAdmin(deps: {
  db: Database;
  configured: Readonly<Record<string, string>>;
  isTickerFirst: boolean;
}) {
  const { db } = deps;

  async function list(): Promise<CryptoRate[]> {
    const rows = new Map((await db.select().from(cryptoRates)).map((row) => [row.asset, row]));
    return ASSETS.map((asset) => {
      const stored = rows.get(asset);
      const configured = deps.configured[asset] ?? null;
      return {
        asset,
        eurPerUnit: stored?.eurPerUnit ?? configured,
        source: stored ? 'back_office' : configured ? 'configuration' : 'none',
        updatedBy: stored?.updatedBy.toString() ?? null,
        updatedAt: stored?.updatedAt.toISOString() ?? null,
        isTickerFirst: deps.isTickerFirst,
      };
    });
  }

  return {
    list,

    /**
     * Sets an asset's rate from now on. Produces not_found for an asset the cashier does not take,
     * crypto_rate_change_too_large for a move of more than 25 % from the rate in use.
     */
    async set(operator: Operator, asset: string, eurPerUnit: string): Promise<CryptoRate[]> {
      if (!ASSETS.includes(asset as (typeof ASSETS)[number])) throw new AppError('not_found');
      const value = Number(eurPerUnit).toFixed(2);
      await inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(cryptoRates)
          .where(eq(cryptoRates.asset, asset))
          .for('update');
        const current = before?.eurPerUnit ?? deps.configured[asset];
        if (current !== undefined && Math.abs(Number(value) / Number(current) - 1) > MAX_CHANGE)
          throw new AppError('crypto_rate_change_too_large', {
            params: { from: current, to: value },
          });
        await tx
          .insert(cryptoRates)
          .values({ asset, eurPerUnit: value, updatedBy: operator.id, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: cryptoRates.asset,
            set: { eurPerUnit: value, updatedBy: operator.id, updatedAt: new Date() },
          });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          ip: operator.ip,
          action: 'crypto_rate.set',
          targetKind: 'crypto_rate',
          targetId: asset,
          before: { eurPerUnit: before?.eurPerUnit ?? deps.configured[asset] ?? null },
          after: { eurPerUnit: value },
        });
      });
      return list();
    },
  };
}

export type CryptoRatesAdmin = ReturnType<typeof createCryptoRatesAdmin>;
