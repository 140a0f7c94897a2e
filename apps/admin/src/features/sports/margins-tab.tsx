import { SPORTS_MARGIN_METHODS, type SportMargins } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, SelectField, TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { setSportMargin, sportMarginsQuery } from './api';
import { sportsStrings } from './strings';

const s = sportsStrings.margins;
type Margin = SportMargins['margins'][number];
type Method = (typeof SPORTS_MARGIN_METHODS)[number];

/** Margins per market type: the table, and a form for the one being edited. */
export function MarginsTab() {
  const canManage = useCan('sports.manage');
  const margins = useQuery(sportMarginsQuery());
  const [editing, setEditing] = useState<Margin | null>(null);
  const fields = useMemo<Field<Margin>[]>(
    () => [
      {
        id: 'market',
        header: s.market,
        render: (row) => (
          <span>
            {row.name}
            <span className="ml-2 text-xs text-slate-500">#{row.marketId}</span>
          </span>
        ),
      },
      {
        id: 'margin',
        header: s.margin,
        render: (row) =>
          row.margin ? (
            <span className="tabular-nums text-white">{row.margin}</span>
          ) : (
            <span className="text-slate-500">
              {s.defaultOf(row.defaultMargin, s.methods[row.defaultMethod] ?? row.defaultMethod)}
            </span>
          ),
      },
      {
        id: 'method',
        header: s.method,
        render: (row) => (row.method ? s.methods[row.method] : '–'),
      },
      {
        id: 'updated',
        header: s.updated,
        render: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : '–'),
      },
      ...(canManage
        ? [
            {
              id: 'edit',
              header: '',
              render: (row: Margin) => (
                <Button
                  variant="secondary"
                  aria-label={s.editNamed(row.name)}
                  onClick={() => setEditing(row)}
                >
                  {s.edit}
                </Button>
              ),
            } satisfies Field<Margin>,
          ]
        : []),
    ],
    [canManage],
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-slate-400">{s.help}</p>
      {margins.isError ? <Notice tone="error">{messageOf(margins.error)}</Notice> : null}
      {margins.data ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CardTable
            rows={margins.data.margins}
            fields={fields}
            rowId={(row) => String(row.marketId)}
            label={s.table}
          />
          {editing ? (
            <div className="self-start">
              <MarginForm key={editing.marketId} margin={editing} onDone={() => setEditing(null)} />
            </div>
          ) : null}
        </div>
      ) : margins.isPending ? (
        <p className="text-slate-400">{strings.common.loading}</p>
      ) : null}
    </div>
  );
}

function MarginForm({ margin, onDone }: { margin: Margin; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(margin.margin ?? margin.defaultMargin);
  const [method, setMethod] = useState<Method>(margin.method ?? margin.defaultMethod);
  const save = useMutation({
    mutationFn: () => setSportMargin(margin.marketId, { margin: value.trim(), method }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.sports.margins, data),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Panel title={s.formTitle(margin.name)}>
      <form className="flex flex-col gap-3" onSubmit={handleSubmit}>
        <TextField
          label={s.margin}
          inputMode="decimal"
          maxLength={6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={s.marginHint}
          error={save.isError ? messageOf(save.error) : null}
        />
        <SelectField
          label={s.method}
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
          options={SPORTS_MARGIN_METHODS.map((m) => ({ value: m, label: s.methods[m] ?? m }))}
        />
        {save.isSuccess ? <Notice tone="success">{s.saved(margin.name)}</Notice> : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending || value.trim() === ''}>
            {s.save}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {strings.common.cancel}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
