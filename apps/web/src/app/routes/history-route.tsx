import { BonusHistory } from '../../features/bonus/components/bonus-history';
import { HistoryPage } from '../../features/history/routes/history';
import { GamingHistory } from '../../features/play/components/gaming-history';
import { SportsBetsHistory } from '../../features/sports/components/sports-bets-history';

/** The history page with the play feature's rounds in its Gaming tab, the sportsbook's settled bets in Sports bets and the bonus feature's history in its Bonuses tab. */
export function HistoryRoute() {
  return (
    <HistoryPage
      gaming={<GamingHistory />}
      sports={<SportsBetsHistory />}
      bonuses={<BonusHistory />}
    />
  );
}
