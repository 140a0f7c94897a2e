import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientErrorHandler, sendFailure } from './envelope.ts';
import { renderIndexHtml } from './web-app.ts';

/**
 * The back office (apps/admin) is served by the same process and the same Fastify instance as the
 * casino, on a second listener (ADMIN_PORT): its own origin, so the browser keeps the operator's
 * session out of reach of anything running on the player site. Requests are told apart by the
 * port of the socket they arrived on, which a client cannot forge (a Host header it could):
 *   - the admin listener answers the back-office API, the back-office bundle and /health, and
 *     sends the back office's page for every other page path;
 *   - the player listener refuses the back-office API and bundle as unknown routes.
 * Requests with no socket port (app.inject in tests) reach both, so API tests need no listener.
 */
const ADMIN_API = '/api/v1/admin';
const ADMIN_ASSETS = '/admin-assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The back office's own policy: no third-party script or frame; blob: for the document viewer. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

type Listener = 'admin' | 'player' | 'any';

function listenerOf(request: FastifyRequest, adminPort: number): Listener {
  const port = request.raw.socket.localPort;
  if (port === undefined) return 'any';
  return port === adminPort ? 'admin' : 'player';
}

const isAdminPath = (pathName: string) =>
  pathName === ADMIN_API ||
  pathName.startsWith(`${ADMIN_API}/`) ||
  pathName.startsWith(ADMIN_ASSETS);

/** Registers the partition of the two listeners and the back-office bundle. */
export async function registerAdminSite(
  app: FastifyInstance,
  options: { adminDist: string; adminPort: number; apiKey: string },
): Promise<void> {
  const indexPath = path.join(options.adminDist, 'index.html');
  const html = existsSync(indexPath)
    ? renderIndexHtml(readFileSync(indexPath, 'utf8'), { apiKey: options.apiKey })
    : null;
  if (html) {
    await app.register(fastifyStatic, {
      root: path.join(options.adminDist, 'admin-assets'),
      prefix: ADMIN_ASSETS,
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (response) => {
        response.setHeader('cache-control', IMMUTABLE);
      },
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const listener = listenerOf(request, options.adminPort);
    if (listener === 'any') return;
    const pathName = request.url.split('?')[0] ?? '';
    if (listener === 'player') {
      if (isAdminPath(pathName)) return sendFailure(request, reply, 'route_not_found');
      return;
    }
    reply
      .header('content-security-policy', ADMIN_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer');
    if (isAdminPath(pathName) || pathName === '/health') return;
    if (pathName.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD'))
      return sendFailure(request, reply, 'route_not_found');
    // Every page path of the back office is its single page; without a build, say how to get one.
    if (!html)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: npm run build -w @orca/admin');
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // helmet writes the player site's policy on every answer; the admin listener's answers keep theirs.
  app.addHook('onSend', async (request, reply) => {
    if (listenerOf(request, options.adminPort) === 'admin')
      reply.header('content-security-policy', ADMIN_CSP);
  });
}

/** Opens the admin listener on a ready app: a second HTTP server handing its requests to the same router. */
export async function listenAdminSite(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<Server> {
  await app.ready();
  const server = createServer((request, response) => app.routing(request, response));
  server.on('clientError', clientErrorHandler);
  // WebSocket upgrades (the back office's live socket) go where @fastify/websocket listens for them.
  server.on('upgrade', (request, socket, head) =>
    app.server.emit('upgrade', request, socket, head),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

/** Closes the admin listener, ending idle keep-alive connections so shutdown does not wait on them. */
export function closeAdminSite(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
