import {
  AnonSessionResponseSchema,
  CheckAnonSessionResponseSchema,
  envelopeOf,
  GeoResponseSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { locate } from '../../platform/geo.ts';
import type { SessionService } from './session.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/anon',
    {
      schema: {
        tags: ['session'],
        summary: 'Creates an anonymous visitor session',
        response: { 200: envelopeOf(AnonSessionResponseSchema) },
      },
      config: {
        access: 'public',
        rateLimit: { max: 60, timeWindow: '1 minute' },
        isGeoBlocked: true,
      },
    },
    async (request) => {
      const geo = locate(request.ip);
      const { token } = await sessions.createAnon({
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        country: geo.countryCode,
        city: geo.city,
      });
      return request.ok({
        anonSessionId: token,
        countrycode: geo.countryCode?.toLowerCase() ?? null,
        city: geo.city,
      });
    },
  );

  app.get(
    '/checkAnonSession',
    // A visitor who got their session elsewhere (before travelling, through a VPN) is sent to the
    // access-restricted page by the start check, as a new one is by GET /anon (spec section 4).
    {
      schema: {
        tags: ['session'],
        summary: 'Tells whether x-anon-session is live',
        response: { 200: envelopeOf(CheckAnonSessionResponseSchema) },
      },
      config: { access: 'public', isGeoBlocked: true },
    },
    async (request) => {
      if (!request.anonSession)
        throw new AppError('anon_session_required', { data: { valid: false } });
      return request.ok({ valid: true });
    },
  );

  app.get(
    '/geo',
    {
      schema: {
        tags: ['session'],
        summary: "The caller's country and city",
        response: { 200: envelopeOf(GeoResponseSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const geo = locate(request.ip);
      return request.ok({ country_code2: geo.countryCode, city: geo.city });
    },
  );
};
