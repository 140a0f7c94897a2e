import { hashServerSeed } from '@orca/games/rng/fair';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AppModule } from '../../../platform/module.ts';
import * as repo from './live.repository.ts';

/**
 * Demo mode only (never registered in production, like the demo mailbox): replaces the server seed
 * of the round a table is taking bets on, so a browser test can make a drawn result certain — the
 * test searches offline for a seed whose result it needs, with the round's public client seed and
 * nonce. The new hash is what the table shows from then on. Produces live_table_not_found,
 * live_betting_closed.
 */
export const liveDemoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/demo/live/tables/:id/seed',
    {
      schema: {
        tags: ['demo'],
        params: z.object({ id: z.string().max(40) }),
        body: z.object({ serverSeed: z.string().regex(/^[0-9a-f]{64}$/) }),
      },
      config: { access: 'public' },
    },
    async (request) => {
      const round = await repo.latestRound(db, request.params.id);
      if (!round) throw new AppError('live_table_not_found');
      const serverSeedHash = hashServerSeed(request.body.serverSeed);
      // Only while bets are taken: a closing round's result may already be drawn from the old seed.
      const isReplaced = await repo.replaceBettingSeed(
        db,
        round.id,
        { serverSeed: request.body.serverSeed, serverSeedHash },
        new Date(),
      );
      if (!isReplaced) throw new AppError('live_betting_closed');
      return request.ok({ roundId: round.id.toString(), serverSeedHash });
    },
  );
};

/** The demo's live-table driver for browser tests; an empty module outside demo mode. */
export function liveDemoModule(deps: { db: Database; isDemo: boolean }): AppModule {
  return {
    name: 'live-demo',
    ...(deps.isDemo ? { api: (api) => api.register(liveDemoRoutes, { db: deps.db }) } : {}),
  };
}
