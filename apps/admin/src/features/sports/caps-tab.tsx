import type { SportLiabilityCaps } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { setSportCaps, sportCapsQuery } from './api';
import { sportsStrings } from './strings';

const s = sportsStrings.caps;

/** The house's liability caps per selection and per event: read by anyone with the section, set by a manager. */
export function CapsTab() {
  const caps = useQuery(sportCapsQuery());
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-slate-400">{s.help}</p>
      {caps.isError ? <Notice tone="error">{messageOf(caps.error)}</Notice> : null}
      {caps.data ? (
        <CapsForm caps={caps.data} />
      ) : caps.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
    </div>
  );
}

function CapsForm({ caps }: { caps: SportLiabilityCaps }) {
  const canManage = useCan('sports.manage');
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState(caps.selection);
  const [event, setEvent] = useState(caps.event);
  const save = useMutation({
    mutationFn: () => setSportCaps({ selection: selection.trim(), event: event.trim() }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.sports.caps, data),
  });
  const handleSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate();
  };
  const noteOf = (isDefault: boolean) => (isDefault ? s.defaultNote : s.hint);
  const fieldError = (field: string) => (save.isError ? fieldErrorOf(save.error, field) : null);
  const formError =
    save.isError && !fieldError('selection') && !fieldError('event') ? messageOf(save.error) : null;
  return (
    <Panel title={s.title}>
      <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
        <TextField
          label={s.selection}
          inputMode="decimal"
          maxLength={12}
          value={selection}
          readOnly={!canManage}
          onChange={(changed) => setSelection(changed.target.value)}
          hint={noteOf(caps.isDefault.selection)}
          error={fieldError('selection')}
        />
        <TextField
          label={s.event}
          inputMode="decimal"
          maxLength={12}
          value={event}
          readOnly={!canManage}
          onChange={(changed) => setEvent(changed.target.value)}
          hint={noteOf(caps.isDefault.event)}
          error={fieldError('event')}
        />
        {caps.updatedAt ? (
          <p className="text-xs text-slate-400">{s.updated(formatDateTime(caps.updatedAt))}</p>
        ) : null}
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {save.isSuccess ? <Notice tone="success">{s.saved}</Notice> : null}
        {canManage ? (
          <div>
            <Button
              type="submit"
              disabled={save.isPending || selection.trim() === '' || event.trim() === ''}
            >
              {s.save}
            </Button>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
