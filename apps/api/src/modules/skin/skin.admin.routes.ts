import multipart from '@fastify/multipart';
import {
  AdminLogoListSchema,
  AdminLogoParamsSchema,
  AdminLogoSchema,
  AdminSkinMenuSchema,
  AdminSkinMenuUpdateSchema,
  envelopeOf,
  LOGO_SVG_BYTES_MAX,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { readOneFile } from '../../platform/uploads.ts';
import { operatorOf } from '../admin/operator.guard.ts';
import { contentPolicy } from '../content/content.policy.ts';
import type { SkinAdminService } from './skin.admin.service.ts';

const tags = ['admin'];
// The skin's menu and logos are content the operator publishes, under the same permission.
const publish = { access: { operator: contentPolicy.publish } };
const LOGO_FIELD = 'file';

/** The back office's drawer menu and logos. */
export const skinAdminRoutes: FastifyPluginAsyncZod<{ skinAdmin: SkinAdminService }> = async (
  app,
  { skinAdmin },
) => {
  await app.register(multipart, {
    limits: { fileSize: LOGO_SVG_BYTES_MAX, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.get(
    '/admin/skin/menu',
    { schema: { tags, response: { 200: envelopeOf(AdminSkinMenuSchema) } }, config: publish },
    async (request) => request.ok(await skinAdmin.menu()),
  );

  app.put(
    '/admin/skin/menu',
    {
      schema: {
        tags,
        body: AdminSkinMenuUpdateSchema,
        response: { 200: envelopeOf(AdminSkinMenuSchema) },
      },
      config: publish,
    },
    async (request) => request.ok(await skinAdmin.updateMenu(operatorOf(request), request.body)),
  );

  app.get(
    '/admin/skin/logos',
    { schema: { tags, response: { 200: envelopeOf(AdminLogoListSchema) } }, config: publish },
    async (request) => request.ok(await skinAdmin.logos()),
  );

  app.put(
    '/admin/skin/logos/:name',
    {
      schema: {
        tags,
        params: AdminLogoParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(AdminLogoSchema) },
      },
      config: publish,
    },
    async (request) => {
      const { bytes } = await readOneFile(
        request,
        LOGO_FIELD,
        () =>
          new AppError('image_too_large', {
            params: { max: Math.round(LOGO_SVG_BYTES_MAX / 104_857.6) / 10 },
          }),
      );
      const svg = bytes.toString('utf8');
      return request.ok(await skinAdmin.replaceLogo(operatorOf(request), request.params.name, svg));
    },
  );
};
