import type {
  AdminContentEntry,
  AdminContentListSchema,
  AdminLogoListSchema,
  AdminSkinMenuSchema,
  AdminSkinMenuUpdate,
  ContentEntryInput,
  ContentImageUpload,
  ContentKind,
} from '@orca/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest, query } from '../../lib/api-client';
import { operatorSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';

export type AdminContentList = z.infer<typeof AdminContentListSchema>;
export type AdminSkinMenu = z.infer<typeof AdminSkinMenuSchema>;
export type AdminLogoList = z.infer<typeof AdminLogoListSchema>;

export const entriesQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: queryKeys.content.entries(kind),
    queryFn: () => apiRequest<AdminContentList>('GET', `/admin/content${query({ kind })}`),
    staleTime: 5_000,
  });

export const createEntry = (input: ContentEntryInput) =>
  apiRequest<AdminContentEntry>('POST', '/admin/content', input);
export const updateEntry = (id: string, input: ContentEntryInput) =>
  apiRequest<AdminContentEntry>('PUT', `/admin/content/${encodeURIComponent(id)}`, input);

/** The server's rendering of a Markdown body: the same function players' pages go through. */
export const previewQuery = (body: string) =>
  queryOptions({
    queryKey: queryKeys.content.preview(body),
    queryFn: () => apiRequest<{ html: string }>('POST', '/admin/content/preview', { body }),
    staleTime: Infinity,
  });

export const menuQuery = () =>
  queryOptions({
    queryKey: queryKeys.content.menu,
    queryFn: () => apiRequest<AdminSkinMenu>('GET', '/admin/skin/menu'),
    staleTime: 5_000,
  });
export const saveMenu = (update: AdminSkinMenuUpdate) =>
  apiRequest<AdminSkinMenu>('PUT', '/admin/skin/menu', update);

export const logosQuery = () =>
  queryOptions({
    queryKey: queryKeys.content.logos,
    queryFn: () => apiRequest<AdminLogoList>('GET', '/admin/skin/logos'),
    staleTime: 5_000,
  });

/**
 * Sends one file as multipart/form-data with the operator's session. The shared client sends JSON
 * only, and the browser must set the multipart boundary itself, so this call builds its own headers.
 */
async function upload<T>(method: 'POST' | 'PUT', path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const token = operatorSession.get();
  const apiKey = document.querySelector('meta[name="orca-api-key"]')?.getAttribute('content') ?? '';
  const response = await fetch(`/api/v1${path}`, {
    method,
    body: form,
    headers: { 'api-key': apiKey, ...(token ? { 'x-operator-session': token } : {}) },
  });
  const envelope = (await response.json()) as {
    info: { success: boolean; message: string; resultCode: string };
    data: T;
  };
  if (!envelope.info.success) {
    if (
      envelope.info.resultCode === 'session_expired' ||
      envelope.info.resultCode === 'login_required'
    )
      operatorSession.clear();
    throw new ApiError(envelope.info.resultCode, envelope.info.message, response.status);
  }
  return envelope.data;
}

export const uploadImage = (file: File) =>
  upload<ContentImageUpload>('POST', '/admin/content/images', file);
export const replaceLogo = (name: string, file: File) =>
  upload<AdminLogoList['logos'][number]>(
    'PUT',
    `/admin/skin/logos/${encodeURIComponent(name)}`,
    file,
  );
