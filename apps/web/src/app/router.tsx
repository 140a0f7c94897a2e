import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, useSearchParams } from 'react-router';
import { RegisterPage } from '../features/auth/routes/register';
import { DepositPage } from '../features/cashier/routes/deposit';
import { WithdrawPage } from '../features/cashier/routes/withdraw';
import { WithdrawalDetailsPage } from '../features/cashier/routes/withdrawal-details';
import { HistoryPage } from '../features/history/routes/history';
import { DocumentsSection } from '../features/kyc/components/documents-section';
import { ResponsibleGamblingSection } from '../features/limits/components/responsible-gambling-section';
import { SelfExclusionPage } from '../features/limits/routes/self-exclusion';
import { RegisterTokenPage } from '../features/auth/routes/register-token';
import { ResetPasswordPage } from '../features/auth/routes/reset-password';
import { MailboxPage } from '../features/mailbox/routes/mailbox';
import { MyAccountPage } from '../features/profile/routes/my-account';
import { AccessRestrictedPage } from '../features/site/routes/access-restricted';
import { HomePage } from '../features/site/routes/home';
import { NotFoundPage } from '../features/site/routes/not-found';
import { SectionPage } from '../features/site/routes/section';
import { TestComponentPage } from '../features/site/routes/test-component';
import { RequirePlayer, RequireVisitor } from './guards';
import { MainLayout } from './layout/main-layout';
import { AppProviders } from './provider';

/** Pages whose content later work fills: they exist now with their heading and place in the layout. */
const section = (titleKey: string) => <SectionPage titleKey={titleKey} />;

/** My Account with the sections other features own; /profile/my-account/<id> opens one. */
function MyAccountRoute() {
  const { t } = useTranslation();
  return (
    <MyAccountPage
      sections={[
        { id: 'limits', label: t('limits.tab'), content: <ResponsibleGamblingSection /> },
        { id: 'documents', label: t('kyc.tab'), content: <DocumentsSection /> },
      ]}
    />
  );
}

/**
 * /cashier/withdraw needs a login, except for the link in the approval email (?token=…): its token
 * is the credential, so the player can enter the address from any device without logging in.
 */
function WithdrawRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token !== null) return <WithdrawalDetailsPage token={token} />;
  return (
    <RequirePlayer>
      <WithdrawPage />
    </RequirePlayer>
  );
}

export const router = createBrowserRouter([
  {
    element: (
      <AppProviders>
        <Outlet />
      </AppProviders>
    ),
    children: [
      { path: '/access-restricted', element: <AccessRestrictedPage /> },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'register', element: <RequireVisitor><RegisterPage /></RequireVisitor> },
          { path: 'casino', element: section('pages.casino') },
          { path: 'livecasino', element: section('pages.liveCasino') },
          { path: 'game-shows', element: section('pages.gameShows') },
          { path: 'crash-and-fast', element: section('pages.crashAndFast') },
          { path: 'news', element: section('pages.news') },
          { path: 'news/:url', element: section('pages.news') },
          { path: 'info/contact-us', element: section('pages.contactUs') },
          { path: 'info/how-to-play', element: section('pages.howToPlay') },
          { path: 'info/:url?', element: section('pages.info') },
          { path: 'network-promotions', element: section('pages.networkPromotions') },
          { path: 'network-promotions/:url', element: section('pages.networkPromotions') },
          { path: 'slot-races', element: section('pages.slotRaces') },
          { path: 'slot-races/:url', element: section('pages.slotRaces') },
          { path: 'deposit-bonus', element: section('pages.depositBonus') },
          { path: 'deposit-bonus/:url', element: section('pages.depositBonus') },
          { path: 'free-spin/:url', element: section('pages.freeSpins') },
          { path: 'vip-program', element: section('pages.vip') },
          { path: 'rewards', element: section('pages.rewards') },
          { path: 'challenges', element: section('pages.challenges') },
          {
            path: 'profile',
            element: (
              <RequirePlayer>
                <Outlet />
              </RequirePlayer>
            ),
            children: [
              { index: true, element: <Navigate to="/profile/my-account" replace /> },
              { path: 'my-account/:redirect?', element: <MyAccountRoute /> },
              { path: 'bonuses', element: section('pages.bonuses') },
              { path: 'cashback', element: section('pages.rewards') },
              { path: 'history', element: <HistoryPage /> },
            ],
          },
          {
            path: 'cashier',
            children: [
              { path: 'deposit', element: <RequirePlayer><DepositPage /></RequirePlayer> },
              { path: 'withdraw', element: <WithdrawRoute /> },
            ],
          },
          { path: 'play/:system/:title', element: section('pages.game') },
          { path: 'mobile/play/:system/:title', element: section('pages.game') },
          { path: 'register-token', element: <RegisterTokenPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'self-exclusion', element: <SelfExclusionPage /> },
          { path: 'mailbox', element: <MailboxPage /> },
          { path: 'test-component', element: <TestComponentPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
