import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './envelope.ts';
import { safeEqual } from './tokens.ts';

/**
 * Every /api/v1 call carries the skin's api-key. Open without it: paths under `openPrefixes` (the
 * docs, webhooks, images) and exactly the `openPaths` (the sockets, which check the key themselves:
 * a browser cannot set a header on a WebSocket), so a route beside a socket never slips through.
 */
export const apiKeyPlugin = fp(
  async (
    app: FastifyInstance,
    options: { apiKey: string; openPrefixes: string[]; openPaths: string[] },
  ) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/v1')) return;
      if (options.openPrefixes.some((prefix) => path.startsWith(prefix))) return;
      if (options.openPaths.includes(path)) return;
      const key = request.headers['api-key'];
      if (typeof key !== 'string' || !safeEqual(key, options.apiKey)) {
        return sendFailure(request, reply, 'invalid_api_key');
      }
    });
  },
);
