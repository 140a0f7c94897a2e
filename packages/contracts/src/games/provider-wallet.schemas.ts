import { z } from 'zod';

/**
 * The seamless-wallet API external game providers call (the semantics aggregators use). Every
 * request is signed: x-orca-signature = `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.<raw body>")>`,
 * refused when the time is more than five minutes off, so a captured request cannot be replayed later.
 */
export const PROVIDER_SIGNATURE_HEADER = 'x-orca-signature';
export const WALLET_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

const id = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' });
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'amount_invalid' });

export const WalletAuthenticateSchema = z.object({ launchToken: z.string().min(1).max(200) });
export const WalletBalanceRequestSchema = z.object({ sessionToken: z.string().min(1).max(200) });
export const WalletBetSchema = z.object({ sessionToken: z.string().min(1).max(200), transactionId: id, roundId: id, amount, currency: z.string().length(3) });
export const WalletWinSchema = WalletBetSchema.extend({ isRoundEnd: z.boolean().default(false) });
export const WalletRollbackSchema = z.object({ sessionToken: z.string().min(1).max(200), transactionId: id, betTransactionId: id, roundId: id });
export const WalletEndRoundSchema = z.object({ sessionToken: z.string().min(1).max(200), roundId: id });

export const WalletSessionSchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.string(),
  language: z.string(),
  game: z.string(),
  homeUrl: z.string().nullable(),
});
export const WalletBalanceSchema = z.object({ balance: z.string(), currency: z.string(), transactionId: z.string().optional() });
