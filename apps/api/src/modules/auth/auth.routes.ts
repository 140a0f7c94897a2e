import {
  CAPTCHA_AUDIO_PER_MINUTE,
  CaptchaAudioResponseSchema,
  CaptchaResponseSchema,
  ChangePasswordRequestSchema,
  envelopeOf,
  ForgottenPasswordRequestSchema,
  GoogleRegisterRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterTypeParamsSchema,
  ResetPasswordRequestSchema,
  TokenRequestSchema,
  ValidateFieldRequestSchema,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { locate } from '../../platform/geo.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

export function contextOf(request: FastifyRequest): RequestContext {
  const geo = locate(request.ip);
  return {
    client: {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      country: geo.countryCode,
      city: geo.city,
    },
    language: request.language,
    anonSession: request.anonSession,
    playerSession: request.playerSession,
  };
}

/** Identity flows stay within a handful of tries a minute per address. */
const SENSITIVE = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/**
 * Live field checks and sign-ups from one address, counted together: a person filling the form
 * checks a username and an email a few times and submits once or twice, while every check is an
 * answer to "is this address a customer?". One bucket, so sign-up attempts cannot add to it.
 */
export const SIGN_UP_CALLS_PER_MINUTE = 15;
const SessionDataSchema = z.object({ sessionid: z.string() });
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  captcha: CaptchaService;
}> = async (app, { auth, captcha }) => {
  // One limiter handler (one store) shared by both routes; the key names the bucket, because with
  // Redis every limiter made this way writes under the same prefix.
  const signUpBucket = app.rateLimit({
    max: SIGN_UP_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `sign-up:${request.ip}`,
  });

  app.get(
    '/captcha',
    {
      schema: {
        tags,
        summary: 'A new 5-character image captcha for this anonymous session',
        response: { 200: envelopeOf(CaptchaResponseSchema) },
      },
      config: { access: 'anon', ...SENSITIVE },
    },
    async (request) => {
      if (!request.anonSession) throw new AppError('anon_session_required');
      return request.ok(await captcha.issue(request.anonSession.id));
    },
  );

  // Each recording is synthesised here (a few hundred milliseconds of CPU), so an address gets few a minute.
  app.get(
    '/captcha/audio',
    {
      schema: {
        tags,
        summary:
          'A new captcha whose characters are also spoken (WAV), for players who cannot read the picture',
        response: { 200: envelopeOf(CaptchaAudioResponseSchema) },
      },
      config: {
        access: 'anon',
        rateLimit: { max: CAPTCHA_AUDIO_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      if (!request.anonSession) throw new AppError('anon_session_required');
      return request.ok(await captcha.issueWithAudio(request.anonSession.id, request.language));
    },
  );

  app.post(
    '/player/login',
    {
      // The username's own rules answer the spec's dedicated result codes, so the route only caps its size.
      schema: {
        tags,
        body: LoginRequestSchema.extend({
          username: z.string({ error: 'username_required' }).max(256),
        }),
        response: { 200: envelopeOf(LoginResponseSchema) },
      },
      config: { access: 'anon', isGeoBlocked: true, ...SENSITIVE },
    },
    async (request) => request.ok(await auth.login(request.body, contextOf(request))),
  );

  app.get('/player/logout', { schema: { tags }, config: { access: 'player' } }, async (request) => {
    await auth.logout(contextOf(request));
    return request.ok(null);
  });

  app.post(
    '/register/:type',
    {
      schema: {
        tags,
        params: RegisterTypeParamsSchema,
        body: RegisterRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
      config: { access: 'anon', isGeoBlocked: true },
      onRequest: signUpBucket,
    },
    async (request) => request.ok(await auth.register(request.body, contextOf(request))),
  );

  app.post(
    '/validateField',
    {
      schema: { tags, body: ValidateFieldRequestSchema },
      config: { access: 'anon' },
      onRequest: signUpBucket,
    },
    async (request) => {
      await auth.validateField(request.body);
      return request.ok({ field: request.body.field, valid: true });
    },
  );

  app.get(
    '/register/complete/token/schema',
    { schema: { tags }, config: { access: 'public' } },
    async (request) => request.ok(z.toJSONSchema(TokenRequestSchema, { io: 'input' })),
  );

  app.post(
    '/register/complete/token',
    { schema: { tags, body: TokenRequestSchema }, config: { access: 'public', ...SENSITIVE } },
    async (request) => {
      await auth.completeRegistration(request.body.token);
      return request.ok(null);
    },
  );

  app.post(
    '/player/forgottenpass',
    {
      schema: { tags, body: ForgottenPasswordRequestSchema },
      config: { access: 'anon', ...SENSITIVE },
    },
    async (request) => {
      // Looking the address up and mailing happen after the answer, so its timing tells nothing.
      request.afterResponse(await auth.forgottenPassword(request.body, contextOf(request)));
      return request.ok(null, 'password_reset_sent');
    },
  );

  app.get(
    '/player/resetPassword/schema',
    {
      schema: { tags, querystring: z.object({ token: z.string().max(200).optional() }) },
      config: { access: 'public' },
    },
    async (request) => {
      const token = request.query.token;
      return request.ok({
        tokenValid: token ? await auth.isResetTokenLive(token) : null,
        schema: z.toJSONSchema(ResetPasswordRequestSchema, { io: 'input', unrepresentable: 'any' }),
      });
    },
  );

  app.post(
    '/player/resetPassword',
    {
      schema: { tags, body: ResetPasswordRequestSchema },
      config: { access: 'public', ...SENSITIVE },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return request.ok(null);
    },
  );

  app.post(
    '/player/changepass',
    {
      schema: {
        tags,
        body: ChangePasswordRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
      config: { access: 'player', ...SENSITIVE },
    },
    async (request) =>
      request.ok(await auth.changePassword(playerIdOf(request), request.body, contextOf(request))),
  );

  app.post(
    '/instantRegLogin/google',
    {
      schema: {
        tags,
        body: GoogleRegisterRequestSchema,
        response: { 200: envelopeOf(SessionDataSchema) },
      },
      config: { access: 'anon', isGeoBlocked: true, ...SENSITIVE },
    },
    async (request) => request.ok(await auth.google(request.body, contextOf(request))),
  );
};
