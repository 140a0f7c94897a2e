import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../components/ui/field';
import { strings } from '../../strings';
import { kycStrings } from './strings';
import { documentFileQuery, type QueuedDocument } from './api';

/** Shows an uploaded image or PDF inline, from the blob: URL its query holds. */
export function DocumentViewer({ document }: { document: QueuedDocument }) {
  const file = useQuery(documentFileQuery(document.id));
  const url = file.data?.objectUrl ?? null;

  if (file.isError) return <Notice tone="error">{file.error.message}</Notice>;
  if (!url) return <p className="text-sm text-slate-400">{strings.common.loading}</p>;
  return (
    <figure className="flex flex-col gap-2">
      {document.mimeType === 'application/pdf' ? (
        <iframe
          title={`${kycStrings.viewerTitle}: ${document.fileName}`}
          src={url}
          className="h-[520px] w-full rounded-lg border border-ink-700 bg-white"
        />
      ) : (
        <img
          src={url}
          alt={`${kycStrings.viewerTitle}: ${document.fileName}`}
          className="max-h-[520px] w-full rounded-lg border border-ink-700 bg-ink-950 object-contain"
        />
      )}
      <figcaption className="flex items-center justify-between text-xs text-slate-400">
        <span className="truncate">{document.fileName}</span>
        <a href={url} target="_blank" rel="noreferrer" className="text-accent-400 hover:underline">
          {kycStrings.openFile}
        </a>
      </figcaption>
    </figure>
  );
}
