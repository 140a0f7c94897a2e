import type { Envelope, FieldError } from '@orca/contracts';
import { storage, STORAGE_KEYS } from './storage';

/**
 * The skin's public key, which the server writes into the page it serves (`<meta name="orca-api-key">`),
 * so an operator's API_KEY takes effect without rebuilding the app. Vite's dev server serves the
 * page untouched; there the API runs in demo mode with the demo key.
 */
let cachedApiKey: string | null = null;
export function apiKey(): string {
  cachedApiKey ??=
    document.querySelector<HTMLMetaElement>('meta[name="orca-api-key"]')?.content ||
    (import.meta.env.DEV ? 'orca-demo-public-key' : '');
  return cachedApiKey;
}
const BASE = '/api/v1';

/** A failed call: the envelope's result code and message, plus field errors for validation_error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly resultCode: string,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fields(): FieldError[] {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? (fields as FieldError[]) : [];
  }
}

let currentLanguage = 'en';
let onSessionExpired: (() => void) | null = null;

export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/** The app shell registers what happens on session_expired: one place for every call. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/**
 * Calls the API and returns the whole envelope; throws ApiError when info.success is false.
 * A FormData body (a file upload) goes as multipart, with the boundary the browser chooses.
 * `extraHeaders` carries a call's own credentials, such as a game client's `x-game-session`.
 */
export async function callApi<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'api-key': apiKey(),
    'x-language': currentLanguage,
    ...extraHeaders,
  };
  const anon = storage.get(STORAGE_KEYS.anonSession);
  const player = storage.get(STORAGE_KEYS.playerSession);
  if (anon) headers['x-anon-session'] = anon;
  if (player) headers['x-player-session'] = player;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error', null);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.status, 'internal_error', response.statusText, null);
  }
  if (!response.ok || !envelope.info?.success) {
    const code = envelope.info?.resultCode ?? 'internal_error';
    // Several calls can fail with one dead session; only the first, while it is still stored, reacts.
    if (
      code === 'session_expired' &&
      player !== null &&
      storage.get(STORAGE_KEYS.playerSession) === player
    )
      onSessionExpired?.();
    throw new ApiError(
      response.status,
      code,
      envelope.info?.message ?? response.statusText,
      envelope.data,
    );
  }
  return envelope;
}

/** Calls the API and returns only the data. */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  return (await callApi<T>(method, path, body, extraHeaders)).data;
}
