import { envelopeOf, TawkPlayerDetailsSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { TawkService } from './tawk.service.ts';

/**
 * GET /getTawkToPlayerDetails (spec section 7): the chat widget's view of the logged-in player.
 * Without Tawk configured it answers 404 route_not_found, as a route this installation lacks.
 */
export const tawkRoutes: FastifyPluginAsyncZod<{ tawk: TawkService }> = async (app, { tawk }) => {
  app.get(
    '/getTawkToPlayerDetails',
    {
      schema: {
        tags: ['support'],
        summary: 'The player as Tawk.to shows them to an agent, with the secure-mode hash',
        response: { 200: envelopeOf(TawkPlayerDetailsSchema) },
      },
      config: { access: 'player', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The hash identifies the player to Tawk: never kept by a browser cache or a proxy.
      void reply.header('cache-control', 'no-store');
      return request.ok(await tawk.playerDetails(playerIdOf(request)));
    },
  );
};
