import {
  DOCUMENT_TYPES_FOR_VERIFICATION,
  type DocumentStatus,
  type DocumentType,
  type PlayerDocument,
} from '@orca/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  useDocuments,
  useDocumentsForm,
  useUploadDocument,
  type DocumentsForm,
} from '../api/documents';

const STATUS_CLASSES: Record<DocumentStatus | 'missing', string> = {
  missing: 'bg-ink-700 text-slate-300',
  pending: 'bg-amber-500/20 text-amber-200',
  approved: 'bg-emerald-500/20 text-emerald-200',
  rejected: 'bg-rose-500/20 text-rose-200',
};
const MIME_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

function formatMegabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_048_576);
}

function DocumentRow({
  type,
  document,
  form,
}: {
  type: DocumentType;
  document: PlayerDocument | undefined;
  form: DocumentsForm;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const upload = useUploadDocument();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const status = document?.status ?? 'missing';
  const typeName = t(`kyc.types.${type}`);
  const action = upload.isPending
    ? t('kyc.uploading')
    : document
      ? t('kyc.uploadAgain')
      : t('kyc.upload');

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // Checked here to spare a pointless upload; the server checks again from the file's content.
    if (!(form.mimeTypes as readonly string[]).includes(file.type))
      return setError(
        t('kyc.wrongType', { types: form.mimeTypes.map((m) => MIME_NAMES[m] ?? m).join(', ') }),
      );
    if (file.size > form.maxBytes)
      return setError(t('kyc.tooLarge', { max: formatMegabytes(form.maxBytes, i18n.language) }));
    if (file.size === 0) return setError(t('kyc.empty'));
    try {
      await upload.mutateAsync({ type, file, field: form.field });
      toast({ title: t('kyc.uploaded', { type: typeName }), variant: 'success' });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.internal_error'));
    }
  }

  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      aria-label={typeName}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-white">
          {typeName}
          {DOCUMENT_TYPES_FOR_VERIFICATION.includes(type) && (
            <span className="rounded bg-ink-700 px-1.5 py-0.5 text-[11px] font-normal text-slate-300">
              {t('kyc.required')}
            </span>
          )}
        </p>
        <p className="text-sm">
          <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_CLASSES[status]}`}>
            {t(`kyc.status.${status}`)}
          </span>
          {document && (
            <span className="mt-1 block text-xs text-slate-400 [overflow-wrap:anywhere] sm:mt-0 sm:ml-2 sm:inline">
              {document.fileName} · {formatDateTime(document.uploadedAt, i18n.language)}
            </span>
          )}
        </p>
        {document?.status === 'rejected' && document.reason && (
          <p className="text-sm text-rose-200">{t('kyc.reason', { reason: document.reason })}</p>
        )}
        {error && <FormError message={error} />}
      </div>
      {status !== 'approved' && (
        <div className="shrink-0">
          <input
            ref={inputRef}
            type="file"
            className="sr-only"
            tabIndex={-1}
            accept={form.mimeTypes.join(',')}
            aria-label={t('kyc.fileFor', { type: typeName })}
            onChange={(e) => void handleFile(e)}
          />
          <Button
            variant={document ? 'secondary' : 'primary'}
            className="w-full sm:w-auto"
            aria-label={`${action}: ${typeName}`}
            disabled={upload.isPending}
            onClick={() => inputRef.current?.click()}
          >
            {action}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Document verification (KYC): one row per document type with its review status, and the account's overall status. */
export function DocumentsSection() {
  const { t, i18n } = useTranslation();
  const form = useDocumentsForm();
  const documents = useDocuments();
  const error = form.error ?? documents.error;

  if (error) return <FormError message={error.message} />;
  if (!form.data || !documents.data) return <p role="status">{t('common.loading')}</p>;

  const latest = new Map<DocumentType, PlayerDocument>();
  for (const document of [...documents.data.documents].sort((a, b) =>
    b.uploadedAt.localeCompare(a.uploadedAt),
  )) {
    if (!latest.has(document.type)) latest.set(document.type, document);
  }
  const isVerified = documents.data.kyc_status === 'verified';

  return (
    <div className="space-y-6">
      <Panel title={t('kyc.statusTitle')}>
        <p
          className={`text-lg font-semibold ${isVerified ? 'text-emerald-300' : 'text-amber-200'}`}
        >
          {t(`kyc.overall.${documents.data.kyc_status}`)}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          {isVerified
            ? t('kyc.verifiedText')
            : t('kyc.howTo', {
                types: DOCUMENT_TYPES_FOR_VERIFICATION.map((type) => t(`kyc.types.${type}`)).join(
                  ', ',
                ),
              })}
        </p>
        <p className="mt-2 text-xs text-slate-400">
          {t('kyc.accepted', {
            types: form.data.mimeTypes.map((m) => MIME_NAMES[m] ?? m).join(', '),
            max: formatMegabytes(form.data.maxBytes, i18n.language),
          })}
        </p>
      </Panel>
      <Panel title={t('kyc.documentsTitle')}>
        <ul className="divide-y divide-ink-700">
          {form.data.types.map((type) => (
            <DocumentRow key={type} type={type} document={latest.get(type)} form={form.data} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}
