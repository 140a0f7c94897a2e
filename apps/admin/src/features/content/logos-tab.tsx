import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { strings } from '../../strings';
import { logosQuery, replaceLogo } from './api';
import { contentStrings } from './strings';
import { queryKeys } from '../../lib/query-keys';

const s = contentStrings.logos;

/** The skin's logos, each replaceable by an SVG upload the server sanitizes or refuses. */
export function LogosTab() {
  const queryClient = useQueryClient();
  const logos = useQuery(logosQuery());
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const replace = useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => replaceLogo(name, file),
    onSuccess: async (logo) => {
      setNote({ tone: 'success', text: s.replaced(logo.name) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.content.logos });
    },
    onError: (error) => setNote({ tone: 'error', text: messageOf(error) }),
  });
  if (logos.isError) return <Notice tone="error">{messageOf(logos.error)}</Notice>;
  if (!logos.data) return <p className="text-slate-400">{strings.common.loading}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-400">{s.hint}</p>
      {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {logos.data.logos.map((logo) => (
          <Panel key={logo.name} title={logo.name}>
            {/* Shown as an image from a data URL: the browser renders an SVG there with scripts off, whatever it holds. */}
            <div
              className={`flex h-24 items-center justify-center rounded-lg p-2 ${logo.color === 'dark' ? 'bg-ink-950' : 'bg-white'}`}
            >
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo.svg)}`}
                alt={logo.name}
                className="max-h-20 max-w-full"
              />
            </div>
            <p className="mt-2 text-xs text-slate-400">
              {logo.type} · {logo.color}
            </p>
            <label className="mt-2 inline-block cursor-pointer rounded-lg bg-ink-700 px-3 py-1.5 text-sm text-white hover:bg-ink-600">
              {s.replace(logo.name)}
              <input
                type="file"
                accept="image/svg+xml,.svg"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) replace.mutate({ name: logo.name, file });
                  e.target.value = '';
                }}
              />
            </label>
          </Panel>
        ))}
      </div>
    </div>
  );
}
