import { envelopeOf, PromotionsResponseSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerService } from '../profile/player.service.ts';
import type { PromotionsService } from './promotions.service.ts';

/** GET /promotions: the hub of every current offer (mobile footer's Promotions). */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  players: Pick<PlayerService, 'get'>;
}> = async (app, { promotions, players }) => {
  app.get(
    '/promotions',
    {
      schema: { tags: ['content'], response: { 200: envelopeOf(PromotionsResponseSchema) } },
      config: { access: 'public' },
    },
    async (request) => {
      const playerId = request.playerSession?.playerId ?? null;
      const currency = playerId === null ? null : (await players.get(playerId)).currency;
      return request.ok({
        promotions: await promotions.list({ language: request.language, currency }),
      });
    },
  );
};
