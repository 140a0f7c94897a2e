import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Translates a schema message key (zod messages are i18n keys under `validation.`), filling in `params` (a limit's maximum). */
export function fieldMessage(
  t: TFunction,
  message: string | undefined,
  params: Record<string, string | number> = {},
): string | undefined {
  if (!message) return undefined;
  return t(`validation.${message}`, { ...params, defaultValue: message });
}

/**
 * Puts an API failure where the player looks: field errors on their fields, anything else as
 * the form's message (the server already wrote it in the player's language).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction,
): string | null {
  if (!(error instanceof ApiError)) return t('errors.internal_error');
  if (error.resultCode === 'network_error') return t('common.networkError');
  const known = error.fields.filter((f) => fields.includes(f.field));
  for (const field of known)
    setError(field.field as Path<T>, {
      message: t(`validation.${field.key}`, { ...field.params, defaultValue: field.message }),
    });
  return known.length > 0 && known.length === error.fields.length ? null : error.message;
}
