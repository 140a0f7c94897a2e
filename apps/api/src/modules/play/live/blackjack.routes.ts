import {
  envelopeOf,
  LiveBlackjackDecisionAnswerSchema,
  LiveBlackjackDecisionRequestSchema,
  LiveBlackjackTableQuerySchema,
  LiveBlackjackTableSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameSessionOf } from '../launch/game-session-header.ts';
import type { BlackjackService } from './blackjack.service.ts';

const tags = ['play'];
const TableParams = z.object({ tableId: z.string().max(40) });

/** Live blackjack: the table with its rules, RTP and (asked for) my hint; a seat's decisions. */
export const blackjackRoutes: FastifyPluginAsyncZod<{
  blackjack: BlackjackService;
  betsPerMinute: number;
}> = async (app, deps) => {
  const optionalSession = (header: unknown): string | undefined =>
    typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;

  app.get(
    '/play/live/:tableId/blackjack',
    {
      schema: {
        tags,
        params: TableParams,
        querystring: LiveBlackjackTableQuerySchema,
        response: { 200: envelopeOf(LiveBlackjackTableSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await deps.blackjack.table(
          request.params.tableId,
          optionalSession(request.headers['x-game-session']),
          request.query.currency,
          request.query.hint === '1',
        ),
      ),
  );
  app.post(
    '/play/live/:tableId/blackjack/action',
    {
      schema: {
        tags,
        params: TableParams,
        body: LiveBlackjackDecisionRequestSchema,
        response: { 200: envelopeOf(LiveBlackjackDecisionAnswerSchema) },
      },
      config: {
        access: 'game_session',
        rateLimit: { max: deps.betsPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) =>
      request.ok(
        await deps.blackjack.action(gameSessionOf(request), request.params.tableId, request.body),
      ),
  );
};
