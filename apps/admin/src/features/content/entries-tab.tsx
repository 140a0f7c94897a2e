import type { AdminContentEntry, ContentKind } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice } from '../../components/ui/field';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { entriesQuery } from './api';
import { draftOf, emptyDraft, type EntryDraft } from './entry-draft';
import { EntryEditor } from './entry-editor';
import { contentStrings } from './strings';

const s = contentStrings.entries;
const STATUS_TONES: Record<string, string> = {
  draft: 'bg-ink-700 text-slate-200',
  scheduled: 'bg-amber-400/20 text-amber-200',
  published: 'bg-accent-500/20 text-accent-400',
  archived: 'bg-ink-800 text-slate-500',
};
const titleOf = (entry: AdminContentEntry) => entry.translations.en?.title ?? entry.url;

/** One kind's entries with their state, and the editor for a new or chosen one. */
export function EntriesTab({ kind }: { kind: ContentKind }) {
  const entries = useQuery(entriesQuery(kind));
  const [editing, setEditing] = useState<EntryDraft | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const kindName = contentStrings.kinds[kind];

  const fields = useMemo<Field<AdminContentEntry>[]>(
    () => [
      {
        id: 'title',
        header: s.title,
        render: (e) => <span className="font-medium text-white">{titleOf(e)}</span>,
      },
      {
        id: 'url',
        header: s.url,
        render: (e) => <code className="text-xs text-slate-300">{e.url}</code>,
      },
      {
        id: 'status',
        header: s.status,
        render: (e) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${STATUS_TONES[e.displayStatus] ?? ''}`}
          >
            {contentStrings.statuses[e.displayStatus] ?? e.displayStatus}
          </span>
        ),
      },
      {
        id: 'date',
        header: s.date,
        render: (e) => (
          <span className="whitespace-nowrap">
            {e.publishAt ? formatDateTime(e.publishAt) : '—'}
          </span>
        ),
      },
      {
        id: 'languages',
        header: s.languages,
        render: (e) => (
          <span className="text-xs uppercase">{Object.keys(e.translations).join(' · ')}</span>
        ),
      },
      {
        id: 'action',
        header: s.action,
        render: (e) => (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={s.editNamed(titleOf(e))}
            onClick={() => {
              setOutcome(null);
              setEditing(draftOf(e));
            }}
          >
            {s.edit}
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => {
            setOutcome(null);
            setEditing(emptyDraft(kind));
          }}
        >
          {s.create(kindName)}
        </Button>
      </div>
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      {editing ? (
        <EntryEditor
          key={editing.id ?? 'new'}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(title) => setOutcome(contentStrings.editor.saved(title))}
        />
      ) : null}
      {entries.isError ? <Notice tone="error">{messageOf(entries.error)}</Notice> : null}
      {entries.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {entries.data ? (
        <CardTable
          label={s.table(kindName)}
          rows={entries.data.entries}
          fields={fields}
          rowId={(e) => e.id}
        />
      ) : null}
    </div>
  );
}
