import type { AdminWithdrawalMethod, UpdateWithdrawalMethod } from '@orca/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { apiRequest, fieldErrorOf, messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { methodsStrings as words } from './methods-strings';

const methodsQuery = () =>
  queryOptions({
    queryKey: queryKeys.withdrawalMethods,
    queryFn: () => apiRequest<AdminWithdrawalMethod[]>('GET', '/admin/withdrawal-methods'),
  });

const FIELDS = [
  'processingHours',
  'feeEur',
  'minEur',
  'maxEur',
  'addressMinLength',
  'addressMaxLength',
  'tagMaxLength',
] as const;
type Draft = Record<(typeof FIELDS)[number], string> & { isTagRequired: boolean };

const draftOf = (method: AdminWithdrawalMethod): Draft => ({
  processingHours: String(method.processingHours),
  feeEur: method.feeEur,
  minEur: method.minEur,
  maxEur: method.maxEur,
  addressMinLength: String(method.addressMinLength),
  addressMaxLength: String(method.addressMaxLength),
  tagMaxLength: method.tagMaxLength === null ? '' : String(method.tagMaxLength),
  isTagRequired: method.isTagRequired,
});

// A number field left empty or mistyped goes as NaN, which the API names under that field.
const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function bodyOf(draft: Draft, hasTag: boolean): UpdateWithdrawalMethod {
  return {
    processingHours: whole(draft.processingHours),
    feeEur: draft.feeEur.trim(),
    minEur: draft.minEur.trim(),
    maxEur: draft.maxEur.trim(),
    addressMinLength: whole(draft.addressMinLength),
    addressMaxLength: whole(draft.addressMaxLength),
    tagMaxLength: hasTag ? whole(draft.tagMaxLength) : null,
    isTagRequired: hasTag && draft.isTagRequired,
  };
}

/** One method's form: what a player sees in the cashier and on the emailed link, saved at once. */
function MethodForm({ method }: { method: AdminWithdrawalMethod }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(method));
  const [saved, setSaved] = useState(false);
  const hasTag = method.tagLabel !== null;
  const save = useMutation({
    mutationFn: () =>
      apiRequest<AdminWithdrawalMethod[]>(
        'PUT',
        `/admin/withdrawal-methods/${encodeURIComponent(method.id)}`,
        bodyOf(draft, hasTag),
      ),
    onSuccess: (methods) => {
      setSaved(true);
      queryClient.setQueryData(queryKeys.withdrawalMethods, methods);
    },
  });
  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  };
  const error = (field: string) => (save.isError ? fieldErrorOf(save.error, field) : null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    inputMode: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      inputMode={inputMode}
      maxLength={12}
      value={draft[name]}
      error={error(name)}
      onChange={set(name)}
    />
  );

  return (
    <Panel title={method.name}>
      <form onSubmit={handleSubmit} aria-label={method.name} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {field('processingHours', words.hours, 'numeric')}
          {field('feeEur', words.fee, 'decimal')}
          {field('minEur', words.min, 'decimal')}
          {field('maxEur', words.max, 'decimal')}
          {field('addressMinLength', words.addressMin, 'numeric')}
          {field('addressMaxLength', words.addressMax, 'numeric')}
          {hasTag ? field('tagMaxLength', words.tagMax(method.tagLabel!), 'numeric') : null}
        </div>
        {hasTag ? (
          <label className="flex items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={draft.isTagRequired}
              onChange={(event) => {
                setSaved(false);
                setDraft((current) => ({ ...current, isTagRequired: event.target.checked }));
              }}
            />
            {words.tagRequired(method.tagLabel!)}
          </label>
        ) : (
          <p className="text-xs text-slate-400">{words.noTag}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {words.save}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-accent-400">
              {words.saved(method.name)}
            </p>
          ) : null}
        </div>
        {save.isError && !FIELDS.some((name) => error(name)) ? (
          <Notice tone="error">{messageOf(save.error)}</Notice>
        ) : null}
      </form>
    </Panel>
  );
}

/** Payments › Withdrawal methods (spec section 3): each method's time, fee, limits and rules. */
export function WithdrawalMethodsPage() {
  const methods = useQuery(methodsQuery());
  return (
    <Page title={words.title} subtitle={words.subtitle}>
      {methods.isError ? <Notice tone="error">{messageOf(methods.error)}</Notice> : null}
      {methods.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {methods.data?.map((method) => (
        <MethodForm key={method.id} method={method} />
      ))}
    </Page>
  );
}
