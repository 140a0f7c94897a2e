import { isOperatorRole, OPERATOR_ROLES, type OperatorRole, type OperatorSummary } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { addOperator, operatorsQuery } from './api';

const column = createColumnHelper<OperatorSummary>();
const columns = [
  column.display({
    id: 'username',
    header: strings.operators.username,
    cell: ({ row }) => <span className="font-medium text-white">{row.original.username}</span>,
  }),
  column.display({
    id: 'role',
    header: strings.operators.role,
    cell: ({ row }) => strings.operators.roles[row.original.role] ?? row.original.role,
  }),
  column.display({
    id: 'totp',
    header: strings.operators.twoStep,
    cell: ({ row }) =>
      row.original.hasTotp ? strings.operators.enrolled : strings.operators.notEnrolled,
  }),
  column.display({
    id: 'created',
    header: strings.operators.created,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  }),
];

/** The admin's list of staff, and adding a colleague (who enrols TOTP at their first log-in). */
export function OperatorsPage() {
  const queryClient = useQueryClient();
  const operators = useQuery(operatorsQuery());
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('payments');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const add = useMutation({
    mutationFn: () => addOperator({ username: username.trim(), password, role }),
    onSuccess: async (created) => {
      setOutcome({ tone: 'success', text: strings.operators.added(created.username) });
      setUsername('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.operators });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Page title={strings.operators.title} subtitle={strings.operators.subtitle}>
      <div className="grid grid-cols-[minmax(0,1fr)_360px] gap-6">
        <div>
          {operators.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
          {operators.isError ? <Notice tone="error">{operators.error.message}</Notice> : null}
          {operators.data ? (
            <DataTable
              label={strings.operators.title}
              rows={operators.data}
              columns={columns}
              rowId={(row) => row.username}
            />
          ) : null}
        </div>
        <Panel title={strings.operators.addTitle}>
          <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
            <TextField
              label={strings.operators.username}
              name="new-username"
              autoComplete="off"
              required
              maxLength={64}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              label={strings.operators.password}
              name="new-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={1024}
              hint={strings.operators.passwordHint}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
              {strings.operators.role}
              <select
                className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case tracking-normal text-white"
                value={role}
                onChange={(event) => isOperatorRole(event.target.value) && setRole(event.target.value)}
              >
                {OPERATOR_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {strings.operators.roles[value] ?? value}
                  </option>
                ))}
              </select>
            </label>
            {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
            <Button type="submit" disabled={add.isPending}>
              {strings.operators.add}
            </Button>
          </form>
        </Panel>
      </div>
    </Page>
  );
}
