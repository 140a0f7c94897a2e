import {
  envelopeOf,
  TournamentDetailSchema,
  TournamentJoinParamsSchema,
  TournamentJoinResultSchema,
  TournamentsListSchema,
  TournamentsQuerySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerService } from '../profile/player.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { TournamentsService, Viewer } from './tournaments.service.ts';

const tags = ['tournaments'];
const urlParams = z.object({
  url: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'invalid_value' })
    .max(100, { error: 'too_long' }),
});

/** Slot races and network promotions (decision 017): public lists and pages, and joining a race. */
export const tournamentsRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
  players: Pick<PlayerService, 'get'>;
}> = async (app, { tournaments, players }) => {
  /** Visitors see amounts in EUR, players in their own currency (as the challenges). */
  const viewerOf = async (request: {
    playerSession?: { playerId: bigint | null } | null;
    language: Viewer['language'];
  }): Promise<Viewer> => {
    const playerId = request.playerSession?.playerId ?? null;
    return {
      language: request.language,
      playerId,
      currency: playerId === null ? null : (await players.get(playerId)).currency,
    };
  };

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        querystring: TournamentsQuerySchema,
        response: { 200: envelopeOf(TournamentsListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok({
        tournaments: await tournaments.list(await viewerOf(request), request.query.type),
      }),
  );

  app.get(
    '/tournaments/:url',
    {
      schema: { tags, params: urlParams, response: { 200: envelopeOf(TournamentDetailSchema) } },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(await tournaments.detail(request.params.url, await viewerOf(request))),
  );

  app.post(
    '/player/tournaments/:id/join',
    // Joining is idempotent but each call takes a transaction and a row lock: a script gets a 429, not the database.
    {
      schema: {
        tags,
        params: TournamentJoinParamsSchema,
        response: { 200: envelopeOf(TournamentJoinResultSchema) },
      },
      config: { access: 'player', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await tournaments.join(playerIdOf(request), BigInt(request.params.id))),
  );
};
