import { z } from 'zod';
import { KYC_STATUSES } from '../profile/profile.schemas.ts';

/** Documents a player can upload for verification (KYC). */
export const DOCUMENT_TYPES = [
  'identity_front',
  'identity_back',
  'proof_of_address',
  'payment_method',
  'selfie',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Types are checked from the file's content, never its name. */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Images are refused above this many pixels, read from their header: a few bytes can declare
 * 100000×100000, which would take gigabytes to decode when an operator opens it. A 200-megapixel
 * phone photo is not needed to read a passport; 50 megapixels leaves room for any scanner.
 */
export const DOCUMENT_IMAGE_MAX_PIXELS = 50_000_000;
/** The multipart field that carries the file. */
export const DOCUMENT_FILE_FIELD = 'file';
/** Identity (both sides) and proof of address approved make a player verified. */
export const DOCUMENT_TYPES_FOR_VERIFICATION: readonly DocumentType[] = [
  'identity_front',
  'identity_back',
  'proof_of_address',
];

export const DocumentTypeParamsSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: 'invalid_value' }),
});

export const PlayerDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** The name the player's file had, cleaned for display; the stored file has a generated name. */
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PlayerDocument = z.infer<typeof PlayerDocumentSchema>;

export const PlayerDocumentsSchema = z.object({
  documents: z.array(PlayerDocumentSchema),
  kyc_status: z.enum(KYC_STATUSES),
});
export type PlayerDocuments = z.infer<typeof PlayerDocumentsSchema>;

/** GET /player/playerDocuments/schema: what the upload form offers and accepts. */
export const PlayerDocumentsFormSchema = z.object({
  types: z.array(z.enum(DOCUMENT_TYPES)),
  mimeTypes: z.array(z.enum(DOCUMENT_MIME_TYPES)),
  maxBytes: z.number(),
  field: z.string(),
});

/** Operators' review of one document. */
export const DocumentReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'invalid_value' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).optional(),
  })
  .refine((r) => r.status === 'approved' || (r.reason ?? '').length > 0, {
    error: 'reason_required',
    path: ['reason'],
  });
