import {
  envelopeOf,
  LastLoginSchema,
  PROFILE_FORM_SCHEMAS,
  ProfileSchema,
  ProfileTypeParamsSchema,
  type ContactDetails,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../auth/auth.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { PlayerService } from './player.service.ts';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{
  players: PlayerService;
  auth: AuthService;
}> = async (app, { players, auth }) => {
  app.get(
    '/player',
    {
      schema: { tags, response: { 200: envelopeOf(ProfileSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await players.profile(playerIdOf(request))),
  );

  app.get(
    '/player/lastLoggedInData',
    {
      schema: { tags, response: { 200: envelopeOf(LastLoginSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await players.lastLogin(playerIdOf(request))),
  );

  app.get(
    '/player/schema/:type',
    { schema: { tags, params: ProfileTypeParamsSchema }, config: { access: 'player' } },
    async (request) =>
      request.ok(
        z.toJSONSchema(PROFILE_FORM_SCHEMAS[request.params.type], {
          io: 'input',
          unrepresentable: 'any',
        }),
      ),
  );

  app.post(
    '/player/update/:type',
    {
      schema: {
        tags,
        params: ProfileTypeParamsSchema,
        response: { 200: envelopeOf(ProfileSchema) },
      },
      // The contact form may carry the current password: tries are capped like the other password checks.
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '1 minute' } },
      // The body's schema depends on the form type, so it is checked here against that form's schema.
      preValidation: async (request) => {
        const { type } = ProfileTypeParamsSchema.parse(request.params);
        request.body = PROFILE_FORM_SCHEMAS[type].parse(request.body ?? {});
      },
    },
    async (request) => {
      const { type } = request.params;
      // Contact details are an identity matter (a new email needs the password), so auth saves them.
      if (type === 'contact')
        return request.ok(
          await auth.updateContact(
            playerIdOf(request),
            request.body as ContactDetails,
            request.language,
          ),
        );
      return request.ok(await players.updateForm(playerIdOf(request), type, request.body as never));
    },
  );
};
