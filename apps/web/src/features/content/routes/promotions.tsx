import { PROMOTION_KINDS, type PromotionItem, type PromotionKind } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { usePromotions } from '../api/promotions';
import { ContentError, ContentLoading } from '../components/content-state';
import { ContentImage } from '../components/content-image';

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

/** Where each kind's own public list lives, for the group's "see all" link (free spins have none). */
const KIND_PAGES: Partial<Record<PromotionKind, string>> = {
  deposit_bonus: '/deposit-bonus',
  slot_race: '/slot-races',
  network: '/network-promotions',
  challenge: '/challenges',
};

function PromotionCard({ item }: { item: PromotionItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={item.path}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900/80 hover:border-accent-500/60"
      data-testid="promotion-card"
    >
      <div className="relative">
        <ContentImage
          src={item.imageUrl}
          seed={`${item.kind}${item.path}`}
          className="aspect-[5/2]"
        />
        <span className="absolute bottom-3 left-4 text-xl font-black text-white drop-shadow">
          {item.highlight}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-bold text-white group-hover:text-accent-400">{item.title}</h3>
        {item.summary && <p className="mt-1 flex-1 text-sm text-slate-300">{item.summary}</p>}
        {item.endsAt && (
          <p className="mt-3 text-xs text-slate-400">
            {t('content.promotions.endsAt', { date: formatDate(item.endsAt, i18n.language) })}
          </p>
        )}
      </div>
    </Link>
  );
}

/** /promotions (the mobile footer's Promotions): every current offer, grouped by kind. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const groups = PROMOTION_KINDS.map((kind) => ({
    kind,
    items: (promotions.data?.promotions ?? []).filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <Page title={t('content.promotions.title')} wide>
      <title>{`${t('content.promotions.title')} · Orca Casino`}</title>
      {promotions.isPending ? (
        <ContentLoading />
      ) : promotions.error ? (
        <ContentError
          error={promotions.error}
          onRetry={() => void promotions.refetch()}
          backTo="/"
          backLabel={t('common.backHome')}
        />
      ) : groups.length === 0 ? (
        <p className="text-slate-300">{t('content.promotions.empty')}</p>
      ) : (
        <div className="space-y-10">
          {groups.map((group) => {
            const kindPage = KIND_PAGES[group.kind];
            return (
              <section
                key={group.kind}
                aria-labelledby={`promotions-${group.kind}`}
                data-kind={group.kind}
              >
                <div className="mb-3 flex items-baseline justify-between gap-3">
                  <h2 id={`promotions-${group.kind}`} className="text-xl font-bold text-white">
                    {t(`content.promotions.kinds.${group.kind}`)}
                  </h2>
                  {kindPage && (
                    <Link to={kindPage} className="text-sm text-accent-400 hover:underline">
                      {t('content.promotions.seeAll')}
                    </Link>
                  )}
                </div>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.items.map((item) => (
                    <li key={`${item.kind}${item.path}${item.title}`}>
                      <PromotionCard item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}
