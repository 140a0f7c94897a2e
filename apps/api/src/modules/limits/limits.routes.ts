import { DepositLimitRequestSchema, DepositLimitSchema, envelopeOf, SelfExclusionConfirmSchema, SelfExclusionRequestSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CashierService } from '../cashier/cashier.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { LimitsService } from './limits.service.ts';

const tags = ['limits'];
const UntilSchema = z.object({ until: z.string() });

export const limitsRoutes: FastifyPluginAsyncZod<{ limits: LimitsService; cashier: CashierService }> = async (app, { limits, cashier }) => {
  app.get('/player/limits/deposit', { schema: { tags, response: { 200: envelopeOf(DepositLimitSchema) } }, config: { access: 'player' } }, async (request) => {
    const playerId = playerIdOf(request);
    return request.ok(await limits.depositLimit(playerId, await cashier.depositTotalsLast24h(playerId)));
  });

  app.post(
    '/player/limits/deposit',
    { schema: { tags, body: DepositLimitRequestSchema, response: { 200: envelopeOf(DepositLimitSchema) } }, config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const playerId = playerIdOf(request);
      const outcome = await limits.setDepositLimit(playerId, request.body);
      return request.ok(await limits.depositLimit(playerId, await cashier.depositTotalsLast24h(playerId)), outcome === 'applied' ? 'limit_updated' : 'limit_pending');
    },
  );

  app.post(
    '/player/selfExclusion',
    { schema: { tags, body: SelfExclusionRequestSchema, response: { 200: envelopeOf(UntilSchema) } }, config: { access: 'player', rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => request.ok({ until: (await limits.selfExclude(playerIdOf(request), request.body.password)).toISOString() }, 'self_exclusion_started'),
  );

  app.post(
    '/player/selfExclusion/confirm',
    { schema: { tags, body: SelfExclusionConfirmSchema, response: { 200: envelopeOf(UntilSchema) } }, config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const until = await limits.confirmExclusion(request.body.token, request.body.period);
      return request.ok({ until: until === 'permanent' ? 'permanent' : until.toISOString() });
    },
  );
};
