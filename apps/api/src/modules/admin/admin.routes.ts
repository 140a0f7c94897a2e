import {
  DOCUMENT_STATUSES,
  DocumentReviewSchema,
  envelopeOf,
  PlayerDocumentSchema,
  WITHDRAWAL_STATUSES,
  WithdrawalSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WithdrawalService } from '../cashier/withdrawal.service.ts';
import { sendDocument } from '../kyc/kyc.routes.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { OperatorService } from './operator.service.ts';

const tags = ['admin'];

/** Back-office API: operator credentials and roles, every decision written to the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorService;
  withdrawals: WithdrawalService;
  kyc: KycService;
}> = async (app, { operators, withdrawals, kyc }) => {
  app.post(
    '/admin/login',
    {
      schema: {
        tags,
        body: z.object({
          username: z.string().min(1).max(64),
          password: z.string().min(1).max(1024),
        }),
        response: { 200: envelopeOf(z.object({ sessionid: z.string() })) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok({
        sessionid: await operators.login(request.body.username, request.body.password),
      }),
  );

  app.get(
    '/admin/withdrawals',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(WITHDRAWAL_STATUSES).default('pending_approval'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      await operators.authorize(request, ['payments']);
      return request.ok(await withdrawals.list([request.query.status], request.query.limit));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/withdrawals/:id/${decision}`,
      {
        schema: {
          tags,
          params: z.object({ id: z.uuid({ error: 'invalid_value' }) }),
          body: z.object({ note: z.string().max(500).default('') }).default({ note: '' }),
          response: { 200: envelopeOf(WithdrawalSchema) },
        },
      },
      async (request) => {
        const operator = await operators.authorize(request, ['payments']);
        return request.ok(
          await withdrawals.decide(operator, request.params.id, decision, request.body.note),
        );
      },
    );
  }

  const documentParams = z.object({ id: z.uuid({ error: 'invalid_value' }) });

  app.get(
    '/admin/documents',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(DOCUMENT_STATUSES).default('pending'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      await operators.authorize(request, ['compliance']);
      return request.ok(await kyc.queue(request.query.status, request.query.limit));
    },
  );

  app.get(
    '/admin/documents/:id/file',
    { schema: { tags, params: documentParams } },
    async (request, reply) => {
      await operators.authorize(request, ['compliance']);
      return sendDocument(reply, await kyc.fileForOperator(request.params.id));
    },
  );

  app.post(
    '/admin/documents/:id/review',
    {
      schema: {
        tags,
        params: documentParams,
        body: DocumentReviewSchema,
        response: { 200: envelopeOf(PlayerDocumentSchema) },
      },
    },
    async (request) => {
      const operator = await operators.authorize(request, ['compliance']);
      return request.ok(await kyc.review(operator, request.params.id, request.body));
    },
  );
};
