import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionRow, SessionService } from './session.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    anonSession: SessionRow | null;
    playerSession: SessionRow | null;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The player id of a request that passed the 'player' guard. */
export function playerIdOf(request: FastifyRequest): bigint {
  const id = request.playerSession?.playerId;
  if (id === null || id === undefined) throw new AppError('login_required');
  return id;
}

/**
 * Resolves x-anon-session and x-player-session before each handler. Routes that need a
 * session say so in `config.access` ('anon' or 'player'; operator routes are the operator
 * guard's); a player route answers session_expired for a dead token.
 */
export const sessionGuard = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('anonSession', null);
    app.decorateRequest('playerSession', null);

    // Before validation, so a caller who is not the route's kind learns nothing about what it would
    // accept; after the rate limits (onRequest), so a flood of made-up tokens is counted before any
    // of them costs a database lookup.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access ?? 'public';
      const anonToken = header(request, 'x-anon-session');
      const playerToken = header(request, 'x-player-session');

      if (anonToken) {
        const result = await options.sessions.resolve(anonToken, 'anon');
        request.anonSession = result.session;
      }
      if (playerToken) {
        const result = await options.sessions.resolve(playerToken, 'player');
        request.playerSession = result.session;
        if (!result.session && result.reason === 'expired' && access === 'player') {
          throw new AppError('session_expired');
        }
      }
      if (access === 'anon' && !request.anonSession && !request.playerSession) {
        throw new AppError('anon_session_required');
      }
      if (access === 'player' && !request.playerSession) {
        throw new AppError(playerToken ? 'session_expired' : 'login_required');
      }
    });
  },
);
