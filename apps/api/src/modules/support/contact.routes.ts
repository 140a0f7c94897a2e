import { ContactRequestSchema, ContactResultSchema, envelopeOf } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES_PER_HOUR, type ContactService } from './contact.service.ts';

const tags = ['support'];

/** Contact us (spec sections 5 and 7): visitors and players alike, with an anonymous session at least. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // Counted after validation (preHandler), so a sender correcting the form's errors spends
  // nothing; the key names the bucket, every limiter sharing one Redis prefix. One limiter only:
  // the plugin runs the first limiter a request meets and skips the rest, so the per-email count
  // is the service's (from the stored tickets).
  const perAddress = app.rateLimit({
    max: CONTACT_MESSAGES_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `contact-ip:${request.ip}`,
  });

  app.post(
    '/contact',
    {
      schema: {
        tags,
        summary:
          'Sends a message to support: stored as a ticket, mailed to support, acknowledged to the sender',
        body: ContactRequestSchema,
        response: { 200: envelopeOf(ContactResultSchema) },
      },
      config: { access: 'anon' },
      preHandler: perAddress,
    },
    async (request) =>
      request.ok(
        await contact.submit(request.body, {
          playerId: request.playerSession?.playerId ?? null,
          language: request.language,
        }),
      ),
  );
};
