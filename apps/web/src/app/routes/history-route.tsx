import { BonusHistory } from '../../features/bonus/components/bonus-history';
import { HistoryPage } from '../../features/history/routes/history';
import { GamingHistory } from '../../features/play/components/gaming-history';

/** The history page with the play feature's rounds in its Gaming tab and the bonus feature's history in its Bonuses tab. */
export function HistoryRoute() {
  return <HistoryPage gaming={<GamingHistory />} bonuses={<BonusHistory />} />;
}
