import { operatorSession } from './session';

/** One field a validation_error names, with the reason in the request's language. */
export interface FieldError {
  field: string;
  message: string;
}

/** A failed call: the server's result code and its message, and the fields a validation error names. */
export class ApiError extends Error {
  constructor(
    readonly resultCode: string,
    message: string,
    readonly status: number,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

interface Envelope<T> {
  info: { success: boolean; message: string; resultCode: string };
  data: T;
}

/** The fields of a failure's data, when it is a validation error's `{ fields: [...] }`. */
function fieldsOf(data: unknown): FieldError[] {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError =>
      typeof (f as FieldError | null)?.field === 'string' &&
      typeof (f as FieldError).message === 'string',
  );
}

const apiKey = () =>
  document.querySelector('meta[name="orca-api-key"]')?.getAttribute('content') ?? '';

function headers(hasBody: boolean): Record<string, string> {
  const token = operatorSession.get();
  return {
    'api-key': apiKey(),
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(token ? { 'x-operator-session': token } : {}),
  };
}

/** A dead session sends the operator back to the log-in, whichever screen asked. */
function endSessionOn(resultCode: string): void {
  if (resultCode === 'session_expired' || resultCode === 'login_required') operatorSession.clear();
}

/** Calls the back-office API (same origin) and unwraps the envelope; throws ApiError on failure. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method,
    headers: headers(body !== undefined),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.info.success) {
    endSessionOn(envelope.info.resultCode);
    throw new ApiError(
      envelope.info.resultCode,
      envelope.info.message,
      response.status,
      fieldsOf(envelope.data),
    );
  }
  return envelope.data;
}

/** Fetches a file the API serves (a KYC document) as a Blob, with the operator's session. */
export async function apiBlob(path: string): Promise<Blob> {
  const response = await fetch(`/api/v1${path}`, { headers: headers(false) });
  if (!response.ok) {
    const envelope = (await response.json()) as Envelope<null>;
    endSessionOn(envelope.info.resultCode);
    throw new ApiError(envelope.info.resultCode, envelope.info.message, response.status);
  }
  return response.blob();
}

/**
 * Fetches a file the API builds (a CSV export) with the operator's session and saves it under the
 * name the server gives in Content-Disposition: a plain link could not carry the session header.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/v1${path}`, { headers: headers(false) });
  if (!response.ok) {
    const envelope = (await response.json()) as Envelope<null>;
    endSessionOn(envelope.info.resultCode);
    throw new ApiError(envelope.info.resultCode, envelope.info.message, response.status);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a browser may still be reading the Blob when click() returns, and
  // the URL would otherwise hold the file in memory until the tab closes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * What a failed call says about one field (the API's field name), so a form shows it beside that
 * field; null when the failure names no such field.
 */
export function fieldErrorOf(error: unknown, field: string): string | null {
  return error instanceof ApiError
    ? (error.fields.find((f) => f.field === field)?.message ?? null)
    : null;
}

/** What a failed call tells the operator: the server's message, or the error itself. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}
