import {
  envelopeOf,
  PlaceSportsBetSchema,
  SportEventSchema,
  SportEventsPageSchema,
  SportsBetSchema,
  SportsBetsPageSchema,
  SportsBetsQuerySchema,
  SportsBuilderQuoteRequestSchema,
  SportsBuilderQuoteSchema,
  SportsCashOutOfferSchema,
  SportsCashOutRuleSchema,
  SportsCashOutSchema,
  SportsEventsQuerySchema,
  SportsListSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { SportsService } from './sports.service.ts';

const tags = ['sports'];
const eventParams = z.object({ eventId: z.string().max(80) });
const betParams = z.object({ betId: z.string().max(20) });

/** The sportsbook: what a visitor browses, and a player's bets. */
export const sportsRoutes: FastifyPluginAsyncZod<{
  sports: SportsService;
  betsPerMinute: number;
}> = async (app, { sports, betsPerMinute }) => {
  app.get(
    '/sports',
    {
      schema: { tags, response: { 200: envelopeOf(SportsListSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await sports.sports()),
  );

  app.get(
    '/sports/events',
    {
      schema: {
        tags,
        querystring: SportsEventsQuerySchema,
        response: { 200: envelopeOf(SportEventsPageSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => request.ok(await sports.events(request.query)),
  );

  app.get(
    '/sports/events/:eventId',
    {
      schema: { tags, params: eventParams, response: { 200: envelopeOf(SportEventSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await sports.event(request.params.eventId)),
  );

  app.post(
    '/sports/builder/quote',
    {
      schema: {
        tags,
        body: SportsBuilderQuoteRequestSchema,
        response: { 200: envelopeOf(SportsBuilderQuoteSchema) },
      },
      config: { access: 'public', rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => request.ok(await sports.quoteBuilder(request.body)),
  );

  app.post(
    '/player/sports/bets',
    {
      schema: { tags, body: PlaceSportsBetSchema, response: { 200: envelopeOf(SportsBetSchema) } },
      config: { access: 'player', rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => request.ok(await sports.bets.place(playerIdOf(request), request.body)),
  );

  app.get(
    '/player/sports/bets',
    {
      schema: {
        tags,
        querystring: SportsBetsQuerySchema,
        response: { 200: envelopeOf(SportsBetsPageSchema) },
      },
      config: { access: 'player' },
    },
    async (request) => request.ok(await sports.bets.list(playerIdOf(request), request.query)),
  );

  app.get(
    '/player/sports/bets/:betId',
    {
      schema: { tags, params: betParams, response: { 200: envelopeOf(SportsBetSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await sports.bets.get(playerIdOf(request), request.params.betId)),
  );

  app.get(
    '/player/sports/bets/:betId/cashout',
    {
      schema: { tags, params: betParams, response: { 200: envelopeOf(SportsCashOutOfferSchema) } },
      config: { access: 'player', rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await sports.cashOut.offer(playerIdOf(request), request.params.betId)),
  );

  app.post(
    '/player/sports/bets/:betId/cashout',
    {
      schema: {
        tags,
        params: betParams,
        body: SportsCashOutSchema,
        response: { 200: envelopeOf(SportsBetSchema) },
      },
      config: { access: 'player', rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        await sports.cashOut.cashOut(playerIdOf(request), request.params.betId, request.body),
      ),
  );

  app.put(
    '/player/sports/bets/:betId/cashout-rule',
    {
      schema: {
        tags,
        params: betParams,
        body: SportsCashOutRuleSchema,
        response: { 200: envelopeOf(SportsBetSchema) },
      },
      config: { access: 'player', rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        await sports.cashOutRules.set(playerIdOf(request), request.params.betId, request.body),
      ),
  );
};
