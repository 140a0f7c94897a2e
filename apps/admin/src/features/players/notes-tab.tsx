import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextArea } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { addNote, playerNotesQuery } from './api';
import { Loading } from './tab-parts';

const s = playersStrings;

export function NotesTab({ playerId }: { playerId: string }) {
  const queryClient = useQueryClient();
  const notes = useQuery(playerNotesQuery(playerId));
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => addNote(playerId, body.trim()),
    onSuccess: (list) => {
      queryClient.setQueryData(playerNotesQuery(playerId).queryKey, list);
      setBody('');
    },
  });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-3">
        <Loading query={notes} />
        {notes.data?.length === 0 ? (
          <p className="text-sm text-slate-400">{strings.common.empty}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {notes.data?.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink-700 bg-ink-900 p-3">
              <p className="whitespace-pre-wrap break-words text-sm text-slate-100">{note.body}</p>
              <p className="mt-2 text-xs text-slate-400">
                {note.operatorName} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <Panel title={s.notes.add}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate();
          }}
        >
          <TextArea
            label={s.notes.label}
            placeholder={s.notes.placeholder}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {mutation.isError ? <Notice tone="error">{messageOf(mutation.error)}</Notice> : null}
          {mutation.isSuccess ? <Notice tone="success">{s.notes.added}</Notice> : null}
          <Button type="submit" disabled={mutation.isPending || body.trim() === ''}>
            {s.notes.add}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
