import {
  envelopeOf,
  FeedEventParamsSchema,
  FeedEventSchema,
  FeedEventsQuerySchema,
  FeedEventsSchema,
  FeedMarketParamsSchema,
  FeedMarketSchema,
  FeedMarketsSchema,
  FeedReasonSchema,
  MapFeedEventSchema,
  MapFeedMarketSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { EventMapping } from './event-mapping.service.ts';
import { sportsPolicy } from './sports.policy.ts';

const tags = ['admin'];
const read = { access: { operator: sportsPolicy.read } };
const manage = { access: { operator: sportsPolicy.manage } };

/**
 * Feed mapping (issue 24): the external events and market keys the producers met, and the trader's mapping of
 * them. Reading the sportsbook (sports.read) sees them; trading it (sports.manage) maps, unmaps and ignores.
 */
export const eventMappingRoutes: FastifyPluginAsyncZod<{ eventMapping: EventMapping }> = async (
  app,
  { eventMapping },
) => {
  app.get(
    '/admin/sports/feed-events',
    {
      schema: {
        tags,
        querystring: FeedEventsQuerySchema,
        response: { 200: envelopeOf(FeedEventsSchema) },
      },
      config: read,
    },
    async (request) => request.ok({ events: await eventMapping.events(request.query) }),
  );

  app.post(
    '/admin/sports/feed-events/:producer/:externalId/map',
    {
      schema: {
        tags,
        params: FeedEventParamsSchema,
        body: MapFeedEventSchema,
        response: { 200: envelopeOf(FeedEventSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await eventMapping.map(
          operatorOf(request),
          request.params.producer,
          request.params.externalId,
          request.body,
        ),
      ),
  );

  for (const action of ['unmap', 'ignore'] as const)
    app.post(
      `/admin/sports/feed-events/:producer/:externalId/${action}`,
      {
        schema: {
          tags,
          params: FeedEventParamsSchema,
          body: FeedReasonSchema,
          response: { 200: envelopeOf(FeedEventSchema) },
        },
        config: manage,
      },
      async (request) =>
        request.ok(
          await eventMapping.drop(
            operatorOf(request),
            action,
            request.params.producer,
            request.params.externalId,
            request.body.reason,
          ),
        ),
    );

  app.get(
    '/admin/sports/feed-markets',
    {
      schema: { tags, response: { 200: envelopeOf(FeedMarketsSchema) } },
      config: read,
    },
    async (request) => request.ok({ markets: await eventMapping.markets() }),
  );

  app.post(
    '/admin/sports/feed-markets/:producer/:key/map',
    {
      schema: {
        tags,
        params: FeedMarketParamsSchema,
        body: MapFeedMarketSchema,
        response: { 200: envelopeOf(FeedMarketSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await eventMapping.setMarket(
          operatorOf(request),
          request.params.producer,
          request.params.key,
          { action: 'map', ...request.body },
        ),
      ),
  );

  app.post(
    '/admin/sports/feed-markets/:producer/:key/ignore',
    {
      schema: {
        tags,
        params: FeedMarketParamsSchema,
        body: FeedReasonSchema,
        response: { 200: envelopeOf(FeedMarketSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await eventMapping.setMarket(
          operatorOf(request),
          request.params.producer,
          request.params.key,
          { action: 'ignore', reason: request.body.reason },
        ),
      ),
  );
};
