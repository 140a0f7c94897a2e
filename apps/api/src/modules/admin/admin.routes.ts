import {
  AuditEntrySchema,
  AuditSearchSchema,
  DOCUMENT_STATUSES,
  DocumentReviewSchema,
  envelopeOf,
  OperatorCodeSchema,
  OperatorCreateSchema,
  OperatorLoginSchema,
  OperatorLoginStepSchema,
  OperatorParamsSchema,
  OperatorProfileSchema,
  OperatorRoleChangeSchema,
  OperatorSecuritySchema,
  OperatorSessionSchema,
  OperatorSummarySchema,
  PlayerDocumentSchema,
  QueuedWithdrawalSchema,
  RecoveryCodesRegenerateSchema,
  RecoveryCodesSchema,
  WITHDRAWAL_STATUSES,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashierPolicy } from '../cashier/cashier.policy.ts';
import type { WithdrawalService } from '../cashier/withdrawal.service.ts';
import { kycPolicy } from '../kyc/kyc.policy.ts';
import { sendDocument } from '../kyc/kyc.routes.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import { adminPolicy } from './admin.policy.ts';
import type { AuditService } from './audit.service.ts';
import { operatorOf } from './operator.guard.ts';
import type { OperatorService } from './operator.service.ts';

const tags = ['admin'];

/**
 * Back-office API: operator credentials, and each domain's decisions behind the permission its
 * policy names (checked by the operator guard from `config.access`); every decision is audited.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorService;
  audit: AuditService;
  withdrawals: WithdrawalService;
  kyc: KycService;
}> = async (app, { operators, audit, withdrawals, kyc }) => {
  // Ten tries a minute per address for each step; a challenge also allows only a few wrong codes.
  const loginRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.post(
    '/admin/login',
    {
      schema: { tags, body: OperatorLoginSchema, response: { 200: envelopeOf(OperatorLoginStepSchema) } },
      config: { access: 'public', ...loginRateLimit },
    },
    async (request) => request.ok(await operators.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/admin/login/code',
    {
      schema: { tags, body: OperatorCodeSchema, response: { 200: envelopeOf(OperatorSessionSchema) } },
      config: { access: 'public', ...loginRateLimit },
    },
    async (request) => request.ok(await operators.confirmCode(request.body.challenge, request.body.code, request.ip)),
  );

  app.get(
    '/admin/me',
    { schema: { tags, response: { 200: envelopeOf(OperatorProfileSchema) } }, config: { access: { operator: 'signed_in' } } },
    async (request) => request.ok(operators.profile(operatorOf(request))),
  );

  app.post(
    '/admin/logout',
    { schema: { tags }, config: { access: { operator: 'signed_in' } } },
    async (request) => {
      await operators.logout(operatorOf(request), String(request.headers['x-operator-session']));
      return request.ok(null);
    },
  );

  app.get(
    '/admin/me/recovery-codes',
    { schema: { tags, response: { 200: envelopeOf(OperatorSecuritySchema) } }, config: { access: { operator: 'signed_in' } } },
    async (request) => request.ok(await operators.security(operatorOf(request))),
  );

  app.post(
    '/admin/me/recovery-codes',
    {
      schema: { tags, body: RecoveryCodesRegenerateSchema, response: { 200: envelopeOf(RecoveryCodesSchema) } },
      // Each try spends a guess at the authenticator code, as a log-in does.
      config: { ...loginRateLimit, access: { operator: 'signed_in' } },
    },
    async (request) => request.ok({ codes: await operators.regenerateRecoveryCodes(operatorOf(request), request.body.code) }),
  );

  app.get(
    '/admin/operators',
    { schema: { tags, response: { 200: envelopeOf(z.array(OperatorSummarySchema)) } }, config: { access: { operator: adminPolicy.manageOperators } } },
    async (request) => request.ok(await operators.list()),
  );

  app.post(
    '/admin/operators',
    {
      schema: { tags, body: OperatorCreateSchema, response: { 200: envelopeOf(OperatorProfileSchema) } },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) => request.ok(await operators.add(operatorOf(request), request.body)),
  );

  app.post(
    '/admin/operators/:id/role',
    {
      schema: { tags, params: OperatorParamsSchema, body: OperatorRoleChangeSchema, response: { 200: envelopeOf(OperatorSummarySchema) } },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) => request.ok(await operators.changeRole(operatorOf(request), BigInt(request.params.id), request.body.role)),
  );

  for (const change of ['disable', 'enable'] as const) {
    app.post(
      `/admin/operators/:id/${change}`,
      {
        schema: { tags, params: OperatorParamsSchema, response: { 200: envelopeOf(OperatorSummarySchema) } },
        config: { access: { operator: adminPolicy.manageOperators } },
      },
      async (request) => request.ok(await operators.setDisabled(operatorOf(request), BigInt(request.params.id), change === 'disable')),
    );
  }

  app.post(
    '/admin/operators/:id/second-factor/reset',
    {
      schema: { tags, params: OperatorParamsSchema, response: { 200: envelopeOf(OperatorSummarySchema) } },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) => request.ok(await operators.resetSecondFactor(operatorOf(request), BigInt(request.params.id))),
  );

  app.get(
    '/admin/audit',
    {
      schema: { tags, querystring: AuditSearchSchema, response: { 200: envelopeOf(z.array(AuditEntrySchema)) } },
      config: { access: { operator: adminPolicy.searchAudit } },
    },
    async (request) => request.ok(await audit.search(request.query)),
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
        response: { 200: envelopeOf(z.array(QueuedWithdrawalSchema)) },
      },
      config: { access: { operator: cashierPolicy.decideWithdrawals } },
    },
    async (request) => request.ok(await withdrawals.list([request.query.status], request.query.limit)),
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
      async (request) => request.ok(await withdrawals.decide(operatorOf(request), request.params.id, decision, request.body.note)),
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
      config: { access: { operator: kycPolicy.reviewDocuments } },
    },
    async (request) => request.ok(await kyc.queue(request.query.status, request.query.limit)),
  );

  app.get(
    '/admin/documents/:id/file',
    { schema: { tags, params: documentParams }, config: { access: { operator: kycPolicy.reviewDocuments } } },
    async (request, reply) => sendDocument(reply, await kyc.fileForOperator(request.params.id)),
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
      config: { access: { operator: kycPolicy.reviewDocuments } },
    },
    async (request) => request.ok(await kyc.review(operatorOf(request), request.params.id, request.body)),
  );
};
