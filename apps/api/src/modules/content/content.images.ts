import {
  CONTENT_IMAGE_BYTES_MAX,
  CONTENT_IMAGE_PATH,
  type ContentImageUpload,
} from '@orca/contracts';
import { imageSize } from 'image-size';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import { contentRepository as repo } from './content.repository.ts';

type ImageType = ContentImageUpload['contentType'];

/** The image's type from its first bytes; what the upload claims to be is never trusted. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The images news and banners show: uploaded by operators, served to players as stored. */
export function createContentImages(deps: { db: Database }) {
  const { db } = deps;

  return {
    /** An uploaded image's bytes. Produces not_found. */
    async image(id: string) {
      const row = await repo.image(db, id);
      if (!row) throw new AppError('not_found');
      return row;
    },

    /** Stores an uploaded image after checking its bytes; audited. Produces image_type_unsupported, image_too_large. */
    async uploadImage(by: Operator | null, bytes: Buffer): Promise<ContentImageUpload> {
      if (bytes.length > CONTENT_IMAGE_BYTES_MAX)
        throw new AppError('image_too_large', {
          params: { max: CONTENT_IMAGE_BYTES_MAX / 1_048_576 },
        });
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw new AppError('image_type_unsupported');
      let size: { width: number | null; height: number | null } = { width: null, height: null };
      try {
        const measured = imageSize(new Uint8Array(bytes));
        size = { width: measured.width, height: measured.height };
      } catch {
        // A file with the right signature but a body image-size cannot read is refused like any other non-image.
        throw new AppError('image_type_unsupported');
      }
      return inTransaction(db, async (tx) => {
        const id = await repo.insertImage(tx, {
          contentType,
          bytes,
          ...size,
          uploadedBy: by?.id ?? null,
        });
        if (by)
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'content.image_uploaded',
            targetKind: 'content_image',
            targetId: id,
            after: { contentType, bytes: bytes.length, ...size },
            ip: by.ip,
          });
        return { id, url: `${CONTENT_IMAGE_PATH}${id}`, contentType, bytes: bytes.length };
      });
    },
  };
}
