// The ledger operations of a game round, for wallet.service.ts and credit-operations.ts: each
// operation has a file of its own, and what they share (the call, accounts, keys, stored results)
// is round-call.ts.
export { betOperation } from './bet-operation.ts';
export { rollbackOperation } from './rollback-operation.ts';
export {
  accountsOf,
  refsOf,
  toBalance,
  type RoundCall,
  type WalletBalance,
  type WinResult,
} from './round-call.ts';
export { jackpotWinOperation, winOperation } from './win-operations.ts';
