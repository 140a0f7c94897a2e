import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { usePlayerBonuses } from '../../../lib/queries/bonus';
import { ActiveBonus } from '../components/active-bonus';
import { OfferCard } from '../components/offer-card';
import { PromoCodeForm } from '../components/promo-code-form';
import { QueuedBonuses, WaitingFreeSpins } from '../components/waiting-bonuses';

/** /profile/bonuses (spec section 3): the active bonus and its wagering, the queue, free spins waiting, offers and the promo code. */
export function BonusesPage() {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses();
  const data = bonuses.data;
  return (
    <Page title={t('bonus.title')} wide>
      <div className="space-y-5">
        {!data ? (
          bonuses.error ? (
            <FormError message={bonuses.error.message} />
          ) : (
            <p role="status">{t('common.loading')}</p>
          )
        ) : (
          <>
            {data.active ? (
              <ActiveBonus bonus={data.active} />
            ) : (
              <Panel>
                <p className="font-semibold text-white">{t('bonus.none.title')}</p>
                <p className="mt-1 text-sm text-slate-400">{t('bonus.none.text')}</p>
              </Panel>
            )}
            {data.freeSpins.length > 0 && <WaitingFreeSpins bonuses={data.freeSpins} />}
            {data.queued.length > 0 && <QueuedBonuses bonuses={data.queued} />}
          </>
        )}
        <Panel title={t('bonus.promo.title')}>
          <PromoCodeForm />
        </Panel>
        {data && data.available.length > 0 && (
          <section aria-labelledby="available-offers">
            <h2 id="available-offers" className="mb-3 text-lg font-semibold text-white">
              {t('bonus.available.title')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.available.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </div>
          </section>
        )}
        <Link
          to="/profile/history?tab=bonuses"
          className="inline-block text-sm text-accent-400 hover:underline"
        >
          {t('bonus.historyLink')}
        </Link>
      </div>
    </Page>
  );
}
