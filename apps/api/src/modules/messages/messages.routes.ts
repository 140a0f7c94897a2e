import { envelopeOf, InboxMessagesSchema, MessageIndexParamsSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];
const response = { 200: envelopeOf(InboxMessagesSchema) };

/** The player's messages (spec sections 3 and 7); each delete answers the list that remains. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/player/messages',
    { schema: { tags, response }, config: { access: 'player' } },
    async (request) =>
      request.ok({ messages: await messages.inbox(playerIdOf(request), request.language) }),
  );

  app.delete(
    '/player/messages/:index',
    { schema: { tags, params: MessageIndexParamsSchema, response }, config: { access: 'player' } },
    async (request) =>
      request.ok({
        messages: await messages.deleteOne(
          playerIdOf(request),
          request.params.index,
          request.language,
        ),
      }),
  );

  app.delete(
    '/player/messages',
    { schema: { tags, response }, config: { access: 'player' } },
    async (request) =>
      request.ok({ messages: await messages.deleteAll(playerIdOf(request), request.language) }),
  );
};
