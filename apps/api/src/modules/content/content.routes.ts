import {
  BannerListSchema,
  ContentImageParamsSchema,
  ContentUrlParamsSchema,
  envelopeOf,
  InfoPageListSchema,
  InfoPageSchema,
  NewsArticleSchema,
  NewsListQuerySchema,
  NewsListSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.ts';

const tags = ['content'];
const open = { access: 'public' as const };

/** What players and visitors read: news, info pages, the home carousel, and uploaded images. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/news',
    {
      schema: {
        tags,
        querystring: NewsListQuerySchema,
        response: { 200: envelopeOf(NewsListSchema) },
      },
      config: open,
    },
    async (request) => request.ok(await content.news(request.language, request.query)),
  );

  app.get(
    '/news/:url',
    {
      schema: {
        tags,
        params: ContentUrlParamsSchema,
        response: { 200: envelopeOf(NewsArticleSchema) },
      },
      config: open,
    },
    async (request) => request.ok(await content.article(request.language, request.params.url)),
  );

  app.get(
    '/info',
    { schema: { tags, response: { 200: envelopeOf(InfoPageListSchema) } }, config: open },
    async (request) => request.ok(await content.pages(request.language)),
  );

  app.get(
    '/info/:url',
    {
      schema: {
        tags,
        params: ContentUrlParamsSchema,
        response: { 200: envelopeOf(InfoPageSchema) },
      },
      config: open,
    },
    async (request) => request.ok(await content.page(request.language, request.params.url)),
  );

  app.get(
    '/banners',
    { schema: { tags, response: { 200: envelopeOf(BannerListSchema) } }, config: open },
    async (request) => request.ok(await content.banners(request.language)),
  );

  // Served to <img> tags, which send no api-key (app.ts leaves this prefix open). An image never
  // changes under its id, so browsers and proxies may keep it for a year; nosniff and a sandboxing
  // CSP keep a browser from reading the bytes as anything but the checked image type.
  app.get(
    '/content/images/:id',
    { schema: { tags, params: ContentImageParamsSchema }, config: open },
    async (request, reply) => {
      const image = await content.image(request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(image.bytes);
    },
  );
};
