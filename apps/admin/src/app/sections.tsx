import type { Permission } from '@orca/contracts';
import type { ReactNode } from 'react';
import { AuditLog } from '../features/audit/audit-log';
import { KycQueue } from '../features/kyc/kyc-queue';
import { OperatorsPage } from '../features/operators/operators-page';
import { WithdrawalQueue } from '../features/payments/withdrawal-queue';
import { strings } from '../strings';

export interface Section {
  path: string;
  label: string;
  /** The permission the section's API asks; without it the section is neither listed nor shown. */
  permission: Permission;
  element: ReactNode;
}

/** The back office's sections: a new domain adds its folder under features/ and one line here. */
export const SECTIONS: readonly Section[] = [
  {
    path: 'withdrawals',
    label: strings.nav.withdrawals,
    permission: 'payments.approve',
    element: <WithdrawalQueue />,
  },
  { path: 'kyc', label: strings.nav.kyc, permission: 'kyc.review', element: <KycQueue /> },
  { path: 'audit', label: strings.nav.audit, permission: 'audit.read', element: <AuditLog /> },
  {
    path: 'operators',
    label: strings.nav.operators,
    permission: 'operators.manage',
    element: <OperatorsPage />,
  },
];
