import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hashed build output never changes under its name; everything else may change at a deploy. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page the app boots from, with the public runtime configuration written into it: a build
 * serves any installation, and a meta tag needs no inline script, so the strict CSP holds.
 */
export function renderIndexHtml(template: string, runtime: { apiKey: string }): string {
  const meta = `<meta name="orca-api-key" content="${escapeAttribute(runtime.apiKey)}" />`;
  const withoutPlaceholder = template.replace(/<meta name="orca-api-key"[^>]*>/, '');
  return withoutPlaceholder.replace(/<head>/i, `<head>\n    ${meta}`);
}

/**
 * Serves the built web app: assets from disk, and index.html (rendered once) for every other GET
 * the API does not own. Returns a sender for the not-found handler, or null when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDist: string; apiKey: string }): Promise<((reply: FastifyReply, status?: number) => FastifyReply) | null> {
  const indexPath = path.join(options.webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = renderIndexHtml(readFileSync(indexPath, 'utf8'), { apiKey: options.apiKey });
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    // index.html goes through the renderer below, with its runtime configuration and no-cache.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    // The build writes each script and stylesheet beside itself as .br and .gz (apps/web/vite.config.ts):
    // the browser gets the smallest it accepts, compressed once at build time rather than per request.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const isHashed = path.relative(options.webDist, filePath).startsWith(`assets${path.sep}`);
      response.setHeader('cache-control', isHashed ? IMMUTABLE : SHORT);
      // One address, a body per encoding: a shared cache must keep them apart.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  // no-cache: a browser checks for a new deploy on every visit, then loads the new hashed assets.
  return (reply, status = 200) => reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The demo answers on localhost and on 127.0.0.1 alike, but a browser keeps a separate session for
 * each, and mail links and payment returns lead to PUBLIC_URL's: a player who came in by the other
 * name would come back logged out. Pages asked for by another loopback name are sent to
 * PUBLIC_URL's, so the demo is one site whichever name the player typed.
 */
export function redirectLoopbackAliases(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  if (!LOOPBACK_NAMES.has(canonical.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    let asked: URL;
    try {
      asked = new URL(`http://${request.headers.host ?? ''}`);
    } catch {
      return;
    }
    if (!LOOPBACK_NAMES.has(asked.hostname) || asked.hostname === canonical.hostname || asked.port !== canonical.port) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 302);
  });
}
