import multipart from '@fastify/multipart';
import {
  AdminContentEntrySchema,
  AdminContentIdParamsSchema,
  AdminContentListQuerySchema,
  AdminContentListSchema,
  CONTENT_IMAGE_BYTES_MAX,
  ContentEntryInputSchema,
  ContentImageUploadSchema,
  ContentPreviewInputSchema,
  ContentPreviewSchema,
  envelopeOf,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { readOneFile } from '../../platform/uploads.ts';
import { operatorOf } from '../admin/operator.guard.ts';
import { contentPolicy } from './content.policy.ts';
import type { ContentService } from './content.service.ts';

const tags = ['admin'];
const publish = { access: { operator: contentPolicy.publish } };
const IMAGE_FIELD = 'file';

/** The back office's content: entries of each kind with their texts per language, Markdown preview, image upload. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_BYTES_MAX, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.get(
    '/admin/content',
    {
      schema: {
        tags,
        querystring: AdminContentListQuerySchema,
        response: { 200: envelopeOf(AdminContentListSchema) },
      },
      config: publish,
    },
    async (request) => request.ok(await content.list(request.query.kind)),
  );

  app.post(
    '/admin/content',
    {
      schema: {
        tags,
        body: ContentEntryInputSchema,
        response: { 200: envelopeOf(AdminContentEntrySchema) },
      },
      config: publish,
    },
    async (request) => request.ok(await content.create(operatorOf(request), request.body)),
  );

  app.put(
    '/admin/content/:id',
    {
      schema: {
        tags,
        params: AdminContentIdParamsSchema,
        body: ContentEntryInputSchema,
        response: { 200: envelopeOf(AdminContentEntrySchema) },
      },
      config: publish,
    },
    async (request) =>
      request.ok(
        await content.update(operatorOf(request), BigInt(request.params.id), request.body),
      ),
  );

  app.post(
    '/admin/content/preview',
    {
      schema: {
        tags,
        body: ContentPreviewInputSchema,
        response: { 200: envelopeOf(ContentPreviewSchema) },
      },
      config: publish,
    },
    async (request) => request.ok(content.preview(request.body.body)),
  );

  app.post(
    '/admin/content/images',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ContentImageUploadSchema) },
      },
      config: { ...publish, rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { bytes } = await readOneFile(
        request,
        IMAGE_FIELD,
        () =>
          new AppError('image_too_large', { params: { max: CONTENT_IMAGE_BYTES_MAX / 1_048_576 } }),
      );
      return request.ok(await content.uploadImage(operatorOf(request), bytes));
    },
  );
};
