import {
  AuditEntrySchema,
  AuditSearchSchema,
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
  RecoveryCodesRegenerateSchema,
  RecoveryCodesSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPolicy } from './admin.policy.ts';
import type { AuditService } from './audit.service.ts';
import { operatorOf } from './operator.guard.ts';
import type { OperatorService } from './operator.service.ts';

const tags = ['admin'];

/**
 * The back office's own API: operators' log-in and second factor, managing operators, the audit
 * log. Each domain's decisions live in its own `<domain>.admin.routes.ts`.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorService;
  audit: AuditService;
}> = async (app, { operators, audit }) => {
  // Ten tries a minute per address for each step; a challenge also allows only a few wrong codes.
  const loginRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.post(
    '/admin/login',
    {
      schema: {
        tags,
        body: OperatorLoginSchema,
        response: { 200: envelopeOf(OperatorLoginStepSchema) },
      },
      config: { access: 'public', ...loginRateLimit },
    },
    async (request) =>
      request.ok(await operators.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/admin/login/code',
    {
      schema: {
        tags,
        body: OperatorCodeSchema,
        response: { 200: envelopeOf(OperatorSessionSchema) },
      },
      config: { access: 'public', ...loginRateLimit },
    },
    async (request) =>
      request.ok(
        await operators.confirmCode(request.body.challenge, request.body.code, request.ip),
      ),
  );

  app.get(
    '/admin/me',
    {
      schema: { tags, response: { 200: envelopeOf(OperatorProfileSchema) } },
      config: { access: { operator: 'signed_in' } },
    },
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
    {
      schema: { tags, response: { 200: envelopeOf(OperatorSecuritySchema) } },
      config: { access: { operator: 'signed_in' } },
    },
    async (request) => request.ok(await operators.security(operatorOf(request))),
  );

  app.post(
    '/admin/me/recovery-codes',
    {
      schema: {
        tags,
        body: RecoveryCodesRegenerateSchema,
        response: { 200: envelopeOf(RecoveryCodesSchema) },
      },
      // Each try spends a guess at the authenticator code, as a log-in does.
      config: { ...loginRateLimit, access: { operator: 'signed_in' } },
    },
    async (request) =>
      request.ok({
        codes: await operators.regenerateRecoveryCodes(operatorOf(request), request.body.code),
      }),
  );

  app.get(
    '/admin/operators',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(OperatorSummarySchema)) } },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) => request.ok(await operators.list()),
  );

  app.post(
    '/admin/operators',
    {
      schema: {
        tags,
        body: OperatorCreateSchema,
        response: { 200: envelopeOf(OperatorProfileSchema) },
      },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) => request.ok(await operators.add(operatorOf(request), request.body)),
  );

  app.post(
    '/admin/operators/:id/role',
    {
      schema: {
        tags,
        params: OperatorParamsSchema,
        body: OperatorRoleChangeSchema,
        response: { 200: envelopeOf(OperatorSummarySchema) },
      },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) =>
      request.ok(
        await operators.changeRole(
          operatorOf(request),
          BigInt(request.params.id),
          request.body.role,
        ),
      ),
  );

  for (const change of ['disable', 'enable'] as const) {
    app.post(
      `/admin/operators/:id/${change}`,
      {
        schema: {
          tags,
          params: OperatorParamsSchema,
          response: { 200: envelopeOf(OperatorSummarySchema) },
        },
        config: { access: { operator: adminPolicy.manageOperators } },
      },
      async (request) =>
        request.ok(
          await operators.setDisabled(
            operatorOf(request),
            BigInt(request.params.id),
            change === 'disable',
          ),
        ),
    );
  }

  app.post(
    '/admin/operators/:id/second-factor/reset',
    {
      schema: {
        tags,
        params: OperatorParamsSchema,
        response: { 200: envelopeOf(OperatorSummarySchema) },
      },
      config: { access: { operator: adminPolicy.manageOperators } },
    },
    async (request) =>
      request.ok(await operators.resetSecondFactor(operatorOf(request), BigInt(request.params.id))),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        querystring: AuditSearchSchema,
        response: { 200: envelopeOf(z.array(AuditEntrySchema)) },
      },
      config: { access: { operator: adminPolicy.searchAudit } },
    },
    async (request) => request.ok(await audit.search(request.query)),
  );
};
