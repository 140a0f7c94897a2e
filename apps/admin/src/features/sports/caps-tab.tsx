import type { SetSportLiabilityCaps, SportLiabilityCaps, SportRiskField } from '@orca/contracts';
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

/**
 * The house's liability caps per selection, market, event and sport, and the limits per bet and day (payout,
 * odds range, live factor): read by anyone with the section, set by a manager.
 */
export function CapsTab() {
  const caps = useQuery(sportCapsQuery());
  return (
    <div className="flex max-w-3xl flex-col gap-4">
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

type CapsDraft = Record<SportRiskField, string>;

/** The form's fields in order: the caps from the narrowest to the widest, then the limits per bet and day. */
const GROUPS: { title: string; fields: { field: SportRiskField; hint: string }[] }[] = [
  {
    title: s.title,
    fields: [
      { field: 'selection', hint: s.hint },
      { field: 'market', hint: s.hint },
      { field: 'event', hint: s.hint },
      { field: 'sport', hint: s.hint },
    ],
  },
  {
    title: s.limitsTitle,
    fields: [
      { field: 'dailyPayout', hint: s.dailyPayoutHint },
      { field: 'minOdds', hint: s.oddsHint },
      { field: 'maxOdds', hint: s.oddsHint },
      { field: 'liveFactor', hint: s.liveFactorHint },
    ],
  },
];
const FIELDS = GROUPS.flatMap((group) => group.fields.map((entry) => entry.field));

function draftOf(caps: SportLiabilityCaps): CapsDraft {
  return Object.fromEntries(FIELDS.map((field) => [field, caps[field]])) as CapsDraft;
}

function CapsForm({ caps }: { caps: SportLiabilityCaps }) {
  const canManage = useCan('sports.manage');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CapsDraft>(() => draftOf(caps));
  const save = useMutation({
    mutationFn: () =>
      setSportCaps(
        Object.fromEntries(
          FIELDS.map((field) => [field, draft[field].trim()]),
        ) as SetSportLiabilityCaps,
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.sports.caps, data);
      setDraft(draftOf(data));
    },
  });
  const handleSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    save.mutate();
  };
  const fieldError = (field: string) => (save.isError ? fieldErrorOf(save.error, field) : null);
  const formError =
    save.isError && !FIELDS.some((field) => fieldError(field)) ? messageOf(save.error) : null;
  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      {GROUPS.map((group) => (
        <Panel key={group.title} title={group.title}>
          <div className="grid gap-3 sm:grid-cols-2">
            {group.fields.map(({ field, hint }) => (
              <TextField
                key={field}
                label={s.labels[field]}
                inputMode="decimal"
                maxLength={12}
                value={draft[field]}
                readOnly={!canManage}
                onChange={(changed) => setDraft({ ...draft, [field]: changed.target.value })}
                hint={caps.isDefault[field] ? s.defaultNote : hint}
                error={fieldError(field)}
              />
            ))}
          </div>
        </Panel>
      ))}
      {caps.updatedAt ? (
        <p className="text-xs text-slate-400">{s.updated(formatDateTime(caps.updatedAt))}</p>
      ) : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {save.isSuccess ? <Notice tone="success">{s.saved}</Notice> : null}
      {canManage ? (
        <div>
          <Button
            type="submit"
            disabled={save.isPending || FIELDS.some((field) => draft[field].trim() === '')}
          >
            {s.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
