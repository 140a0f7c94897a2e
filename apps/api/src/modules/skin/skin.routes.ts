import {
  envelopeOf,
  LogoQuerySchema,
  LogoSchema,
  SkinConfigSchema,
  SkinMenuItemSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SkinService } from './skin.service.ts';

const tags = ['skin'];

export const skinRoutes: FastifyPluginAsyncZod<{ skin: SkinService }> = async (app, { skin }) => {
  app.get(
    '/skinConfig/all',
    {
      schema: { tags, response: { 200: envelopeOf(SkinConfigSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await skin.config()),
  );

  app.get(
    '/skinMenu',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(SkinMenuItemSchema)) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await skin.menu()),
  );

  app.get(
    '/logos',
    {
      schema: { tags, querystring: LogoQuerySchema, response: { 200: envelopeOf(LogoSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await skin.logo(request.query.type, request.query.color)),
  );
};
