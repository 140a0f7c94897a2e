import {
  CasinoLatestDataSchema,
  envelopeOf,
  RoundHistoryItemSchema,
  RoundHistorySchema,
  RoundsQuerySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerIdOf } from '../../session/session.guard.ts';
import type { RoundsService } from './rounds.service.ts';

const tags = ['play'];

/** The player's gaming history with game recall, and the winners lists. */
export const roundsRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService }> = async (app, deps) => {
  const { rounds } = deps;

  app.get(
    '/player/gameRounds',
    {
      schema: {
        tags,
        querystring: RoundsQuerySchema,
        response: { 200: envelopeOf(RoundHistorySchema) },
      },
      config: { access: 'player' },
    },
    async (request) => request.ok(await rounds.history(playerIdOf(request), request.query)),
  );

  app.get(
    '/player/gameRounds/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'invalid_value' }) }),
        response: { 200: envelopeOf(RoundHistoryItemSchema) },
      },
      config: { access: 'player' },
    },
    async (request) => request.ok(await rounds.detail(playerIdOf(request), request.params.id)),
  );

  app.get(
    '/casinoLatestData',
    {
      schema: { tags, response: { 200: envelopeOf(CasinoLatestDataSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await rounds.latestData()),
  );
};
