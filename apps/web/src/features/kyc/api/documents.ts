import type {
  DocumentType,
  PlayerDocument,
  PlayerDocuments,
  PlayerDocumentsFormSchema,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DocumentsForm = z.infer<typeof PlayerDocumentsFormSchema>;

export const getDocumentsForm = () => api<DocumentsForm>('GET', '/player/playerDocuments/schema');
export const getDocuments = () => api<PlayerDocuments>('GET', '/player/playerDocuments');

/** Sends the file as multipart in the field the schema names; the server checks the type from the content. */
export function uploadDocument({
  type,
  file,
  field,
}: {
  type: DocumentType;
  file: File;
  field: string;
}) {
  const body = new FormData();
  body.append(field, file, file.name);
  return api<PlayerDocument>('POST', `/player/uploadPlayerDocument/${type}`, body);
}

export function useDocumentsForm() {
  return useQuery({
    queryKey: queryKeys.player.documentsForm,
    queryFn: getDocumentsForm,
    staleTime: 300_000,
  });
}

export function useDocuments() {
  return useQuery({ queryKey: queryKeys.player.documents, queryFn: getDocuments, staleTime: 0 });
}

/** After an upload the list and the profile (its KYC status) are asked for again. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.player.documents, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.player.profile }),
      ]),
  });
}
