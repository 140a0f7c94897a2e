import {
  DepositLimitRequestSchema,
  DepositLimitSchema,
  envelopeOf,
  PlayerLimitRequestSchema,
  PlayerLimitsSchema,
  RealityCheckRequestSchema,
  RealityCheckSchema,
  SelfExclusionConfirmSchema,
  SelfExclusionRequestSchema,
  TimeOutRequestSchema,
  TimeOutSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CashierService } from '../cashier/cashier.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { LimitsService } from './limits.service.ts';

const tags = ['limits'];
const UntilSchema = z.object({ until: z.string() });

/** The reality check counts from the log-in: the player session's start. */
function sessionStartOf(session: { createdAt: Date } | null): Date {
  if (!session) throw new AppError('login_required');
  return session.createdAt;
}

export const limitsRoutes: FastifyPluginAsyncZod<{
  limits: LimitsService;
  cashier: CashierService;
}> = async (app, { limits, cashier }) => {
  app.get(
    '/player/limits/deposit',
    {
      schema: { tags, response: { 200: envelopeOf(DepositLimitSchema) } },
      config: { access: 'player' },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      return request.ok(
        await limits.depositLimit(playerId, await cashier.depositTotalsLast24h(playerId)),
      );
    },
  );

  app.post(
    '/player/limits/deposit',
    {
      schema: {
        tags,
        body: DepositLimitRequestSchema,
        response: { 200: envelopeOf(DepositLimitSchema) },
      },
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      const outcome = await limits.setDepositLimit(playerId, request.body);
      return request.ok(
        await limits.depositLimit(playerId, await cashier.depositTotalsLast24h(playerId)),
        outcome === 'applied' ? 'limit_updated' : 'limit_pending',
      );
    },
  );

  // The limits beside the spec's daily deposit limit (issue 28); always the caller's own, whatever the body says.
  app.get(
    '/player/limits',
    {
      schema: { tags, response: { 200: envelopeOf(PlayerLimitsSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await limits.playerLimits(playerIdOf(request))),
  );

  app.post(
    '/player/limits',
    {
      schema: {
        tags,
        body: PlayerLimitRequestSchema,
        response: { 200: envelopeOf(PlayerLimitsSchema) },
      },
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      const outcome = await limits.setPlayerLimit(playerId, request.body);
      return request.ok(
        await limits.playerLimits(playerId),
        outcome === 'applied' ? 'player_limit_updated' : 'player_limit_pending',
      );
    },
  );

  app.post(
    '/player/timeOut',
    {
      schema: { tags, body: TimeOutRequestSchema, response: { 200: envelopeOf(TimeOutSchema) } },
      config: { access: 'player', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await limits.startTimeOut(playerIdOf(request), request.body), 'time_out_started'),
  );

  app.get(
    '/player/limits/realityCheck',
    {
      schema: { tags, response: { 200: envelopeOf(RealityCheckSchema) } },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok(
        await limits.realityCheck(playerIdOf(request), sessionStartOf(request.playerSession)),
      ),
  );

  app.post(
    '/player/limits/realityCheck',
    {
      schema: {
        tags,
        body: RealityCheckRequestSchema,
        response: { 200: envelopeOf(RealityCheckSchema) },
      },
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      await limits.setRealityCheck(playerId, request.body.intervalMinutes);
      return request.ok(
        await limits.realityCheck(playerId, sessionStartOf(request.playerSession)),
        'reality_check_updated',
      );
    },
  );

  app.post(
    '/player/selfExclusion',
    {
      schema: {
        tags,
        body: SelfExclusionRequestSchema,
        response: { 200: envelopeOf(UntilSchema) },
      },
      config: { access: 'player', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        {
          until: (
            await limits.selfExclude(playerIdOf(request), request.body.password)
          ).toISOString(),
        },
        'self_exclusion_started',
      ),
  );

  app.post(
    '/player/selfExclusion/confirm',
    {
      schema: {
        tags,
        body: SelfExclusionConfirmSchema,
        response: { 200: envelopeOf(UntilSchema) },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const until = await limits.confirmExclusion(request.body.token, request.body.period);
      return request.ok({ until: until === 'permanent' ? 'permanent' : until.toISOString() });
    },
  );
};
