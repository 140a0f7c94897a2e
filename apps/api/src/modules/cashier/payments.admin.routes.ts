import {
  AdminDepositPageSchema,
  DepositSearchSchema,
  envelopeOf,
  CryptoRateSchema,
  SetCryptoRateSchema,
  SweepsStartedSchema,
  AdminWithdrawalMethodSchema,
  UpdateWithdrawalMethodSchema,
  TreasurySchema,
  WithdrawalExportSchema,
} from '@orca/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../platform/csv.ts';
import { AppError } from '../../platform/errors.ts';
import { operatorOf } from '../admin/operator.guard.ts';
import { cashierPolicy } from './cashier.policy.ts';
import type { PaymentsAdminService } from './payments.admin.service.ts';
import type { CryptoRatesAdmin } from './crypto-rates.admin.ts';
import type { SweepsService } from './sweeps.service.ts';
import type { TreasuryService } from './treasury.service.ts';
import type { WithdrawalMethodsAdmin } from './withdrawal-methods.admin.ts';

const tags = ['admin'];

/** The back office's payment lists: deposits with their provider state, CSV exports of both kinds, the Treasury. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsAdminService;
  treasury: TreasuryService;
  sweeps: SweepsService;
  rates: CryptoRatesAdmin;
  methods: WithdrawalMethodsAdmin;
}> = async (app, { payments, treasury, sweeps, rates, methods }) => {
  app.get(
    '/admin/withdrawal-methods',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(AdminWithdrawalMethodSchema)) } },
      config: { access: { operator: cashierPolicy.readPayments } },
    },
    async (request) => request.ok(await methods.list()),
  );

  app.put(
    '/admin/withdrawal-methods/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(32) }),
        body: UpdateWithdrawalMethodSchema,
        response: { 200: envelopeOf(z.array(AdminWithdrawalMethodSchema)) },
      },
      config: { access: { operator: cashierPolicy.editMethods } },
    },
    async (request) =>
      request.ok(await methods.update(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/treasury/rates',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(CryptoRateSchema)) } },
      config: { access: { operator: cashierPolicy.readPayments } },
    },
    async (request) => request.ok(await rates.list()),
  );

  app.put(
    '/admin/treasury/rates/:asset',
    {
      schema: {
        tags,
        params: z.object({ asset: z.string().max(10) }),
        body: SetCryptoRateSchema,
        response: { 200: envelopeOf(z.array(CryptoRateSchema)) },
      },
      config: { access: { operator: cashierPolicy.setRates } },
    },
    async (request) =>
      request.ok(
        await rates.set(operatorOf(request), request.params.asset, request.body.eurPerUnit),
      ),
  );

  app.post(
    '/admin/treasury/sweeps',
    {
      schema: { tags, response: { 200: envelopeOf(SweepsStartedSchema) } },
      config: { access: { operator: cashierPolicy.sweep } },
    },
    async (request) => {
      if (!sweeps.canSweep) throw new AppError('not_found');
      return request.ok(await sweeps.start(operatorOf(request)));
    },
  );

  app.get(
    '/admin/treasury',
    {
      schema: { tags, response: { 200: envelopeOf(TreasurySchema) } },
      config: { access: { operator: cashierPolicy.readPayments } },
    },
    async (request) => request.ok(await treasury.report()),
  );

  app.get(
    '/admin/deposits',
    {
      schema: {
        tags,
        querystring: DepositSearchSchema,
        response: { 200: envelopeOf(AdminDepositPageSchema) },
      },
      config: { access: { operator: cashierPolicy.readPayments } },
    },
    async (request) => request.ok(await payments.deposits(request.query)),
  );

  app.get(
    '/admin/deposits.csv',
    {
      schema: { tags, querystring: DepositSearchSchema, produces: ['text/csv'] },
      config: { access: { operator: cashierPolicy.readPayments } },
    },
    async (request, reply) => {
      const { filename, csv } = await payments.depositsCsv(operatorOf(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/admin/withdrawals.csv',
    {
      schema: { tags, querystring: WithdrawalExportSchema, produces: ['text/csv'] },
      config: { access: { operator: cashierPolicy.decideWithdrawals } },
    },
    async (request, reply) => {
      const { filename, csv } = await payments.withdrawalsCsv(operatorOf(request), request.query);
      return sendCsv(reply, filename, csv);
    },
  );
};
