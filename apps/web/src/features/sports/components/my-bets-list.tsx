import { useTranslation } from 'react-i18next';
import { useSportsBets, type BetListStatus } from '../api/sports-bets';
import { BetCard } from './bet-card';

/** The player's open or settled bets, newest first. */
export function MyBetsList({ status }: { status: BetListStatus }) {
  const { t } = useTranslation();
  const bets = useSportsBets(status);
  if (bets.isPending)
    return <p className="animate-pulse text-sm text-slate-400">{t('common.loading')}</p>;
  if (bets.isError)
    return (
      <p role="alert" className="text-sm text-rose-300">
        {bets.error.message}
      </p>
    );
  if (bets.data.bets.length === 0)
    return <p className="text-sm text-slate-400">{t(`sports.myBets.empty.${status}`)}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {bets.data.bets.map((bet) => (
        <BetCard key={bet.id} bet={bet} />
      ))}
    </ul>
  );
}
