import {
  envelopeOf,
  LiveBetAnswerSchema,
  LiveBetRequestSchema,
  LiveHistorySchema,
  LiveTablesQuerySchema,
  LiveTablesSchema,
  LiveTableViewSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameSessionOf } from '../launch/game-session-header.ts';
import type { LiveService } from './live.service.ts';

const tags = ['play'];
const TableParams = z.object({ id: z.string().max(40) });

/** Live tables: the lobby's live state, one table (with my seat), its history, and bets. */
export const liveRoutes: FastifyPluginAsyncZod<{
  live: LiveService;
  betsPerMinute: number;
}> = async (app, deps) => {
  const PLAY_RATE_LIMIT = { max: deps.betsPerMinute, timeWindow: '1 minute' };
  const optionalSession = (header: unknown): string | undefined =>
    typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;

  app.get(
    '/live/tables',
    {
      schema: {
        tags,
        querystring: LiveTablesQuerySchema,
        response: { 200: envelopeOf(LiveTablesSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => request.ok({ tables: await deps.live.tables(request.query.currency) }),
  );
  app.get(
    '/live/tables/:id',
    {
      schema: {
        tags,
        params: TableParams,
        querystring: LiveTablesQuerySchema,
        response: { 200: envelopeOf(LiveTableViewSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await deps.live.table(
          request.params.id,
          optionalSession(request.headers['x-game-session']),
          request.query.currency,
        ),
      ),
  );
  app.get(
    '/live/tables/:id/history',
    {
      schema: { tags, params: TableParams, response: { 200: envelopeOf(LiveHistorySchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await deps.live.history(request.params.id)),
  );
  app.post(
    '/play/live/:tableId/bet',
    {
      schema: {
        tags,
        params: z.object({ tableId: z.string().max(40) }),
        body: LiveBetRequestSchema,
        response: { 200: envelopeOf(LiveBetAnswerSchema) },
      },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) =>
      request.ok(await deps.live.bet(gameSessionOf(request), request.params.tableId, request.body)),
  );
};
