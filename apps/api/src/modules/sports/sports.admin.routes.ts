import {
  AdminSportEventDetailSchema,
  AdminSportEventsPageSchema,
  AdminSportEventsQuerySchema,
  AdminSportsBetParamsSchema,
  AdminSportsBetSchema,
  AdminSportsBetsPageSchema,
  AdminSportsBetsQuerySchema,
  envelopeOf,
  ResumeSportMarketSchema,
  SetSportLiabilityCapsSchema,
  SetSportMarginSchema,
  SportLiabilityCapsSchema,
  SetStakeFactorSchema,
  SportEventParamsSchema,
  SportMarginParamsSchema,
  SportMarginsSchema,
  SportsPlayerParamsSchema,
  StakeFactorSchema,
  StakeFactorsSchema,
  SuspendSportMarketSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { SportsAdmin } from './sports.admin.service.ts';
import { sportsPolicy } from './sports.policy.ts';

const tags = ['admin'];
const read = { access: { operator: sportsPolicy.read } };
const manage = { access: { operator: sportsPolicy.manage } };

/**
 * The back office's sportsbook: events, markets and liabilities, suspend and resume, margins per market type,
 * bet search, players' stake factors. Each change is audited in its transaction.
 */
export const sportsAdminRoutes: FastifyPluginAsyncZod<{ sportsAdmin: SportsAdmin }> = async (
  app,
  { sportsAdmin },
) => {
  app.get(
    '/admin/sports/events',
    {
      schema: {
        tags,
        querystring: AdminSportEventsQuerySchema,
        response: { 200: envelopeOf(AdminSportEventsPageSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsAdmin.events(request.query)),
  );

  app.get(
    '/admin/sports/events/:id',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        response: { 200: envelopeOf(AdminSportEventDetailSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsAdmin.event(request.params.id)),
  );

  app.post(
    '/admin/sports/events/:id/suspend',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        body: SuspendSportMarketSchema,
        response: { 200: envelopeOf(AdminSportEventDetailSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsAdmin.suspend(
          operatorOf(request),
          request.params.id,
          request.body.marketKey,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/admin/sports/events/:id/resume',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        body: ResumeSportMarketSchema,
        response: { 200: envelopeOf(AdminSportEventDetailSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsAdmin.resume(operatorOf(request), request.params.id, request.body.marketKey),
      ),
  );

  app.get(
    '/admin/sports/margins',
    { schema: { tags, response: { 200: envelopeOf(SportMarginsSchema) } }, config: read },
    async (request) => request.ok(await sportsAdmin.margins()),
  );

  app.put(
    '/admin/sports/margins/:marketId',
    {
      schema: {
        tags,
        params: SportMarginParamsSchema,
        body: SetSportMarginSchema,
        response: { 200: envelopeOf(SportMarginsSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsAdmin.setMargin(operatorOf(request), request.params.marketId, request.body),
      ),
  );

  app.get(
    '/admin/sports/caps',
    { schema: { tags, response: { 200: envelopeOf(SportLiabilityCapsSchema) } }, config: read },
    async (request) => request.ok(await sportsAdmin.liabilityCaps()),
  );

  app.put(
    '/admin/sports/caps',
    {
      schema: {
        tags,
        body: SetSportLiabilityCapsSchema,
        response: { 200: envelopeOf(SportLiabilityCapsSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(await sportsAdmin.setLiabilityCaps(operatorOf(request), request.body)),
  );

  app.get(
    '/admin/sports/bets',
    {
      schema: {
        tags,
        querystring: AdminSportsBetsQuerySchema,
        response: { 200: envelopeOf(AdminSportsBetsPageSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsAdmin.bets(request.query)),
  );

  app.get(
    '/admin/sports/bets/:id',
    {
      schema: {
        tags,
        params: AdminSportsBetParamsSchema,
        response: { 200: envelopeOf(AdminSportsBetSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsAdmin.bet(BigInt(request.params.id))),
  );

  app.get(
    '/admin/sports/stake-factors',
    { schema: { tags, response: { 200: envelopeOf(StakeFactorsSchema) } }, config: read },
    async (request) => request.ok(await sportsAdmin.stakeFactors()),
  );

  app.get(
    '/admin/sports/stake-factors/:player',
    {
      schema: {
        tags,
        params: SportsPlayerParamsSchema,
        response: { 200: envelopeOf(StakeFactorSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsAdmin.stakeFactor(request.params.player)),
  );

  app.put(
    '/admin/sports/stake-factors/:player',
    {
      schema: {
        tags,
        params: SportsPlayerParamsSchema,
        body: SetStakeFactorSchema,
        response: { 200: envelopeOf(StakeFactorSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsAdmin.setStakeFactor(
          operatorOf(request),
          request.params.player,
          request.body.factor,
        ),
      ),
  );
};
