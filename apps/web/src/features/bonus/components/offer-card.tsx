import type { BonusOffer } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { OfferAction } from './offer-action';
import { OfferArt } from './offer-art';

export const offerPathOf = (offer: Pick<BonusOffer, 'kind' | 'url'>) =>
  offer.kind === 'free_spins'
    ? `/free-spin/${encodeURIComponent(offer.url)}`
    : `/deposit-bonus/${encodeURIComponent(offer.url)}`;

/** An offer in a list: its art, title, headline figures and what the viewer can do. */
export function OfferCard({ offer }: { offer: BonusOffer }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, offer.currency, i18n.language);
  const facts = [
    offer.maxBonus ? t('bonus.offer.upTo', { amount: money(offer.maxBonus) }) : null,
    offer.minDeposit ? t('bonus.offer.minDeposit', { amount: money(offer.minDeposit) }) : null,
    offer.freeSpins
      ? t('bonus.offer.spinsOn', { count: offer.freeSpins.count, game: offer.freeSpins.gameName })
      : null,
    offer.wageringMultiplier > 0
      ? t('bonus.offer.wagering', { times: offer.wageringMultiplier })
      : t('bonus.offer.noWagering'),
  ].filter((fact): fact is string => fact !== null);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900/80">
      <Link to={offerPathOf(offer)} tabIndex={-1} aria-hidden="true">
        <OfferArt offer={offer} className="aspect-[16/7]" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg font-bold text-white">
          <Link to={offerPathOf(offer)} className="hover:underline">
            {offer.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-300">{offer.summary}</p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {facts.map((fact) => (
            <li key={fact} className="rounded-full bg-ink-800 px-2.5 py-1 text-slate-200">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <OfferAction offer={offer} />
          <Link to={offerPathOf(offer)} className="text-sm text-accent-400 hover:underline">
            {t('bonus.offer.terms')}
          </Link>
        </div>
      </div>
    </article>
  );
}
