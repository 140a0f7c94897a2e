import {
  DOCUMENT_STATUSES,
  DocumentReviewSchema,
  envelopeOf,
  PlayerDocumentSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { kycPolicy } from './kyc.policy.ts';
import { sendDocument } from './kyc.routes.ts';
import type { KycService } from './kyc.service.ts';

const tags = ['admin'];

/** Compliance's review queue: documents, their files inline, and a decision with a reason the player reads. */
export const kycAdminRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const documentParams = z.object({ id: z.uuid({ error: 'invalid_value' }) });

  app.get(
    '/admin/documents',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(DOCUMENT_STATUSES).default('pending'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
      config: { access: { operator: kycPolicy.reviewDocuments } },
    },
    async (request) => request.ok(await kyc.queue(request.query.status, request.query.limit)),
  );

  app.get(
    '/admin/documents/:id/file',
    {
      schema: { tags, params: documentParams },
      config: { access: { operator: kycPolicy.reviewDocuments } },
    },
    async (request, reply) => sendDocument(reply, await kyc.fileForOperator(request.params.id)),
  );

  app.post(
    '/admin/documents/:id/review',
    {
      schema: {
        tags,
        params: documentParams,
        body: DocumentReviewSchema,
        response: { 200: envelopeOf(PlayerDocumentSchema) },
      },
      config: { access: { operator: kycPolicy.reviewDocuments } },
    },
    async (request) =>
      request.ok(await kyc.review(operatorOf(request), request.params.id, request.body)),
  );
};
