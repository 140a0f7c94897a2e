import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { meQuery } from '../../lib/me';
import { strings } from '../../strings';
import { AddOperatorPanel } from './add-operator-panel';
import { operatorsQuery } from './api';
import { ManagePanel } from './manage-panel';
import { columns, type Outcome } from './operators-columns';
import { operatorsStrings } from './strings';

/** The admin's list of staff: select one to change their role, disable them or reset their authenticator; add a colleague. */
export function OperatorsPage() {
  const operators = useQuery(operatorsQuery());
  const me = useQuery(meQuery());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const selected = operators.data?.find((row) => row.id === selectedId) ?? null;

  return (
    <Page title={operatorsStrings.title} subtitle={operatorsStrings.subtitle}>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          {operators.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {operators.isError ? <Notice tone="error">{operators.error.message}</Notice> : null}
          {operators.data ? (
            <DataTable
              label={operatorsStrings.title}
              rows={operators.data}
              columns={columns}
              rowId={(row) => row.id}
              selectedId={selectedId}
              onSelect={(row) => (setSelectedId(row.id), setOutcome(null))}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          {selected ? (
            <ManagePanel
              // A fresh panel per operator and per change, so its role choice starts from what is stored.
              key={`${selected.id}:${selected.role}:${selected.disabledAt ?? ''}:${selected.hasTotp}`}
              operator={selected}
              isSelf={selected.username === me.data?.username}
              onOutcome={setOutcome}
            />
          ) : (
            <Panel>
              <p className="text-sm text-slate-400">{operatorsStrings.selectHint}</p>
            </Panel>
          )}
          <AddOperatorPanel onOutcome={setOutcome} />
        </div>
      </div>
    </Page>
  );
}
