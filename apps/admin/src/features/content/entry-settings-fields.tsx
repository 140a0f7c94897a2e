import type { Dispatch, SetStateAction } from 'react';
import { SelectField, TextField } from '../../components/ui/field';
import type { EntryDraft, PublishMode } from './entry-draft';
import { contentStrings } from './strings';

const s = contentStrings.editor;

/** Address, the kind's own field (tags, position, link) and publishing. */
export function EntrySettingsFields({
  draft,
  setDraft,
  error,
}: {
  draft: EntryDraft;
  setDraft: Dispatch<SetStateAction<EntryDraft>>;
  error: (field: string) => string | null;
}) {
  const { kind } = draft;
  return (
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
  );
}
