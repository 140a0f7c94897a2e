import {
  CancelWithdrawalsRequestSchema,
  envelopeOf,
  WithdrawalDetailsRequestSchema,
  WithdrawalMethodSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

const tags = ['cashier'];

export const withdrawalRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalService }> = async (
  app,
  { withdrawals },
) => {
  app.get(
    '/cashier/withdraw/methods',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(WithdrawalMethodSchema)) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await withdrawals.methods(playerIdOf(request))),
  );

  app.post(
    '/cashier/withdraw',
    {
      schema: {
        tags,
        body: WithdrawalRequestSchema,
        response: { 200: envelopeOf(WithdrawalSchema) },
      },
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        await withdrawals.request(playerIdOf(request), request.body),
        'withdrawal_requested',
      ),
  );

  app.get(
    '/player/transactions/pendingWithdrawals',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(WithdrawalSchema)) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await withdrawals.pending(playerIdOf(request))),
  );

  app.post(
    '/player/transactions/pendingWithdrawals/cancel',
    {
      schema: {
        tags,
        body: CancelWithdrawalsRequestSchema,
        response: { 200: envelopeOf(z.array(WithdrawalSchema)) },
      },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok(await withdrawals.cancel(playerIdOf(request), request.body.trans_ids)),
  );

  // The emailed link works without a session: the 256-bit token is the credential, as for password resets.
  app.get(
    '/cashier/withdraw/details',
    {
      schema: { tags, querystring: z.object({ token: z.string().min(1).max(200) }) },
      config: { access: 'public' },
    },
    async (request) => request.ok(await withdrawals.detailsFor(request.query.token)),
  );

  app.post(
    '/cashier/withdraw/details',
    {
      schema: {
        tags,
        body: WithdrawalDetailsRequestSchema,
        response: { 200: envelopeOf(WithdrawalSchema) },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => request.ok(await withdrawals.submitDetails(request.body)),
  );
};
