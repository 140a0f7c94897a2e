import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../platform/mail.ts';

/**
 * The demo mailbox: with no SMTP server configured, mail stays in the outbox and this shows it,
 * so a visitor can follow a confirmation or reset link. Registered only in demo mode.
 */
export const demoRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/demo/mailbox',
    {
      schema: {
        tags: ['demo'],
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      config: { access: 'public' },
    },
    async (request) => {
      const rows = request.query.to
        ? await mailer.listFor(request.query.to, request.query.limit)
        : await mailer.latest(request.query.limit);
      return request.ok(
        rows.map((row) => ({
          id: row.id.toString(),
          to: row.to,
          subject: row.subject,
          text: row.text,
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
