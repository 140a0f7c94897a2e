import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSportsBetPushes } from '../api/sports-bets';
import { MyBetsList } from './my-bets-list';

/** The history page's Sports bets tab: settled bets with their legs; open ones are in My bets. */
export function SportsBetsHistory() {
  const { t } = useTranslation();
  useSportsBetPushes();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-400">
        <Link to="/sports/my-bets" className="text-accent-300 underline">
          {t('sports.myBets.openLink')}
        </Link>
      </p>
      <MyBetsList status="settled" />
    </div>
  );
}
