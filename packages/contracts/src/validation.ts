import type { z } from 'zod';
import en from './i18n/messages/en.json' with { type: 'json' };

const VALIDATION_KEYS = new Set(Object.keys(en.validation));

export interface IssueKey {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

/**
 * Turns a zod issue into a field and an i18n key under `validation.`. Schemas set their own
 * keys as messages; zod's built-in issues fall back to a few generic keys.
 */
export function issueKey(issue: z.core.$ZodIssue): IssueKey {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  if (VALIDATION_KEYS.has(issue.message)) return { field, key: issue.message, params: {} };
  switch (issue.code) {
    case 'invalid_type':
      return { field, key: issue.input === undefined ? 'required' : 'invalid_value', params: {} };
    case 'too_small':
      return { field, key: 'too_short', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { field, key: 'too_long', params: { max: Number(issue.maximum) } };
    default:
      return { field, key: 'invalid_value', params: {} };
  }
}
