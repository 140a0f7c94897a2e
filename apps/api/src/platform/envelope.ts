import {
  httpStatusOf,
  isResultCode,
  issueKey,
  type Language,
  type ResultCode,
} from '@orca/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { z } from 'zod';
import { AppError, FieldRuleError } from './errors.ts';
import { requestLanguage, translate } from './i18n.ts';

/** Raised by the validator compiler with zod's issues intact, so fields keep their own keys. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    public validationContext?: string,
  ) {
    super('validation_error');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Wraps data in the spec's success envelope. */
    ok<T>(
      data: T,
      code?: ResultCode,
    ): { info: { success: true; message: string; resultCode: string }; data: T };
    t(key: string, params?: Record<string, string | number>): string;
  }
}

function failure(
  request: FastifyRequest,
  code: ResultCode,
  params?: Record<string, string | number>,
  data: unknown = null,
) {
  return {
    info: {
      success: false,
      message: translate(request.language, 'errors', code, params),
      resultCode: code,
    },
    data,
  };
}

/** Answers a failure envelope; used by hooks that stop a request before its handler runs. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ResultCode,
  options: { params?: Record<string, string | number>; data?: unknown } = {},
) {
  return reply
    .code(httpStatusOf(code))
    .send(failure(request, code, options.params, options.data ?? null));
}

function validationFailure(
  request: FastifyRequest,
  issues: z.core.$ZodIssue[],
  context: string | undefined,
) {
  const fields = issues.map((issue) => {
    const { field, key, params } = issueKey(issue);
    return {
      field,
      key,
      message: translate(request.language, 'validation', key, params),
      params,
      in: context ?? 'body',
    };
  });
  const first = fields[0];
  return failure(
    request,
    'validation_error',
    { field: first?.field ?? '(body)', reason: first?.message ?? '' },
    { fields },
  );
}

/** Every response, success or failure, leaves in the envelope, in the request's language. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('ok', function ok<T>(this: FastifyRequest, data: T, code: ResultCode = 'ok') {
    return {
      info: {
        success: true as const,
        message: translate(this.language, 'errors', code),
        resultCode: code,
      },
      data,
    };
  });
  app.decorateRequest(
    't',
    function t(this: FastifyRequest, key: string, params?: Record<string, string | number>) {
      return translate(this.language, 'errors', key, params);
    },
  );

  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request.headers);
  });

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (error instanceof FieldRuleError) {
      const message = translate(request.language, 'validation', error.key, error.params);
      const field = {
        field: error.field,
        key: error.key,
        message,
        params: error.params,
        in: 'body',
      };
      const params = { field: error.field, reason: message };
      return reply
        .code(httpStatusOf(error.code))
        .send(failure(request, error.code, params, { fields: [field] }));
    }
    if (error instanceof AppError) {
      return reply
        .code(httpStatusOf(error.code))
        .send(failure(request, error.code, error.options.params, error.options.data ?? null));
    }
    if (error instanceof RequestValidationError) {
      return reply
        .code(400)
        .send(validationFailure(request, error.issues, error.validationContext));
    }
    if (error instanceof z.ZodError) {
      return reply.code(400).send(validationFailure(request, error.issues, 'body'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return sendFailure(request, reply, 'too_many_requests');
    if (status === 413) return sendFailure(request, reply, 'payload_too_large');
    if (status === 415) return sendFailure(request, reply, 'unsupported_media_type');
    if (status === 405) return sendFailure(request, reply, 'method_not_allowed');
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, empty body with a JSON content type, …).
      const reason = error.message.replace(/^Body /, '').slice(0, 200);
      return reply
        .code(400)
        .send(failure(request, 'validation_error', { field: '(body)', reason }, { fields: [] }));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: ResultCode = isResultCode((error as { code?: unknown }).code)
      ? (error as { code: ResultCode }).code
      : 'internal_error';
    return reply
      .code(500)
      .send(failure(request, code === 'internal_error' ? code : 'internal_error'));
  });
});

/**
 * Fastify's own refusals before routing (a malformed percent-encoding, an over-long path
 * parameter) leave in the envelope like everything else.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.language = requestLanguage(request.headers);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendFailure(request, reply, 'uri_too_long');
    return;
  }
  void reply
    .code(400)
    .send(
      failure(
        request,
        'validation_error',
        { field: '(url)', reason: translate(request.language, 'validation', 'invalid_value') },
        { fields: [] },
      ),
    );
}

const CLIENT_ERRORS: Record<string, { status: number; code: ResultCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
};

/**
 * Requests Node's HTTP parser refuses (headers too large, a broken request line) never reach
 * Fastify; the answer written straight to the socket is the envelope too, in English, since no
 * header of such a request can be trusted to name a language.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    code: 'validation_error' as ResultCode,
  };
  const params = { field: '(request)', reason: translate('en', 'validation', 'invalid_value') };
  const body = JSON.stringify({
    info: {
      success: false,
      message: translate('en', 'errors', known.code, params),
      resultCode: known.code,
    },
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
