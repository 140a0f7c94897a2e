import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors.ts';

/** The game client's session travels in its own header, apart from the site's player session. */
export function gameSessionOf(request: FastifyRequest): string {
  const token = request.headers['x-game-session'];
  if (typeof token !== 'string' || token.length === 0 || token.length > 200)
    throw new AppError('game_session_invalid');
  return token;
}
