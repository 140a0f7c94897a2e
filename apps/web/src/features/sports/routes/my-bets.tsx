import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useSportsBetPushes } from '../api/sports-bets';
import { MyBetsList } from '../components/my-bets-list';
import { SportsShell } from '../components/sports-shell';

/** /sports/my-bets: open and settled bets; a settlement pushed on the player's channel shows at once. */
export function MyBetsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settled' ? 'settled' : 'open';
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  useSportsBetPushes();
  return (
    <SportsShell>
      <Link to="/sports" className="mb-3 inline-block text-sm text-slate-400 hover:text-white">
        ← {t('sports.back')}
      </Link>
      <h1 className="mb-4 text-2xl font-bold text-white md:text-3xl">{t('sports.myBets.title')}</h1>
      {!isLoggedIn ? (
        <div className="rounded-xl border border-ink-800 bg-ink-900/80 p-6 text-center">
          <p className="mb-3 text-sm text-slate-300">{t('sports.myBets.loginFirst')}</p>
          <Button onClick={() => openLogin()}>{t('sports.myBets.login')}</Button>
        </div>
      ) : (
        <Tabs
          label={t('sports.myBets.title')}
          value={tab}
          onValueChange={(value) => setParams(value === 'open' ? {} : { tab: value })}
          items={[
            {
              value: 'open',
              label: t('sports.myBets.tabs.open'),
              content: <MyBetsList status="open" />,
            },
            {
              value: 'settled',
              label: t('sports.myBets.tabs.settled'),
              content: <MyBetsList status="settled" />,
            },
          ]}
        />
      )}
    </SportsShell>
  );
}
