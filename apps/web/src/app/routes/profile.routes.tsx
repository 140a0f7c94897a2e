import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequirePlayer } from '../guards';
import { lazyPage } from './lazy-page';

/** The player's own pages under /profile; several show sections that other features own. */
export const profileRoute: RouteObject = {
  path: 'profile',
  element: (
    <RequirePlayer>
      <Outlet />
    </RequirePlayer>
  ),
  children: [
    { index: true, element: <Navigate to="/profile/my-account" replace /> },
    {
      // My Account with the sections other features own; /profile/my-account/<id> opens one.
      path: 'my-account/:redirect?',
      ...lazyPage(async () => {
        const [{ MyAccountPage }, { ResponsibleGamblingSection }, { DocumentsSection }] =
          await Promise.all([
            import('../../features/profile/routes/my-account'),
            import('../../features/limits/components/responsible-gambling-section'),
            import('../../features/kyc/components/documents-section'),
          ]);
        return function MyAccountRoute() {
          const { t } = useTranslation();
          return (
            <MyAccountPage
              sections={[
                {
                  id: 'limits',
                  label: t('limits.tab'),
                  content: <ResponsibleGamblingSection />,
                },
                { id: 'documents', label: t('kyc.tab'), content: <DocumentsSection /> },
              ]}
            />
          );
        };
      }, ['profile', 'auth', 'limits', 'kyc']),
    },
    {
      path: 'bonuses',
      ...lazyPage(
        async () => (await import('../../features/bonus/routes/bonuses')).BonusesPage,
        ['bonus'],
      ),
    },
    {
      path: 'cashback',
      ...lazyPage(
        async () => (await import('../../features/rewards/routes/rewards')).RewardsPage,
        ['rewards'],
      ),
    },
    {
      // The history page with the rounds of the play feature in its Gaming tab and the bonus feature's history in its Bonuses tab.
      path: 'history',
      ...lazyPage(async () => {
        const [{ HistoryPage }, { GamingHistory }, { BonusHistory }] = await Promise.all([
          import('../../features/history/routes/history'),
          import('../../features/play/components/gaming-history'),
          import('../../features/bonus/components/bonus-history'),
        ]);
        return function HistoryRoute() {
          return <HistoryPage gaming={<GamingHistory />} bonuses={<BonusHistory />} />;
        };
      }, ['history', 'play', 'bonus']),
    },
  ],
};
