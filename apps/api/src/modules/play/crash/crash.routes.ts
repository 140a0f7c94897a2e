import {
  CrashBetRequestSchema,
  CrashChainSchema,
  CrashStateSchema,
  envelopeOf,
  RoundPlaySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameSessionOf } from '../launch/game-session-header.ts';
import type { CrashService } from './crash.service.ts';

const tags = ['play'];

/** Crash: the shared flight's state, bets and cash-outs, and the published hash chain. */
export const crashRoutes: FastifyPluginAsyncZod<{
  crash: CrashService;
  betsPerMinute: number;
}> = async (app, deps) => {
  const PLAY_RATE_LIMIT = { max: deps.betsPerMinute, timeWindow: '1 minute' };

  app.get(
    '/play/crash/state',
    {
      schema: { tags, response: { 200: envelopeOf(CrashStateSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await deps.crash.state()),
  );
  app.get(
    '/play/crash/history',
    {
      schema: { tags, response: { 200: envelopeOf(CrashStateSchema.shape.history) } },
      config: { access: 'public' },
    },
    async (request) => request.ok((await deps.crash.state()).history),
  );
  app.post(
    '/play/crash/bet',
    {
      schema: { tags, body: CrashBetRequestSchema, response: { 200: envelopeOf(RoundPlaySchema) } },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) => request.ok(await deps.crash.bet(gameSessionOf(request), request.body)),
  );
  app.post(
    '/play/crash/cashout',
    {
      schema: { tags, response: { 200: envelopeOf(RoundPlaySchema) } },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) => request.ok(await deps.crash.cashout(gameSessionOf(request))),
  );
  app.get(
    '/fair/crash',
    {
      schema: { tags, response: { 200: envelopeOf(CrashChainSchema.nullable()) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await deps.crash.chainInfo()),
  );
};
