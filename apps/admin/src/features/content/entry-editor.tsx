import { LANGUAGES, type ContentKind, type Language } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, SelectField, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { ApiError, fieldErrorOf, messageOf } from '../../lib/api-client';
import { createEntry, previewQuery, updateEntry, uploadImage } from './api';
import { bodyOf, type EntryDraft, type PublishMode } from './entry-draft';
import { contentStrings } from './strings';
import { queryKeys } from '../../lib/query-keys';

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
function Preview({ body }: { body: string }) {
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

/** Writes one entry: texts per language with a live preview, address, image, and publishing. */
export function EntryEditor({
  initial,
  onClose,
  onSaved,
}: {
  initial: EntryDraft;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<Language>('en');
  const [imageNote, setImageNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    null,
  );
  const kind: ContentKind = draft.kind;
  const text = draft.texts[language];
  const setText = (field: 'title' | 'summary' | 'body', value: string) =>
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, [language]: { ...d.texts[language], [field]: value } },
    }));

  const save = useMutation({
    mutationFn: () =>
      draft.id ? updateEntry(draft.id, bodyOf(draft)) : createEntry(bodyOf(draft)),
    onSuccess: async (saved) => {
      setDraft((d) => ({ ...d, id: saved.id }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.content.entries(kind) });
      onSaved(saved.translations.en?.title ?? saved.url);
    },
  });
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) => {
      setDraft((d) => ({ ...d, imageId: image.id, imageUrl: image.url }));
      setImageNote({ tone: 'success', text: s.uploaded });
    },
    onError: (error) => setImageNote({ tone: 'error', text: messageOf(error) }),
  });
  const error = (field: string) => fieldErrorOf(save.error, field);
  const kindName = contentStrings.kinds[kind];

  return (
    <Panel
      title={draft.id ? s.editTitle(initial.texts.en.title || draft.url) : s.newTitle(kindName)}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-400">{s.language}</p>
          <div role="tablist" aria-label={s.language} className="flex flex-wrap gap-1">
            {LANGUAGES.map((l) => (
              <button
                key={l}
                type="button"
                role="tab"
                aria-selected={l === language}
                onClick={() => setLanguage(l)}
                className={`rounded-lg px-3 py-1 text-sm ${l === language ? 'bg-accent-500 font-semibold text-ink-950' : 'bg-ink-800 text-slate-300 hover:bg-ink-700'}`}
              >
                {l.toUpperCase()}
                {draft.texts[l].title.trim() !== '' ? ' ✓' : ''}
              </button>
            ))}
          </div>
          <p className="text-xs text-slate-400">{s.languageHint}</p>
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <TextField
              label={`${s.title} (${contentStrings.languages[language]})`}
              value={text.title}
              maxLength={160}
              onChange={(e) => setText('title', e.target.value)}
              error={
                error(`translations.${language}.title`) ??
                (language === 'en' ? error('translations.en') : null)
              }
            />
            <TextArea
              label={`${s.summary} (${contentStrings.languages[language]})`}
              value={text.summary}
              maxLength={500}
              rows={2}
              onChange={(e) => setText('summary', e.target.value)}
              error={error(`translations.${language}.summary`)}
            />
            {kind !== 'banner' ? (
              <TextArea
                label={`${s.body} (${contentStrings.languages[language]})`}
                value={text.body}
                rows={14}
                className="w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 font-mono text-sm text-white focus:border-accent-400 focus:outline-none"
                onChange={(e) => setText('body', e.target.value)}
                error={error(`translations.${language}.body`)}
              />
            ) : null}
          </div>
          {kind !== 'banner' ? <Preview body={text.body} /> : null}
        </div>

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={s.url}
            value={draft.url}
            maxLength={80}
            onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
            error={error('url')}
          />
          {kind === 'news' ? (
            <TextField
              label={s.tags}
              value={draft.tags}
              onChange={(e) => setDraft((d) => ({ ...d, tags: e.target.value }))}
              error={error('tags')}
            />
          ) : (
            <TextField
              label={s.position}
              type="number"
              min={0}
              value={draft.position}
              onChange={(e) => setDraft((d) => ({ ...d, position: e.target.value }))}
              error={error('position')}
            />
          )}
          {kind === 'banner' ? (
            <TextField
              label={s.link}
              value={draft.link}
              onChange={(e) => setDraft((d) => ({ ...d, link: e.target.value }))}
              error={error('link')}
            />
          ) : null}
          <SelectField
            label={s.publishing}
            value={draft.mode}
            options={(Object.keys(s.modes) as PublishMode[]).map((mode) => ({
              value: mode,
              label: s.modes[mode],
            }))}
            onChange={(e) => setDraft((d) => ({ ...d, mode: e.target.value as PublishMode }))}
          />
          {draft.mode === 'schedule' ? (
            <TextField
              label={s.publishAt}
              type="datetime-local"
              required
              value={draft.publishAt}
              onChange={(e) => setDraft((d) => ({ ...d, publishAt: e.target.value }))}
              error={error('publishAt')}
            />
          ) : null}
        </div>

        {kind !== 'page' ? (
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-400">{s.image}</p>
            {draft.imageUrl ? (
              <img
                src={draft.imageUrl}
                alt=""
                className="max-h-40 w-auto self-start rounded-lg border border-ink-700"
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <label className="cursor-pointer rounded-lg bg-ink-700 px-4 py-2 text-sm text-white hover:bg-ink-600">
                {s.uploadImage}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  className="sr-only"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) upload.mutate(file);
                    e.target.value = '';
                  }}
                />
              </label>
              {draft.imageId ? (
                <Button
                  variant="ghost"
                  onClick={() => setDraft((d) => ({ ...d, imageId: null, imageUrl: null }))}
                >
                  {s.removeImage}
                </Button>
              ) : null}
            </div>
            {imageNote ? <Notice tone={imageNote.tone}>{imageNote.text}</Notice> : null}
          </div>
        ) : null}

        {save.isError && !(save.error instanceof ApiError && save.error.fields.length > 0) ? (
          <Notice tone="error">{messageOf(save.error)}</Notice>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {s.save}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {s.close}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
