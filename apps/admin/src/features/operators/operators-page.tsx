import {
  isOperatorRole,
  OPERATOR_ROLES,
  type OperatorRole,
  type OperatorSummary,
} from '@orca/contracts';
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
import { operatorsStrings } from './strings';
import { meQuery } from '../../lib/me';
import { addOperator, changeRole, operatorsQuery, resetSecondFactor, setDisabled } from './api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const SELECT =
  'rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case tracking-normal text-white';

const column = createColumnHelper<OperatorSummary>();
const columns = [
  column.display({
    id: 'username',
    header: operatorsStrings.username,
    cell: ({ row }) => <span className="font-medium text-white">{row.original.username}</span>,
  }),
  column.display({
    id: 'role',
    header: operatorsStrings.role,
    cell: ({ row }) => operatorsStrings.roles[row.original.role] ?? row.original.role,
  }),
  column.display({
    id: 'status',
    header: operatorsStrings.status,
    cell: ({ row }) =>
      row.original.disabledAt ? (
        <span className="font-semibold text-rose-300">{operatorsStrings.disabled}</span>
      ) : (
        operatorsStrings.active
      ),
  }),
  column.display({
    id: 'totp',
    header: operatorsStrings.twoStep,
    cell: ({ row }) =>
      row.original.hasTotp ? operatorsStrings.enrolled : operatorsStrings.notEnrolled,
  }),
  column.display({
    id: 'recovery',
    header: operatorsStrings.recoveryCodes,
    cell: ({ row }) => (row.original.hasTotp ? row.original.recoveryCodesLeft : '—'),
  }),
  column.display({
    id: 'created',
    header: operatorsStrings.created,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  }),
];

/** What an admin does to one colleague: role, disable or enable, reset a lost authenticator. */
function ManagePanel({
  operator,
  isSelf,
  onOutcome,
}: {
  operator: OperatorSummary;
  isSelf: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [pending, setPending] = useState<'disable' | 'reset' | null>(null);
  const isDisabled = operator.disabledAt !== null;

  const action = useMutation({
    mutationFn: async (kind: 'role' | 'disable' | 'enable' | 'reset') => {
      if (kind === 'role') return changeRole(operator.id, role);
      if (kind === 'reset') return resetSecondFactor(operator.id);
      return setDisabled(operator.id, kind === 'disable');
    },
    onSuccess: async (updated, kind) => {
      const texts = {
        role: operatorsStrings.roleChanged(
          updated.username,
          operatorsStrings.roles[updated.role] ?? updated.role,
        ),
        disable: operatorsStrings.disabledDone(updated.username),
        enable: operatorsStrings.enabledDone(updated.username),
        reset: operatorsStrings.resetDone(updated.username),
      };
      onOutcome({ tone: 'success', text: texts[kind] });
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.operators });
      // Changing one's own role changes what the menu offers.
      if (isSelf) await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => {
      onOutcome({ tone: 'error', text: messageOf(error) });
      setPending(null);
    },
  });

  return (
    <Panel title={`${operator.username}${isSelf ? ` ${operatorsStrings.you}` : ''}`}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
            {operatorsStrings.changeRole(operator.username)}
            <select
              className={SELECT}
              value={role}
              onChange={(event) =>
                isOperatorRole(event.target.value) && setRole(event.target.value)
              }
            >
              {OPERATOR_ROLES.map((value) => (
                <option key={value} value={value}>
                  {operatorsStrings.roles[value] ?? value}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={action.isPending || role === operator.role}
            onClick={() => action.mutate('role')}
          >
            {operatorsStrings.saveRole}
          </Button>
        </div>
        {isSelf ? null : pending ? (
          <div className="flex flex-col gap-3">
            <Notice tone="info">
              {pending === 'disable'
                ? operatorsStrings.confirmDisable(operator.username)
                : operatorsStrings.confirmReset(operator.username)}
            </Notice>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                disabled={action.isPending}
                onClick={() => action.mutate(pending)}
              >
                {pending === 'disable' ? operatorsStrings.disable : operatorsStrings.resetTwoStep}
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)}>
                {strings.common.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {isDisabled ? (
              <Button disabled={action.isPending} onClick={() => action.mutate('enable')}>
                {operatorsStrings.enable}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setPending('disable')}>
                {operatorsStrings.disable}
              </Button>
            )}
            {operator.hasTotp ? (
              <Button variant="secondary" onClick={() => setPending('reset')}>
                {operatorsStrings.resetTwoStep}
              </Button>
            ) : null}
          </div>
        )}
        {isSelf ? <p className="text-xs text-slate-400">{operatorsStrings.selfHint}</p> : null}
      </div>
    </Panel>
  );
}

/** Adding a colleague, who enrols TOTP at their first log-in. */
function AddOperatorPanel({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('payments');

  const add = useMutation({
    mutationFn: () => addOperator({ username: username.trim(), password, role }),
    onSuccess: async (created) => {
      onOutcome({ tone: 'success', text: operatorsStrings.added(created.username) });
      setUsername('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.operators });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Panel title={operatorsStrings.addTitle}>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
        <TextField
          label={operatorsStrings.username}
          name="new-username"
          autoComplete="off"
          required
          maxLength={64}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={operatorsStrings.password}
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={1024}
          hint={operatorsStrings.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {operatorsStrings.role}
          <select
            className={SELECT}
            value={role}
            onChange={(event) => isOperatorRole(event.target.value) && setRole(event.target.value)}
          >
            {OPERATOR_ROLES.map((value) => (
              <option key={value} value={value}>
                {operatorsStrings.roles[value] ?? value}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={add.isPending}>
          {operatorsStrings.add}
        </Button>
      </form>
    </Panel>
  );
}

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
