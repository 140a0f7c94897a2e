import type { OperatorRole } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { addOperator } from './api';
import { RoleSelect } from './operator-role-select';
import type { Outcome } from './operators-columns';
import { operatorsStrings } from './strings';

/** Adding a colleague, who enrols TOTP at their first log-in. */
export function AddOperatorPanel({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
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
        <RoleSelect label={operatorsStrings.role} value={role} onChange={setRole} />
        <Button type="submit" disabled={add.isPending}>
          {operatorsStrings.add}
        </Button>
      </form>
    </Panel>
  );
}
