import type { AppModule } from '../../platform/module.ts';
import { cashierRoutes, paymentWebhookRoutes } from './cashier.routes.ts';
import type { CashierService } from './cashier.service.ts';
import type { CryptoRatesAdmin } from './crypto-rates.admin.ts';
import type { HistoryService } from './history.service.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';
import type { PaymentsAdminService } from './payments.admin.service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { SweepsService } from './sweeps.service.ts';
import type { TreasuryService } from './treasury.service.ts';
import type { WithdrawalMethodsAdmin } from './withdrawal-methods.admin.ts';
import { withdrawalAdminRoutes } from './withdrawal.admin.routes.ts';
import { withdrawalRoutes } from './withdrawal.routes.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

/** Ethereum makes a block about every 12 s: a look every 4 s shows a deposit within a third of a block. */
const CHAIN_WATCH_EVERY_MS = 4_000;

export function cashierModule(deps: {
  cashier: CashierService;
  history: HistoryService;
  withdrawals: WithdrawalService;
  sandbox: SandboxProvider | null;
  sandboxSecret: string;
  payments: PaymentsAdminService;
  treasury: TreasuryService;
  sweeps: SweepsService;
  rates: CryptoRatesAdmin;
  withdrawalMethods: WithdrawalMethodsAdmin;
}): AppModule {
  const { cashier, sandbox, withdrawals } = deps;
  return {
    name: 'cashier',
    api: async (api) => {
      await api.register(cashierRoutes, { cashier, history: deps.history });
      await api.register(withdrawalRoutes, { withdrawals });
      await api.register(withdrawalAdminRoutes, { withdrawals });
      await api.register(paymentsAdminRoutes, {
        payments: deps.payments,
        treasury: deps.treasury,
        sweeps: deps.sweeps,
        rates: deps.rates,
        methods: deps.withdrawalMethods,
      });
      if (sandbox)
        await api.register(paymentWebhookRoutes, { cashier, secret: deps.sandboxSecret });
    },
    ...(sandbox ? { site: (app) => app.register(sandbox.routes) } : {}),
    jobs: [
      // The sandbox provider retries webhooks with backoff until the casino acknowledges them.
      ...(sandbox
        ? [
            {
              name: 'cashier.sandbox-webhooks',
              everyMs: 2_000,
              timeoutMs: 60_000,
              run: () => sandbox.deliverDue(),
            },
          ]
        : []),
      // Crypto deposits: follow each configured chain, record what arrives, credit it once deep
      // enough. One instance at a time (the default 'cluster' scope): two would race for nothing.
      ...(cashier.hasCryptoDeposits
        ? [
            {
              name: 'cashier.chain-deposits',
              everyMs: CHAIN_WATCH_EVERY_MS,
              timeoutMs: 120_000,
              run: (signal: AbortSignal) => cashier.watchChains(signal),
            },
          ]
        : []),
      // Sweeps an operator started are followed until deep enough: one indexed look when none is open.
      ...(deps.sweeps.canSweep
        ? [
            {
              name: 'cashier.sweeps',
              everyMs: 10_000,
              timeoutMs: 120_000,
              run: () => deps.sweeps.advance(),
            },
          ]
        : []),
      // Approved withdrawals with an address are paid out in the background (spec: up to 24 hours).
      {
        name: 'cashier.payouts',
        everyMs: 5_000,
        timeoutMs: 120_000,
        run: () => withdrawals.processPayouts(),
      },
    ],
  };
}
