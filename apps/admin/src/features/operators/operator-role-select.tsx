import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from '@orca/contracts';
import { operatorsStrings } from './strings';

const SELECT =
  'rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case tracking-normal text-white';

/** A role picker under its label, as both the manage and the add panels show it. */
export function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
      {label}
      <select
        className={SELECT}
        value={value}
        onChange={(event) => isOperatorRole(event.target.value) && onChange(event.target.value)}
      >
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {operatorsStrings.roles[role] ?? role}
          </option>
        ))}
      </select>
    </label>
  );
}
