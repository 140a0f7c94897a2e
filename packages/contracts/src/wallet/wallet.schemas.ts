import { z } from 'zod';

/** Money in JSON: decimal strings with the currency. */
export const BalanceSchema = z.object({
  cash: z.string(),
  bonus: z.string(),
  total: z.string(),
  withdrawable: z.string(),
  currency: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;
