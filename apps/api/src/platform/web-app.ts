import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_PARAM, type Language } from '@orca/contracts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Hashed build output never changes under its name; everything else may change at a deploy. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page the app boots from, with the public runtime configuration written into it: a build
 * serves any installation, and a meta tag needs no inline script, so the strict CSP holds.
 */
export function renderIndexHtml(template: string, runtime: { apiKey: string }): string {
  const meta = `<meta name="orca-api-key" content="${escapeAttribute(runtime.apiKey)}" />`;
  const withoutPlaceholder = template.replace(/<meta name="orca-api-key"[^>]*>/, '');
  return withoutPlaceholder.replace(/<head>/i, `<head>\n    ${meta}`);
}

/** What a crawler needs of a shareable page (a news article) to show a card for it. */
export interface SharedPage {
  title: string;
  description: string;
  imageUrl: string | null;
  /** The language the text is in, and every language the page exists in. */
  language: Language;
  languages: readonly Language[];
}

const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  pt: 'pt_PT',
  no: 'nb_NO',
};
const NEWS_PATH = /^\/news\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The head tags of a shared page, as the web app renders them after start (lib/page-metadata.tsx),
 * for crawlers that run no script. Marked data-server-head so the app removes them once it
 * renders its own.
 */
export function renderSharedPageHead(page: SharedPage, pagePath: string, origin: string): string {
  const link = (language: Language | null) =>
    `${origin}${pagePath}${language ? `?${LOCALE_PARAM}=${language}` : ''}`;
  const tag = (html: string) => `<${html} data-server-head="" />`;
  const meta = (attribute: 'name' | 'property' | 'http-equiv', key: string, value: string) =>
    tag(`meta ${attribute}="${key}" content="${escapeAttribute(value)}"`);
  const image = page.imageUrl === null ? null : new URL(page.imageUrl, origin).toString();
  return [
    `<title data-server-head="">${escapeAttribute(`${page.title} · Orca Casino`)}</title>`,
    meta('name', 'description', page.description),
    meta('http-equiv', 'content-language', page.language),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Orca Casino'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', link(page.language)),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    tag(`link rel="canonical" href="${escapeAttribute(link(page.language))}"`),
    ...page.languages.map((language) =>
      tag(`link rel="alternate" hreflang="${language}" href="${escapeAttribute(link(language))}"`),
    ),
    tag(`link rel="alternate" hreflang="x-default" href="${escapeAttribute(link(null))}"`),
  ].join('\n    ');
}

/** The language a shared link asks for (?lang=), or en: crawlers send no stored choice. */
function sharedLanguageOf(url: URL): Language {
  const asked = url.searchParams.get(LOCALE_PARAM);
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

/**
 * Serves the built web app: assets from disk, and index.html (rendered once) for every other GET
 * the API does not own. Returns a sender for the not-found handler, or null when there is no build.
 * With `newsArticle`, a news article's page carries its sharing tags in the HTML itself, since
 * crawlers do not run the app; an unknown article gets the plain page (the app says not found).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    /** The web app's build; apps/web/dist unless configured. */
    webDist: string | undefined;
    apiKey: string;
    publicUrl?: string;
    newsArticle?: (language: Language, url: string) => Promise<SharedPage>;
  },
): Promise<
  ((reply: FastifyReply, status?: number) => FastifyReply | Promise<FastifyReply>) | null
> {
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = renderIndexHtml(readFileSync(indexPath, 'utf8'), { apiKey: options.apiKey });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // index.html goes through the renderer below, with its runtime configuration and no-cache.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    // The build writes each script and stylesheet beside itself as .br and .gz (apps/web/vite.config.ts):
    // the browser gets the smallest it accepts, compressed once at build time rather than per request.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const isHashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
      response.setHeader('cache-control', isHashed ? IMMUTABLE : SHORT);
      // One address, a body per encoding: a shared cache must keep them apart.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  // no-cache: a browser checks for a new deploy on every visit, then loads the new hashed assets.
  const send = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(body);
  const { newsArticle, publicUrl } = options;
  if (!newsArticle || !publicUrl) return (reply, status = 200) => send(reply, status, html);
  const origin = new URL(publicUrl).origin;
  return async (reply, status = 200) => {
    const url = new URL(reply.request.url, origin);
    const match = status === 200 ? NEWS_PATH.exec(url.pathname) : null;
    if (!match?.[1]) return send(reply, status, html);
    try {
      const head = renderSharedPageHead(
        await newsArticle(sharedLanguageOf(url), match[1]),
        `/news/${match[1]}`,
        origin,
      );
      // A function, not a string: in a replacement string $' and $` would copy the page around the
      // title into an attribute, so an article's title could rewrite the head.
      return send(
        reply,
        status,
        html.replace(/<title>[^<]*<\/title>/i, () => head),
      );
    } catch (error) {
      // Not found (or the database away): the app itself shows the page's state.
      reply.request.log.debug({ err: error }, 'no sharing tags for this article');
      return send(reply, status, html);
    }
  };
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
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/'))
      return;
    let asked: URL;
    try {
      asked = new URL(`http://${request.headers.host ?? ''}`);
    } catch {
      return;
    }
    if (
      !LOOPBACK_NAMES.has(asked.hostname) ||
      asked.hostname === canonical.hostname ||
      asked.port !== canonical.port
    )
      return;
    return reply.redirect(`${canonical.origin}${request.url}`, 302);
  });
}
