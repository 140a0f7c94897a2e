export * from './players.ts';
export * from './sessions.ts';
export * from './platform.ts';
export * from './ledger.ts';
export * from './cashier.ts';
export * from './admin.ts';
export * from './limits.ts';
export * from './kyc.ts';
