import { envelopeOf, QueuedWithdrawalSchema, WITHDRAWAL_STATUSES } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { cashierPolicy } from './cashier.policy.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

const tags = ['admin'];

/** The payments desk's withdrawal queue and its decisions (four-eyes above the threshold), each audited by the service. */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalService;
}> = async (app, { withdrawals }) => {
  app.get(
    '/admin/withdrawals',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(WITHDRAWAL_STATUSES).default('pending_approval'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelopeOf(z.array(QueuedWithdrawalSchema)) },
      },
      config: { access: { operator: cashierPolicy.decideWithdrawals } },
    },
    async (request) =>
      request.ok(await withdrawals.list([request.query.status], request.query.limit)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/withdrawals/:id/${decision}`,
      {
        schema: {
          tags,
          params: z.object({ id: z.uuid({ error: 'invalid_value' }) }),
          body: z.object({ note: z.string().max(500).default('') }).default({ note: '' }),
          response: { 200: envelopeOf(QueuedWithdrawalSchema) },
        },
        config: { access: { operator: cashierPolicy.decideWithdrawals } },
      },
      async (request) =>
        request.ok(
          await withdrawals.decide(
            operatorOf(request),
            request.params.id,
            decision,
            request.body.note,
          ),
        ),
    );
  }
};
