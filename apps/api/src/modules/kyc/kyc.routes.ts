import multipart from '@fastify/multipart';
import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MAX_BYTES,
  DocumentTypeParamsSchema,
  envelopeOf,
  PlayerDocumentSchema,
  PlayerDocumentsFormSchema,
  PlayerDocumentsSchema,
} from '@orca/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { readOneFile } from '../../platform/uploads.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { KycService } from './kyc.service.ts';

const tags = ['kyc'];

/** Sends a stored document as a download that the browser will not try to render or sniff. */
export function sendDocument(
  reply: FastifyReply,
  file: { document: { mimeType: string; fileName: string }; bytes: Buffer },
) {
  return reply
    .header('content-type', file.document.mimeType)
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(file.document.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  // preservePath keeps the name as sent, so a name that tries to climb folders is seen and refused.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/player/playerDocuments',
    {
      schema: { tags, response: { 200: envelopeOf(PlayerDocumentsSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await kyc.list(playerIdOf(request))),
  );

  app.get(
    '/player/playerDocuments/schema',
    {
      schema: { tags, response: { 200: envelopeOf(PlayerDocumentsFormSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(kyc.form()),
  );

  app.get(
    '/player/playerDocuments/:id/file',
    {
      schema: { tags, params: z.object({ id: z.uuid({ error: 'invalid_value' }) }) },
      config: { access: 'player' },
    },
    async (request, reply) =>
      sendDocument(reply, await kyc.fileOf(playerIdOf(request), request.params.id)),
  );

  app.post(
    '/player/uploadPlayerDocument/:documentType',
    {
      schema: {
        tags,
        params: DocumentTypeParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(PlayerDocumentSchema) },
      },
      config: { access: 'player', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      const file = await readOneFile(
        request,
        DOCUMENT_FILE_FIELD,
        () =>
          new AppError('document_too_large', { params: { max: DOCUMENT_MAX_BYTES / 1_048_576 } }),
      );
      return request.ok(
        await kyc.upload(playerId, request.params.documentType, file),
        'document_uploaded',
      );
    },
  );
};
