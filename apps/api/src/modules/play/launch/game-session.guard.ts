import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gameSessionOf } from './game-session-header.ts';

/**
 * Enforces `config.access: 'game_session'` as a request arrives: the game client's token must be
 * there and well-formed before the body is read. Whether it is live, and whose it is, the play
 * services decide inside the bet's transaction, where a revocation cannot slip between check and use.
 */
export const gameSessionGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access === 'game_session') gameSessionOf(request);
  });
});
