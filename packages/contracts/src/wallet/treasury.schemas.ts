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
  /** What the books say is there: pending and credited deposits, less what sweeps took away. */
  booked: z.string(),
});

export const SWEEP_STATUSES = [
  'requested',
  'topping_up',
  'pending',
  'swept',
  'empty',
  'failed',
] as const;

/** A deposit address's coins moved into the hot wallet, signed by the signer with the address's key. */
export const TreasurySweepSchema = z.object({
  id: z.string(),
  method: z.string(),
  asset: z.string(),
  address: z.string(),
  /**
   * requested: waiting for the signer; topping_up: an ERC-20 sweep waits for its gas from the hot
   * wallet; pending: sent, not yet deep enough; swept; empty: nothing worth its fee was there;
   * failed: the signer refused it for good, or it reverted.
   */
  status: z.enum(SWEEP_STATUSES),
  /** What reached the hot wallet, in the asset. */
  amount: z.string().nullable(),
  /** The network fee the address paid, in the chain's own asset (`feeAsset`: ETH, LTC). */
  fee: z.string().nullable(),
  feeAsset: z.string(),
  /** ETH the hot wallet sent for an ERC-20 sweep's gas. */
  topUp: z.string().nullable(),
  txHash: z.string().nullable(),
  topUpTxHash: z.string().nullable(),
  confirmations: z.number().int(),
  /** The signer's latest refusal, if any. */
  problem: z.string().nullable(),
  createdAt: z.string(),
});
export type TreasurySweep = z.infer<typeof TreasurySweepSchema>;

/** What "Sweep deposit addresses" started: one sweep per address holding enough to be worth it. */
export const SweepsStartedSchema = z.object({
  started: z.number().int(),
  /** Chains whose node did not answer: none of their addresses was looked at. */
  unreachable: z.array(z.string()),
});
export type SweepsStarted = z.infer<typeof SweepsStartedSchema>;

export const TreasurySchema = z.object({
  /** Null when no signer is configured; `hotWalletError` says why the signer did not answer. */
  hotWallets: z.array(TreasuryHotWalletSchema).nullable(),
  hotWalletError: z.string().nullable(),
  unconfirmedDeposits: z.array(TreasuryDepositSchema),
  payoutsInFlight: z.array(TreasuryPayoutSchema),
  /** Whether the signer can sweep (a signer and a chain are configured); the newest sweeps first. */
  canSweep: z.boolean(),
  sweeps: z.array(TreasurySweepSchema),
  reconciliation: z.object({
    checkedAt: z.string(),
    /** Deposit addresses compared, over every configured chain. */
    addresses: z.number().int(),
    /** Addresses left out because a sweep of theirs is on its way (their balance is moving). */
    sweeping: z.number().int(),
    differences: z.array(TreasuryDifferenceSchema),
    /** Chains whose node did not answer: nothing of them was compared. */
    unreachable: z.array(z.string()),
  }),
});
export type Treasury = z.infer<typeof TreasurySchema>;

/** The operator's rate for an asset in EUR per whole unit: positive, two decimals at most. */
export const SetCryptoRateSchema = z.object({
  eurPerUnit: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'amount_invalid' })
    .refine((value) => Number(value) > 0, { error: 'amount_invalid' }),
});
export type SetCryptoRate = z.infer<typeof SetCryptoRateSchema>;

export const CryptoRateSchema = z.object({
  /** ETH, USDT, LTC. */
  asset: z.string(),
  /** The operator's rate in EUR per unit: set in the back office, else the configured one; null when neither. */
  eurPerUnit: z.string().nullable(),
  source: z.enum(['back_office', 'configuration', 'none']),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Whether an exchange's ticker is asked first (CRYPTO_RATES_TICKER_URL): then this rate is its fallback. */
  isTickerFirst: z.boolean(),
});
export type CryptoRate = z.infer<typeof CryptoRateSchema>;
