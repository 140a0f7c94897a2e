import { z } from 'zod';

/**
 * The back office's Treasury (issue 25): what the hot wallets hold, what is on its way in and out
 * on the chains, and the reconciliation of the deposit addresses' balances against the books.
 * Amounts are in the asset (ETH, USDT, LTC) as decimal strings.
 */
export const TreasuryHotWalletSchema = z.object({
  method: z.string(),
  asset: z.string(),
  balance: z.string(),
  /** Where a top-up from cold storage is sent. */
  address: z.string(),
  /** Below this the Treasury asks an operator to top the hot wallet up (TREASURY_HOT_WALLET_MIN). */
  minimum: z.string().nullable(),
  isBelowMinimum: z.boolean(),
});

export const TreasuryDepositSchema = z.object({
  method: z.string(),
  asset: z.string(),
  amount: z.string(),
  txHash: z.string(),
  address: z.string(),
  confirmations: z.number().int(),
  confirmationsRequired: z.number().int(),
  playerId: z.string(),
  playerUsername: z.string(),
  detectedAt: z.string(),
});

export const TreasuryPayoutSchema = z.object({
  withdrawalId: z.string(),
  method: z.string(),
  asset: z.string().nullable(),
  /** In the asset once quoted; null before the payout job first took it. */
  amount: z.string().nullable(),
  address: z.string(),
  txHash: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  confirmationsRequired: z.number().int().nullable(),
  playerId: z.string(),
  playerUsername: z.string(),
  requestedAt: z.string(),
});

export const TreasuryDifferenceSchema = z.object({
  method: z.string(),
  asset: z.string(),
  address: z.string(),
  /** What the chain says the address holds. */
  onChain: z.string(),
  /** What the casino recorded arriving there (pending and credited deposits). */
  booked: z.string(),
});

export const TreasurySchema = z.object({
  /** Null when no signer is configured; `hotWalletError` says why the signer did not answer. */
  hotWallets: z.array(TreasuryHotWalletSchema).nullable(),
  hotWalletError: z.string().nullable(),
  unconfirmedDeposits: z.array(TreasuryDepositSchema),
  payoutsInFlight: z.array(TreasuryPayoutSchema),
  reconciliation: z.object({
    checkedAt: z.string(),
    /** Deposit addresses compared, over every configured chain. */
    addresses: z.number().int(),
    differences: z.array(TreasuryDifferenceSchema),
    /** Chains whose node did not answer: nothing of them was compared. */
    unreachable: z.array(z.string()),
  }),
});
export type Treasury = z.infer<typeof TreasurySchema>;
