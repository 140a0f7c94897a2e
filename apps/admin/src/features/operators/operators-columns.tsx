import type { OperatorSummary } from '@orca/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '../../lib/format';
import { operatorsStrings } from './strings';

export type Outcome = { tone: 'success' | 'error'; text: string } | null;

const column = createColumnHelper<OperatorSummary>();
/** The staff table: name, role, status, second factor, recovery codes left, created. */
export const columns = [
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
