import type { Mailer } from '../../platform/mail.ts';
import type { AppModule } from '../../platform/module.ts';
import { demoRoutes } from './demo.routes.ts';

/** Mail goes out through SMTP in the background; in demo mode the outbox is read on /mailbox instead. */
export function mailModule(deps: { mailer: Mailer; isDemo: boolean; hasSmtp: boolean }): AppModule {
  return {
    name: 'mail',
    ...(deps.isDemo ? { api: (api) => api.register(demoRoutes, { mailer: deps.mailer }) } : {}),
    jobs: deps.hasSmtp
      ? [
          {
            name: 'mail.dispatch',
            everyMs: 5_000,
            timeoutMs: 120_000,
            run: () => deps.mailer.dispatchPending(),
          },
        ]
      : [],
  };
}
