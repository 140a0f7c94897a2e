import {
  ClientSeedRequestSchema,
  envelopeOf,
  SeedsSchema,
  VerifyQuerySchema,
  VerifySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerIdOf } from '../../session/session.guard.ts';
import type { CrashService } from '../crash/crash.service.ts';
import type { FairService } from './fair.service.ts';
import { verifyRound } from './verify.service.ts';

const tags = ['play'];

/** The player's seed pair, its change, and the public verifier. */
export const fairnessRoutes: FastifyPluginAsyncZod<{
  fair: FairService;
  crash: CrashService;
}> = async (app, deps) => {
  const { fair } = deps;

  app.get(
    '/fair/seeds',
    { schema: { tags, response: { 200: envelopeOf(SeedsSchema) } }, config: { access: 'player' } },
    async (request) => request.ok(await fair.seeds(playerIdOf(request))),
  );

  app.post(
    '/fair/rotate',
    {
      schema: {
        tags,
        body: ClientSeedRequestSchema.partial().prefault({}),
        response: { 200: envelopeOf(SeedsSchema) },
      },
      config: { access: 'player', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await fair.rotate(playerIdOf(request), request.body.clientSeed), 'seed_rotated'),
  );

  app.get(
    '/fair/verify',
    {
      schema: { tags, querystring: VerifyQuerySchema, response: { 200: envelopeOf(VerifySchema) } },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        verifyRound(
          request.query,
          request.query.hash && !request.query.salt
            ? await deps.crash.saltOf(request.query.hash)
            : null,
        ),
      ),
  );
};
