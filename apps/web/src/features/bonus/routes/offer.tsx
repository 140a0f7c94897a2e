import type { BonusOffer } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { playPathOf } from '../../../lib/play-path';
import { usePlayerBonuses } from '../../../lib/queries/bonus';
import { useOffer, type OfferKind } from '../api/offers';
import { ContributionTable } from '../components/contribution-table';
import { OfferAction } from '../components/offer-action';
import { OfferArt } from '../components/offer-art';

function Figures({ offer }: { offer: BonusOffer }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, offer.currency, i18n.language);
  const rows: [string, string][] = [];
  if (offer.matchPercent !== null) rows.push([t('bonus.figures.match'), `${offer.matchPercent} %`]);
  if (offer.maxBonus) rows.push([t('bonus.figures.maxBonus'), money(offer.maxBonus)]);
  if (offer.minDeposit) rows.push([t('bonus.figures.minDeposit'), money(offer.minDeposit)]);
  if (offer.depositOrdinal)
    rows.push([t('bonus.figures.which'), t(`bonus.ordinals.${offer.depositOrdinal}`)]);
  if (offer.freeSpins) {
    rows.push([
      t('bonus.figures.spins'),
      t('bonus.offer.spinsOn', { count: offer.freeSpins.count, game: offer.freeSpins.gameName }),
    ]);
    rows.push([t('bonus.figures.spinBet'), money(offer.freeSpins.bet)]);
    rows.push([t('bonus.figures.winsTo'), t(`bonus.winsTo.${offer.freeSpins.winsTo}`)]);
  }
  rows.push([
    t('bonus.figures.wagering'),
    offer.wageringMultiplier > 0
      ? t('bonus.offer.wagering', { times: offer.wageringMultiplier })
      : t('bonus.offer.noWagering'),
  ]);
  rows.push([t('bonus.figures.maxBet'), money(offer.maxBet)]);
  rows.push([t('bonus.figures.claimDays'), String(offer.claimDays)]);
  rows.push([t('bonus.figures.spendDays'), String(offer.spendDays)]);
  if (offer.maxConversion)
    rows.push([t('bonus.figures.maxConversion'), money(offer.maxConversion)]);
  if (offer.endsAt)
    rows.push([t('bonus.figures.endsAt'), formatDateTime(offer.endsAt, i18n.language)]);
  return (
    <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-t border-ink-700/70 py-2">
          <dt className="text-slate-400">{label}</dt>
          <dd className="text-right font-semibold text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** For a player holding this offer's free spins, the way to the slot they are played on. */
function useFreeSpinsPath(offer: BonusOffer | undefined): string | null {
  const bonuses = usePlayerBonuses();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const spins = offer?.freeSpins;
  if (!offer || !spins) return null;
  const waiting = bonuses.data?.freeSpins.some(
    (bonus) => bonus.campaignId === offer.id && (bonus.freeSpinsLeft ?? 0) > 0,
  );
  return waiting
    ? playPathOf({ provider: spins.gameSystem, slug: spins.gameSlug }, { isFun: false, isPhone })
    : null;
}

/** /deposit-bonus/:url and /free-spin/:url: one offer with its art, full terms and call to action. */
export function OfferPage({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const offer = useOffer(kind, url);
  const freeSpinsPath = useFreeSpinsPath(offer.data);
  const backTo = kind === 'deposit' ? '/deposit-bonus' : '/profile/bonuses';
  if (offer.error)
    return (
      <Page
        title={kind === 'deposit' ? t('bonus.depositOffers.title') : t('bonus.freeSpins.pageTitle')}
      >
        {offer.error instanceof ApiError && offer.error.status === 404 ? (
          <p className="text-slate-300">{t('bonus.offer.notFound')}</p>
        ) : (
          <FormError message={offer.error.message} />
        )}
        <Link to={backTo} className="mt-4 inline-block text-sm text-accent-400 hover:underline">
          {t('bonus.offer.back')}
        </Link>
      </Page>
    );
  if (!offer.data)
    return (
      <Page title={t('common.loading')}>
        <p role="status">{t('common.loading')}</p>
      </Page>
    );
  const data = offer.data;
  return (
    <Page title={data.title}>
      <div className="space-y-5">
        <div className="overflow-hidden rounded-2xl border border-ink-700">
          <OfferArt offer={data} className="aspect-[16/7]" />
        </div>
        <p className="text-lg text-slate-200">{data.summary}</p>
        <OfferAction offer={data} freeSpinsPath={freeSpinsPath} />
        <Panel title={t('bonus.offer.figuresTitle')}>
          <Figures offer={data} />
        </Panel>
        <Panel title={t('bonus.terms.title')}>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
            {data.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div className="mt-5 max-w-sm">
            <ContributionTable contributions={data.contributions} />
          </div>
        </Panel>
        <Link to={backTo} className="inline-block text-sm text-accent-400 hover:underline">
          {t('bonus.offer.back')}
        </Link>
      </div>
    </Page>
  );
}
