import {
  AdminChatDetailSchema,
  AdminChatIdParamsSchema,
  AdminChatListQuerySchema,
  AdminChatListSchema,
  CHAT_TOKEN_HEADER,
  ChatAvailabilitySchema,
  ChatCurrentSchema,
  ChatMessageSchema,
  ChatOfflineSchema,
  ChatOpenedSchema,
  ChatOpenSchema,
  ChatSendSchema,
  ChatUnreadSchema,
  envelopeOf,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { ChatIdentity } from './chat.conversations.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['support'];
const answer = { access: { operator: 'support.answer' } } as const;

/** A logged-in player chats as themselves; anyone else as the visitor their chat token names. */
function identityOf(request: FastifyRequest): ChatIdentity {
  const playerId = request.playerSession?.playerId;
  if (playerId !== null && playerId !== undefined) return { kind: 'player', playerId };
  const token = request.headers[CHAT_TOKEN_HEADER];
  return {
    kind: 'visitor',
    token: typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null,
  };
}

/** The live chat's player and visitor side (decision 016). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/chat/availability',
    {
      schema: { tags, response: { 200: envelopeOf(ChatAvailabilitySchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok({ isOnline: await chat.isOnline() }),
  );

  app.post(
    '/chat/conversations',
    {
      schema: { tags, body: ChatOpenSchema, response: { 200: envelopeOf(ChatOpenedSchema) } },
      config: { access: 'anon', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await chat.open(identityOf(request), request.body, request.language)),
  );

  app.get(
    '/chat/conversations/current',
    {
      schema: { tags, response: { 200: envelopeOf(ChatCurrentSchema) } },
      config: { access: 'anon' },
    },
    async (request) => request.ok({ conversation: await chat.current(identityOf(request)) }),
  );

  app.post(
    '/chat/messages',
    {
      schema: { tags, body: ChatSendSchema, response: { 200: envelopeOf(ChatMessageSchema) } },
      config: { access: 'anon', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(await chat.send(identityOf(request), request.body.body, request.language)),
  );

  // Every page asks, so the launcher shows an answer that came while the player was away.
  app.get(
    '/chat/unread',
    {
      schema: { tags, response: { 200: envelopeOf(ChatUnreadSchema) } },
      config: { access: 'anon' },
    },
    async (request) => request.ok({ unreadCount: await chat.unread(identityOf(request)) }),
  );

  app.post(
    '/chat/read',
    {
      schema: { tags, response: { 200: envelopeOf(ChatUnreadSchema) } },
      config: { access: 'anon' },
    },
    async (request) => {
      await chat.markRead(identityOf(request));
      return request.ok({ unreadCount: 0 });
    },
  );

  // Mailed to support: few per sender, so the form is no way of flooding the support address.
  app.post(
    '/chat/offline',
    {
      schema: { tags, body: ChatOfflineSchema, response: { 200: envelopeOf(ChatOpenedSchema) } },
      config: { access: 'anon', rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) =>
      request.ok(await chat.leaveMessage(identityOf(request), request.body, request.language)),
  );
};

/** The back office's chats: the inbox list, a conversation, answers, assignment and closing (audited). */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (
  app,
  { chat },
) => {
  app.get(
    '/admin/support/chats',
    {
      schema: {
        tags,
        querystring: AdminChatListQuerySchema,
        response: { 200: envelopeOf(AdminChatListSchema) },
      },
      config: answer,
    },
    async (request) => request.ok({ conversations: await chat.list(request.query.status) }),
  );

  app.get(
    '/admin/support/chats/:id',
    {
      schema: {
        tags,
        params: AdminChatIdParamsSchema,
        response: { 200: envelopeOf(AdminChatDetailSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await chat.detail(request.params.id)),
  );

  app.post(
    '/admin/support/chats/:id/messages',
    {
      schema: {
        tags,
        params: AdminChatIdParamsSchema,
        body: ChatSendSchema,
        response: { 200: envelopeOf(ChatMessageSchema) },
      },
      config: answer,
    },
    async (request) =>
      request.ok(await chat.reply(operatorOf(request), request.params.id, request.body.body)),
  );

  app.post(
    '/admin/support/chats/:id/assign',
    {
      schema: {
        tags,
        params: AdminChatIdParamsSchema,
        response: { 200: envelopeOf(AdminChatDetailSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await chat.assign(operatorOf(request), request.params.id)),
  );

  app.post(
    '/admin/support/chats/:id/close',
    {
      schema: {
        tags,
        params: AdminChatIdParamsSchema,
        response: { 200: envelopeOf(AdminChatDetailSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await chat.close(operatorOf(request), request.params.id)),
  );
};
