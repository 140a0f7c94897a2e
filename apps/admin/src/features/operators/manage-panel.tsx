import type { OperatorRole, OperatorSummary } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { changeRole, resetSecondFactor, setDisabled } from './api';
import { RoleSelect } from './operator-role-select';
import type { Outcome } from './operators-columns';
import { operatorsStrings } from './strings';

/** What an admin does to one colleague: role, disable or enable, reset a lost authenticator. */
export function ManagePanel({
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
          <RoleSelect
            label={operatorsStrings.changeRole(operator.username)}
            value={role}
            onChange={setRole}
          />
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
