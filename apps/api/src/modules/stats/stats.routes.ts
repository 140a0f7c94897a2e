import {
  envelopeOf,
  PlatformStatusSchema,
  PlayerIdParamsSchema,
  PlayerWageringDaySchema,
  PlayerWageringQuerySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsPolicy } from './stats.policy.ts';
import type { StatsService } from './stats.service.ts';

const tags = ['admin'];

/** Back-office figures the platform keeps itself: jobs, event consumers' lag, players' daily wagering. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/admin/stats/platform',
    {
      schema: { tags, response: { 200: envelopeOf(PlatformStatusSchema) } },
      config: { access: { operator: statsPolicy.readPlatform } },
    },
    async (request) => request.ok(await stats.platformStatus()),
  );

  app.get(
    '/admin/stats/players/:playerId/wagering',
    {
      schema: {
        tags,
        params: PlayerIdParamsSchema,
        querystring: PlayerWageringQuerySchema,
        response: { 200: envelopeOf(z.array(PlayerWageringDaySchema)) },
      },
      config: { access: { operator: statsPolicy.readPlayerWagering } },
    },
    async (request) =>
      request.ok(await stats.playerWagering(BigInt(request.params.playerId), request.query.days)),
  );
};
