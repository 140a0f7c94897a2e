import { z } from 'zod';
import type { ResultCode } from './result-codes.ts';

export const EnvelopeInfoSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  resultCode: z.string(),
});

/** The spec's response envelope around any data schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ info: EnvelopeInfoSchema, data });
}

export interface Envelope<T> {
  info: { success: boolean; message: string; resultCode: ResultCode | (string & {}) };
  data: T;
}

/** One failed field of a validation_error, with an i18n key under `validation.`. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  key: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;
