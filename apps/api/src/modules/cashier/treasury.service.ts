import { CRYPTO_DEPOSIT_METHODS, isCryptoDepositMethod, type Treasury } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import { queryRows, type Database } from '../../db/client.ts';
import { signerBalances, type SignerAccess } from './chains/signer-payouts.ts';
import type { CryptoDepositSettings } from './crypto-deposit.settings.ts';
import { toBaseUnits } from './crypto-deposit.settings.ts';
import { NATIVE_METHOD, type SweepsService } from './sweeps.service.ts';

/** Deposit addresses compared per report: the newest first; an operator exports the rest. */
const RECONCILE_ADDRESSES_MAX = 500;
const LIST_MAX = 200;

export interface TreasuryDeps {
  db: Database;
  crypto: CryptoDepositSettings | null;
  signer: SignerAccess | null;
  sweeps: SweepsService;
  /** Per asset (ETH, USDT, LTC): below this the hot wallet wants a top-up. */
  hotWalletMinimums: Readonly<Record<string, string>>;
}

const decimalsOf = (method: string) =>
  isCryptoDepositMethod(method) ? CRYPTO_DEPOSIT_METHODS[method].decimals : 0;
const assetOf = (method: string) =>
  isCryptoDepositMethod(method) ? CRYPTO_DEPOSIT_METHODS[method].asset : method.toUpperCase();
const inAsset = (base: bigint | string, method: string) =>
  formatUnits(BigInt(base), decimalsOf(method));
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The Treasury (issue 25): the hot wallets as the signer reads them, with the top-up alert; the
 * deposits waiting for confirmations and the payouts on their way; and each deposit address's
 * balance on its chain against what the books say arrived there, every difference listed.
 */
export function createTreasury(deps: TreasuryDeps) {
  const { db } = deps;

  async function hotWallets(): Promise<Pick<Treasury, 'hotWallets' | 'hotWalletError'>> {
    if (!deps.signer) return { hotWallets: null, hotWalletError: null };
    try {
      const balances = await signerBalances(deps.signer);
      return {
        hotWalletError: null,
        hotWallets: balances.map((wallet) => {
          const asset = assetOf(wallet.asset);
          const minimum = deps.hotWalletMinimums[asset] ?? null;
          return {
            method: wallet.asset,
            asset,
            balance: inAsset(wallet.balanceBase, wallet.asset),
            address: wallet.address,
            minimum,
            isBelowMinimum:
              minimum !== null &&
              BigInt(wallet.balanceBase) < toBaseUnits(minimum, decimalsOf(wallet.asset)),
          };
        }),
      };
    } catch (error) {
      return {
        hotWallets: null,
        hotWalletError: error instanceof Error ? error.message : String(error),
      };
    }
  }

  async function unconfirmedDeposits(): Promise<Treasury['unconfirmedDeposits']> {
    const rows = await queryRows<{
      method_id: string;
      amount_base: string;
      tx_hash: string;
      address: string;
      confirmations: number;
      confirmations_required: number;
      player_id: string;
      username: string;
      detected_at: Date | string;
    }>(
      db,
      sql`select d.method_id, d.amount_base::text, d.tx_hash, d.address, d.confirmations,
                 d.confirmations_required, p.player_id::text, pl.username, d.detected_at
          from crypto_deposits d join payments p on p.id = d.payment_id
            join players pl on pl.id = p.player_id
          where d.status = 'pending' order by d.detected_at desc limit ${LIST_MAX}`,
    );
    return rows.map((row) => ({
      method: row.method_id,
      asset: assetOf(row.method_id),
      amount: inAsset(row.amount_base, row.method_id),
      txHash: row.tx_hash,
      address: row.address,
      confirmations: Number(row.confirmations),
      confirmationsRequired: Number(row.confirmations_required),
      playerId: row.player_id,
      playerUsername: row.username,
      detectedAt: iso(row.detected_at),
    }));
  }

  async function payoutsInFlight(): Promise<Treasury['payoutsInFlight']> {
    const rows = await queryRows<{
      id: string;
      method_id: string;
      payout_asset: string | null;
      payout_amount_base: string | null;
      address: string;
      payout_reference: string | null;
      payout_confirmations: number | null;
      payout_confirmations_required: number | null;
      player_id: string;
      username: string;
      requested_at: Date | string;
    }>(
      db,
      sql`select w.id::text, w.method_id, w.payout_asset, w.payout_amount_base::text, w.address,
                 w.payout_reference, w.payout_confirmations, w.payout_confirmations_required,
                 w.player_id::text, pl.username, w.requested_at
          from withdrawals w join players pl on pl.id = w.player_id
          where w.status = 'processing' and w.address is not null
          order by w.requested_at limit ${LIST_MAX}`,
    );
    return rows.map((row) => ({
      withdrawalId: row.id,
      method: row.method_id,
      asset: row.payout_asset,
      amount:
        row.payout_amount_base === null ? null : inAsset(row.payout_amount_base, row.method_id),
      address: row.address,
      txHash: row.payout_asset === null ? null : row.payout_reference,
      confirmations: row.payout_confirmations,
      confirmationsRequired: row.payout_confirmations_required,
      playerId: row.player_id,
      playerUsername: row.username,
      requestedAt: iso(row.requested_at),
    }));
  }

  async function reconciliation(): Promise<Treasury['reconciliation']> {
    const differences: Treasury['reconciliation']['differences'] = [];
    const unreachable: string[] = [];
    let addresses = 0;
    let sweeping = 0;
    for (const chain of deps.crypto?.chains ?? []) {
      // What the books say each address holds: deposits in, less what finished sweeps took out
      // (their amounts; their fees and gas top-ups in the chain's own coin).
      const rows = await queryRows<{
        address: string;
        booked: Record<string, string> | null;
        swept: Record<string, string> | null;
        fees: string;
        top_ups: string;
        is_sweeping: boolean;
      }>(
        db,
        sql`select a.address,
                   (select json_object_agg(method_id, total) from (
                      select d.method_id, sum(d.amount_base)::text as total from crypto_deposits d
                      where d.chain = a.chain and d.address = a.address and d.status <> 'orphaned'
                      group by d.method_id) t) as booked,
                   (select json_object_agg(method_id, total) from (
                      select s.method_id, sum(s.amount_base)::text as total from chain_sweeps s
                      where s.chain = a.chain and s.address = a.address and s.status = 'swept'
                      group by s.method_id) t) as swept,
                   (select coalesce(sum(s.fee_base), 0)::text from chain_sweeps s
                      where s.chain = a.chain and s.address = a.address
                        and s.status in ('swept', 'empty', 'failed')) as fees,
                   (select coalesce(sum(s.top_up_base), 0)::text from chain_sweeps s
                      where s.chain = a.chain and s.address = a.address
                        and s.status in ('swept', 'empty', 'failed')) as top_ups,
                   exists (select 1 from chain_sweeps s
                      where s.chain = a.chain and s.address = a.address
                        and s.status in ('requested', 'topping_up', 'pending')) as is_sweeping
            from crypto_deposit_addresses a where a.chain = ${chain.adapter.chain}
            order by a.created_at desc limit ${RECONCILE_ADDRESSES_MAX}`,
      );
      const native = NATIVE_METHOD[CRYPTO_DEPOSIT_METHODS[chain.methods[0]!.id].chain];
      try {
        for (const row of rows) {
          if (row.is_sweeping) {
            sweeping += 1;
            continue;
          }
          for (const method of chain.methods) {
            const onChain = await chain.adapter.balanceOf(row.address, method.id);
            const booked =
              BigInt(row.booked?.[method.id] ?? '0') -
              BigInt(row.swept?.[method.id] ?? '0') +
              (method.id === native ? BigInt(row.top_ups) - BigInt(row.fees) : 0n);
            if (onChain !== booked)
              differences.push({
                method: method.id,
                asset: assetOf(method.id),
                address: chain.adapter.display(row.address),
                onChain: inAsset(onChain, method.id),
                booked: inAsset(booked, method.id),
              });
          }
          addresses += 1;
        }
      } catch {
        unreachable.push(chain.adapter.chain);
      }
    }
    return {
      checkedAt: new Date().toISOString(),
      addresses,
      sweeping,
      differences,
      unreachable,
    };
  }

  return {
    async report(): Promise<Treasury> {
      const [wallets, deposits, payouts, sweeps, reconciled] = await Promise.all([
        hotWallets(),
        unconfirmedDeposits(),
        payoutsInFlight(),
        deps.sweeps.recent(),
        reconciliation(),
      ]);
      return {
        ...wallets,
        unconfirmedDeposits: deposits,
        payoutsInFlight: payouts,
        canSweep: deps.sweeps.canSweep,
        sweeps,
        reconciliation: reconciled,
      };
    },
  };
}

export type TreasuryService = ReturnType<typeof createTreasury>;
