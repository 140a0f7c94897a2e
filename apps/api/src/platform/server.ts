import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { clientErrorHandler, frameworkErrorHandler } from './envelope.ts';
import { zodValidatorCompiler } from './validation.ts';

/** What the logs never show: credentials and session tokens, wherever they appear. */
const REDACTED = [
  'req.headers["api-key"]',
  'req.headers["x-anon-session"]',
  'req.headers["x-player-session"]',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.old_password',
  '*.token',
  '*.token_id',
];

/** The Fastify instance every route runs in: logging, proxies, limits, zod validation. */
export function createServer(config: Config, logger: boolean): FastifyInstance {
  const app = Fastify({
    logger: logger
      ? { level: config.LOG_LEVEL, redact: { paths: REDACTED, censor: '[redacted]' } }
      : false,
    // A hop count trusts that many proxies nearest the server, as proxy-addr does for a number.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
