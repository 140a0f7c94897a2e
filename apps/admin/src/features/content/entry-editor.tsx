import type { ContentKind, Language } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { ApiError, fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { createEntry, updateEntry } from './api';
import { bodyOf, type EntryDraft } from './entry-draft';
import { EntryImageField } from './entry-image-field';
import { EntryLanguageTabs } from './entry-language-tabs';
import { Preview } from './entry-preview';
import { EntrySettingsFields } from './entry-settings-fields';
import { contentStrings } from './strings';

const s = contentStrings.editor;

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
        <EntryLanguageTabs texts={draft.texts} language={language} onChoose={setLanguage} />

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

        <EntrySettingsFields draft={draft} setDraft={setDraft} error={error} />

        {kind !== 'page' ? (
          <EntryImageField
            imageId={draft.imageId}
            imageUrl={draft.imageUrl}
            onChange={(image) => setDraft((d) => ({ ...d, ...image }))}
          />
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
