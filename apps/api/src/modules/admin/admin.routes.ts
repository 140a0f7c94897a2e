import { envelopeOf, WITHDRAWAL_STATUSES, WithdrawalSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WithdrawalService } from '../cashier/withdrawal.service.ts';
import type { OperatorService } from './operator.service.ts';

const tags = ['admin'];

/** Back-office API: operator credentials and roles, every decision written to the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{ operators: OperatorService; withdrawals: WithdrawalService }> = async (app, { operators, withdrawals }) => {
  app.post(
    '/admin/login',
    { schema: { tags, body: z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(1024) }), response: { 200: envelopeOf(z.object({ sessionid: z.string() })) } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => request.ok({ sessionid: await operators.login(request.body.username, request.body.password) }),
  );

  app.get(
    '/admin/withdrawals',
    { schema: { tags, querystring: z.object({ status: z.enum(WITHDRAWAL_STATUSES).default('pending_approval'), limit: z.coerce.number().int().min(1).max(200).default(50) }) } },
    async (request) => {
      await operators.authorize(request, ['payments']);
      return request.ok(await withdrawals.list([request.query.status], request.query.limit));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/withdrawals/:id/${decision}`,
      { schema: { tags, params: z.object({ id: z.uuid({ error: 'invalid_value' }) }), body: z.object({ note: z.string().max(500).default('') }).default({ note: '' }), response: { 200: envelopeOf(WithdrawalSchema) } } },
      async (request) => {
        const operator = await operators.authorize(request, ['payments']);
        return request.ok(await withdrawals.decide(operator, request.params.id, decision, request.body.note));
      },
    );
  }
};
