import { ChallengesSchema, envelopeOf } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerService } from '../profile/player.service.ts';
import type { ChallengesService } from './challenges.service.ts';

/** Visitors see amounts in EUR, players in their own currency (as the lobby's bet limits). */
const VISITOR_CURRENCY = 'EUR';

/** GET /challenges: the public table of open and won challenges. */
export const challengesRoutes: FastifyPluginAsyncZod<{
  challenges: ChallengesService;
  players: Pick<PlayerService, 'get'>;
}> = async (app, { challenges, players }) => {
  app.get(
    '/challenges',
    {
      schema: { tags: ['rewards'], response: { 200: envelopeOf(ChallengesSchema) } },
      config: { access: 'public' },
    },
    async (request) => {
      const playerId = request.playerSession?.playerId ?? null;
      const currency =
        playerId === null ? VISITOR_CURRENCY : (await players.get(playerId)).currency;
      return request.ok({ challenges: await challenges.list(currency) });
    },
  );
};
