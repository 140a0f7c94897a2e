import type { OperatorProfile, Permission } from '@orca/contracts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AuditLog } from '../features/audit/audit-log';
import { KycQueue } from '../features/kyc/kyc-queue';
import { OperatorsPage } from '../features/operators/operators-page';
import { WithdrawalQueue } from '../features/payments/withdrawal-queue';
import { bonusStrings } from '../features/bonus/strings';
import { rewardsStrings } from '../features/rewards/strings';
import { contentStrings } from '../features/content/strings';
import { supportStrings } from '../features/support/strings';
import { tournamentsStrings } from '../features/tournaments/strings';
import { SPORTSBOOK_NAV } from '../features/sports/nav';
import { strings } from '../strings';
import { paymentsStrings } from '../features/payments/strings';
import { playersStrings } from '../features/players/strings';
import { kycStrings } from '../features/kyc/strings';
import { authStrings } from '../features/auth/strings';
import { auditStrings } from '../features/audit/strings';
import { dashboardStrings } from '../features/dashboard/strings';
import { reportsStrings } from '../features/reports/strings';
import { operatorsStrings } from '../features/operators/strings';
import { gamesStrings } from '../features/games/strings';
import { platformStrings } from '../features/platform/strings';

export interface Section {
  path: string;
  label: string;
  /**
   * The permission the section's API asks; without it the section is neither listed nor shown.
   * 'signed_in': every operator (their own account).
   */
  permission: Permission | 'signed_in';
  element: ReactNode;
}

/** Whether the operator's role opens the section. */
export function canOpen(operator: OperatorProfile, section: Section): boolean {
  return section.permission === 'signed_in' || operator.permissions.includes(section.permission);
}

/**
 * A section loaded on first visit, in its own chunk: the first load of the back office stays small
 * whatever a section brings (the dashboard's and reports' chart library).
 */
function lazySection(load: () => Promise<ComponentType>): ReactNode {
  const Element = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<p className="text-slate-400">{strings.common.loading}</p>}>
      <Element />
    </Suspense>
  );
}

/** The back office's sections: a new domain adds its folder under features/ and one line here. */
export const SECTIONS: readonly Section[] = [
  // First, so operators who read the figures land on it.
  {
    path: 'dashboard',
    label: dashboardStrings.nav,
    permission: 'reports.read',
    element: lazySection(
      async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
    ),
  },
  {
    path: 'withdrawals',
    label: paymentsStrings.withdrawals.nav,
    permission: 'payments.approve',
    element: <WithdrawalQueue />,
  },
  {
    path: 'deposits',
    label: paymentsStrings.deposits.nav,
    permission: 'payments.approve',
    element: lazySection(
      async () => (await import('../features/payments/deposits-list')).DepositsList,
    ),
  },
  {
    path: 'treasury',
    label: paymentsStrings.treasury.nav,
    permission: 'payments.approve',
    element: lazySection(
      async () => (await import('../features/payments/treasury-page')).TreasuryPage,
    ),
  },
  {
    path: 'withdrawal-methods',
    label: paymentsStrings.withdrawalMethods.nav,
    permission: 'payments.approve',
    element: lazySection(
      async () =>
        (await import('../features/payments/withdrawal-methods-page')).WithdrawalMethodsPage,
    ),
  },
  {
    path: 'reports',
    label: reportsStrings.nav,
    permission: 'reports.read',
    element: lazySection(
      async () => (await import('../features/reports/reports-page')).ReportsPage,
    ),
  },
  { path: 'kyc', label: kycStrings.nav, permission: 'kyc.review', element: <KycQueue /> },
  {
    path: 'players',
    label: playersStrings.nav,
    permission: 'players.read',
    element: lazySection(
      async () => (await import('../features/players/players-section')).PlayersSection,
    ),
  },
  {
    path: 'adjustments',
    label: playersStrings.adjustmentQueue.nav,
    permission: 'players.adjust_balance',
    element: lazySection(
      async () => (await import('../features/players/adjustments')).AdjustmentQueue,
    ),
  },
  {
    path: 'bonuses',
    label: bonusStrings.nav,
    permission: 'bonuses.manage',
    element: lazySection(
      async () => (await import('../features/bonus/bonus-section')).BonusSection,
    ),
  },
  {
    path: 'rewards',
    label: rewardsStrings.nav,
    permission: 'rewards.manage',
    element: lazySection(
      async () => (await import('../features/rewards/rewards-section')).RewardsSection,
    ),
  },
  {
    path: 'content',
    label: contentStrings.nav,
    permission: 'content.publish',
    element: lazySection(
      async () => (await import('../features/content/content-section')).ContentSection,
    ),
  },
  {
    path: 'tournaments',
    label: tournamentsStrings.nav,
    permission: 'tournaments.manage',
    element: lazySection(
      async () => (await import('../features/tournaments/tournaments-section')).TournamentsSection,
    ),
  },
  {
    path: 'sportsbook',
    label: SPORTSBOOK_NAV,
    permission: 'sports.read',
    element: lazySection(
      async () => (await import('../features/sports/sportsbook-section')).SportsbookSection,
    ),
  },
  {
    path: 'support',
    label: supportStrings.nav,
    permission: 'support.answer',
    element: lazySection(
      async () => (await import('../features/support/support-section')).SupportSection,
    ),
  },
  {
    path: 'games',
    label: gamesStrings.nav,
    permission: 'reports.read',
    element: lazySection(async () => (await import('../features/games/games-page')).GamesPage),
  },
  {
    path: 'platform',
    label: platformStrings.nav,
    permission: 'reports.read',
    element: lazySection(
      async () => (await import('../features/platform/platform-page')).PlatformPage,
    ),
  },
  { path: 'audit', label: auditStrings.nav, permission: 'audit.read', element: <AuditLog /> },
  {
    path: 'operators',
    label: operatorsStrings.nav,
    permission: 'operators.manage',
    element: <OperatorsPage />,
  },
  {
    path: 'account',
    label: authStrings.account.nav,
    permission: 'signed_in',
    element: lazySection(async () => (await import('../features/auth/account-page')).AccountPage),
  },
];
