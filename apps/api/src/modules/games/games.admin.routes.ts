import {
  AdminGameIdParamsSchema,
  AdminGameProviderSchema,
  AdminGameSchema,
  AdminGamesSchema,
  AdminGameUpdateSchema,
  AdminProviderIdParamsSchema,
  AdminProviderUpdateSchema,
  envelopeOf,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { GamesAdminService } from './games.admin.service.ts';
import { gamesPolicy } from './games.policy.ts';

const tags = ['admin'];

/** The back office's game catalogue: every game with its figures, and the operator's switches. */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ gamesAdmin: GamesAdminService }> = async (
  app,
  { gamesAdmin },
) => {
  app.get(
    '/admin/games',
    {
      schema: { tags, response: { 200: envelopeOf(AdminGamesSchema) } },
      config: { access: { operator: gamesPolicy.readCatalogue } },
    },
    async (request) => request.ok(await gamesAdmin.list()),
  );

  app.patch(
    '/admin/games/:id',
    {
      schema: {
        tags,
        params: AdminGameIdParamsSchema,
        body: AdminGameUpdateSchema,
        response: { 200: envelopeOf(AdminGameSchema) },
      },
      config: { access: { operator: gamesPolicy.manageCatalogue } },
    },
    async (request) =>
      request.ok(await gamesAdmin.update(operatorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/admin/game-providers/:id',
    {
      schema: {
        tags,
        params: AdminProviderIdParamsSchema,
        body: AdminProviderUpdateSchema,
        response: { 200: envelopeOf(AdminGameProviderSchema) },
      },
      config: { access: { operator: gamesPolicy.manageCatalogue } },
    },
    async (request) =>
      request.ok(
        await gamesAdmin.setProviderEnabled(
          operatorOf(request),
          request.params.id,
          request.body.isEnabled,
        ),
      ),
  );
};
