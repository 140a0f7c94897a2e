import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Notice } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { previewQuery } from './api';
import { contentStrings } from './strings';

const s = contentStrings.editor;
/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The server-rendered HTML of the body being written: sanitized there, so it is inserted as is. */
export function Preview({ body }: { body: string }) {
  const debounced = useDebounced(body, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({ ...previewQuery(debounced), enabled: debounced.trim() !== '' });
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-400">{s.preview}</p>
      <div
        data-testid="content-preview"
        className="min-h-40 rounded-lg border border-ink-600 bg-ink-950 p-3 text-sm text-slate-200 [&_a]:text-accent-400 [&_a]:underline [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_img]:max-w-full"
      >
        {debounced.trim() === '' ? (
          <p className="text-slate-500">{s.previewEmpty}</p>
        ) : preview.data ? (
          <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        ) : preview.isError ? (
          <Notice tone="error">{messageOf(preview.error)}</Notice>
        ) : null}
      </div>
    </div>
  );
}
