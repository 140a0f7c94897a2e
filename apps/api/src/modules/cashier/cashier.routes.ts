import {
  AcceptedPaymentMethodsSchema,
  DepositAddressRequestSchema,
  DepositAddressSchema,
  DepositMethodSchema,
  DepositRequestSchema,
  DepositResponseSchema,
  envelopeOf,
  PaymentSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { CashierService } from './cashier.service.ts';
import type { HistoryService } from './history.service.ts';
import { verifySignature } from '../../platform/signature.ts';

const tags = ['cashier'];

export const cashierRoutes: FastifyPluginAsyncZod<{
  cashier: CashierService;
  history: HistoryService;
}> = async (app, { cashier, history }) => {
  app.get(
    '/cashier/methods',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(DepositMethodSchema)) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await cashier.methods(playerIdOf(request))),
  );

  app.get(
    '/cashier/methods/accepted',
    {
      schema: { tags, response: { 200: envelopeOf(AcceptedPaymentMethodsSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await cashier.acceptedMethods()),
  );

  app.post(
    '/cashier/deposit',
    {
      schema: {
        tags,
        body: DepositRequestSchema,
        response: { 200: envelopeOf(DepositResponseSchema) },
      },
      config: {
        access: 'player',
        isGeoBlocked: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request) => request.ok(await cashier.startDeposit(playerIdOf(request), request.body)),
  );

  app.post(
    '/cashier/deposit/address',
    {
      schema: {
        tags,
        body: DepositAddressRequestSchema,
        response: { 200: envelopeOf(DepositAddressSchema) },
      },
      config: {
        access: 'player',
        isGeoBlocked: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request) => request.ok(await cashier.depositAddress(playerIdOf(request), request.body)),
  );

  app.get(
    '/cashier/payments/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'invalid_value' }) }),
        response: { 200: envelopeOf(PaymentSchema) },
      },
      config: { access: 'player' },
    },
    async (request) => request.ok(await cashier.payment(playerIdOf(request), request.params.id)),
  );

  app.post(
    '/player/transactions',
    {
      schema: {
        tags,
        body: TransactionsQuerySchema.prefault({}),
        response: { 200: envelopeOf(TransactionsPageSchema) },
      },
      config: { access: 'player' },
    },
    async (request) => request.ok(await history.transactions(playerIdOf(request), request.body)),
  );
};

/**
 * Payment providers' webhooks: no api-key (providers do not have it) but an HMAC signature over
 * the exact bytes received, so the body is kept as a string until the signature is checked.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  cashier: CashierService;
  secret: string;
}> = async (app, { cashier, secret }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/webhook/sandbox',
    { schema: { tags, hide: false }, config: { access: 'public' } },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-sandbox-signature'];
      if (!verifySignature(secret, raw, typeof signature === 'string' ? signature : undefined))
        throw new AppError('invalid_signature');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new AppError('validation_error', { params: { field: '(body)', reason: 'not JSON' } });
      }
      return request.ok({ outcome: await cashier.applyWebhook(parsed) });
    },
  );
};
