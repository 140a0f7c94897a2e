import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { useTournaments } from '../api/tournaments';
import { Empty, Loading, LoadError } from '../components/list-states';
import { TournamentCard } from '../components/tournament-card';

function NetworkPromotions() {
  const { t } = useTranslation();
  const promotions = useTournaments('network');
  if (!promotions.data)
    return promotions.error ? <LoadError error={promotions.error} /> : <Loading />;
  const shown = promotions.data.tournaments.filter((promotion) => promotion.status !== 'cancelled');
  if (shown.length === 0) return <Empty text={t('tournaments.network.empty')} />;
  // Running first, then coming up, then ended: the list arrives in the API's order within each.
  const order = { running: 0, scheduled: 1, finished: 2, paid: 2, cancelled: 3 } as const;
  const sorted = [...shown].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sorted.map((promotion) => (
        <TournamentCard
          key={promotion.id}
          tournament={promotion}
          isFeatured={promotion.status === 'running'}
        />
      ))}
    </div>
  );
}

/** /network-promotions: the promotions game providers run across casinos (decision 017). */
export function NetworkPromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tournaments.network.title')} wide>
      <div className="space-y-6">
        <p className="max-w-3xl text-slate-300">{t('tournaments.network.intro')}</p>
        <NetworkPromotions />
      </div>
    </Page>
  );
}
