import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.ts';
import { accessDeclarations } from './access.ts';
import { registerAdminSite } from './admin-site.ts';
import { afterResponsePlugin } from './after-response.ts';
import { apiKeyPlugin } from './api-key.ts';
import type { Config } from './config.ts';
import { envelopePlugin, sendFailure } from './envelope.ts';
import { geoGuard } from './geo.ts';
import { registerApi, type AppModule } from './module.ts';
import { refuseNulBytes } from './validation.ts';

const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** Hosts a page may load from beyond its own: a vendor's, each only when it is configured. */
export interface ThirdPartySources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
  font: string[];
}

/** The WebSocket origin of the public URL (https → wss). */
function liveSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * What every answer carries or passes before a route runs: the content security policy and
 * headers, rate limits, the envelope, the back office's own listener, the api key, the API's
 * description and the health check.
 */
export async function registerHardening(
  app: FastifyInstance,
  deps: { config: Config; db: Database; redis: Redis | null; sources: ThirdPartySources },
): Promise<void> {
  const { config, sources } = deps;
  const isHttps = config.publicUrl.startsWith('https://');
  const google = 'https://accounts.google.com';
  const turnstile = 'https://challenges.cloudflare.com';
  // Given the policy, helmet would parse its directives again for every answer (about 40 µs of
  // the API's CPU each, 2 % of a slot spin's); built once here, it sets the same header from a string.
  const contentSecurityPolicy = helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", turnstile, google, ...sources.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...sources.style],
      imgSrc: ["'self'", 'data:', 'blob:', ...sources.img],
      // The captcha's recording arrives as a data: address with its picture (GET /captcha/audio).
      mediaSrc: ["'self'", 'data:'],
      // Sockets only to this site: 'self' covers them in current browsers, the explicit origin the rest.
      connectSrc: ["'self'", liveSocketOrigin(config.publicUrl), ...sources.connect],
      frameSrc: ["'self'", turnstile, google, ...sources.frame],
      ...(sources.font.length > 0 ? { fontSrc: ["'self'", 'data:', ...sources.font] } : {}),
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Only a site served over https may tell browsers to upgrade: on plain http (a LAN
      // address, a demo box) it would send every asset to a port that does not answer.
      upgradeInsecureRequests: isHttps ? [] : null,
    },
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    contentSecurityPolicy(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'orca-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: 'too_many_requests',
    }),
  });
  await app.register(envelopePlugin);
  // First of the request hooks: each listener refuses the other site's paths before anything else runs.
  await registerAdminSite(app, {
    adminDist: config.ADMIN_DIST ?? DEFAULT_ADMIN_DIST,
    adminPort: config.ADMIN_PORT,
    apiKey: config.API_KEY,
  });
  await app.register(afterResponsePlugin);
  await app.register(apiKeyPlugin, {
    apiKey: config.API_KEY,
    openPrefixes: [
      '/api/v1/docs',
      '/api/v1/payments/webhook/',
      '/api/v1/provider/',
      '/api/v1/content/images/',
    ],
    openPaths: ['/api/v1/live', '/api/v1/admin/live'],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Orca API',
        version: '1.0.0',
        description:
          'Every response is the envelope { info: { success, message, resultCode }, data }.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'api-key' } },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/health', { schema: { hide: true } }, async () => {
    await deps.db.execute('select 1');
    return { status: 'ok' };
  });
}

/**
 * The /api/v1 scope: geo-blocking, no NUL bytes, nothing cached, then the guards that read each
 * route's access declaration, then every module's routes.
 */
export async function registerApiScope(
  app: FastifyInstance,
  deps: {
    config: Config;
    guards: ((api: FastifyInstance) => PromiseLike<unknown>)[];
    modules: readonly AppModule[];
  },
): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(geoGuard, {
        blocked: { countries: deps.config.BLOCKED_COUNTRIES, cities: deps.config.BLOCKED_CITIES },
      });
      api.addHook('preValidation', refuseNulBytes);
      // Answers are a player's own (balance, history, profile): no browser or proxy keeps them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(accessDeclarations);
      for (const guard of deps.guards) await guard(api);
      api.get('/docs', { schema: { hide: true }, config: { access: 'public' } }, async () =>
        app.swagger(),
      );
      await registerApi(api, deps.modules);
    },
    { prefix: '/api/v1' },
  );
}

/**
 * Paths nothing else answers: the web app owns every page, including its own not-found page;
 * the pages of what this installation does not run (`absentPaths`) answer 404; the API answers
 * route_not_found in the envelope.
 */
export function registerNotFound(
  app: FastifyInstance,
  sendWebApp: ((reply: FastifyReply, status: number) => unknown) | null,
  absentPaths: string[],
): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && sendWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      const isAbsent = absentPaths.some(
        (absent) =>
          request.url === absent ||
          request.url.startsWith(`${absent}?`) ||
          request.url.startsWith(`${absent}/`),
      );
      return sendWebApp(reply, isAbsent ? 404 : 200);
    }
    return sendFailure(request, reply, 'route_not_found');
  });
}
