import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { useDepositOffers } from '../api/offers';
import { OfferCard } from '../components/offer-card';

/** /deposit-bonus: every deposit offer open now, with its terms one click away. */
export function DepositBonusesPage() {
  const { t } = useTranslation();
  const offers = useDepositOffers();
  return (
    <Page title={t('bonus.depositOffers.title')} wide>
      <p className="mb-5 max-w-2xl text-slate-300">{t('bonus.depositOffers.intro')}</p>
      {offers.error ? (
        <FormError message={offers.error.message} />
      ) : !offers.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : offers.data.offers.length === 0 ? (
        <Panel>
          <p className="text-slate-300">{t('bonus.depositOffers.none')}</p>
        </Panel>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.data.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </div>
      )}
    </Page>
  );
}
