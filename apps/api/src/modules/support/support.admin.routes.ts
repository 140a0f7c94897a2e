import {
  envelopeOf,
  SupportTicketAnswerSchema,
  SupportTicketIdParamsSchema,
  SupportTicketSchema,
  SupportTicketsQuerySchema,
  SupportTicketsSchema,
  SupportTicketStatusChangeSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { ContactService } from './contact.service.ts';
import { supportPolicy } from './support.policy.ts';

const tags = ['admin'];
const answer = { access: { operator: supportPolicy.answer } };

/** The back office's contact messages: the inbox, a ticket, taking it, answering by email, closing and reopening (each audited). */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  const idOf = (request: { params: { ticketId: string } }) => BigInt(request.params.ticketId);

  app.get(
    '/admin/support/tickets',
    {
      schema: {
        tags,
        querystring: SupportTicketsQuerySchema,
        response: { 200: envelopeOf(SupportTicketsSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await contact.list(request.query, operatorOf(request))),
  );

  app.get(
    '/admin/support/tickets/:ticketId',
    {
      schema: {
        tags,
        params: SupportTicketIdParamsSchema,
        response: { 200: envelopeOf(SupportTicketSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await contact.ticket(idOf(request))),
  );

  app.post(
    '/admin/support/tickets/:ticketId/assign',
    {
      schema: {
        tags,
        params: SupportTicketIdParamsSchema,
        response: { 200: envelopeOf(SupportTicketSchema) },
      },
      config: answer,
    },
    async (request) => request.ok(await contact.assignToSelf(operatorOf(request), idOf(request))),
  );

  app.post(
    '/admin/support/tickets/:ticketId/answer',
    {
      schema: {
        tags,
        params: SupportTicketIdParamsSchema,
        body: SupportTicketAnswerSchema,
        response: { 200: envelopeOf(SupportTicketSchema) },
      },
      config: answer,
    },
    async (request) =>
      request.ok(await contact.answer(operatorOf(request), idOf(request), request.body.body)),
  );

  app.put(
    '/admin/support/tickets/:ticketId/status',
    {
      schema: {
        tags,
        params: SupportTicketIdParamsSchema,
        body: SupportTicketStatusChangeSchema,
        response: { 200: envelopeOf(SupportTicketSchema) },
      },
      config: answer,
    },
    async (request) =>
      request.ok(await contact.setStatus(operatorOf(request), idOf(request), request.body.status)),
  );
};
