import type { FastifyRequest } from 'fastify';
import { AppError, FieldRuleError } from './errors.ts';

/**
 * The one file a multipart request carries in `field`, with its name as sent (other files are read
 * and dropped). `tooLarge` is the route's own refusal of a file over its multipart `fileSize` limit.
 * Produces unsupported_media_type and validation_error on `field` (required, one_file_only,
 * malformed_upload).
 */
export async function readOneFile(
  request: FastifyRequest,
  field: string,
  tooLarge: () => AppError,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === field)
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new FieldRuleError('validation_error', field, 'one_file_only');
    // Too many plain fields is the envelope's payload_too_large (the error carries its 413).
    if (code === 'FST_FIELDS_LIMIT') throw error;
    // This loop only reads the request, so anything else the parser raised is the body's fault:
    // cut off mid-file, a broken part header, no boundary. The client hears so instead of a 500.
    throw new FieldRuleError('validation_error', field, 'malformed_upload');
  }
  if (!file) throw new FieldRuleError('validation_error', field, 'required');
  return file;
}
