import { envelopeOf, SportsPromosSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { SportsPromos } from './sports-promos.service.ts';

/** The player's sports free bets and boosts for the bet slip (issue 24). */
export const sportsPromosRoutes: FastifyPluginAsyncZod<{
  promos: Pick<SportsPromos, 'listFor'>;
}> = async (app, { promos }) => {
  app.get(
    '/player/sports/promotions',
    {
      schema: { tags: ['sports'], response: { 200: envelopeOf(SportsPromosSchema) } },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok({ promos: await promos.listFor(playerIdOf(request), request.language) }),
  );
};
