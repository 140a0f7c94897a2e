import type { LiveHistory, LiveTableView } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { shortHash } from '../../components/fairness';
import { previousShoeLink } from './baccarat-view';

/** The shoe being dealt (cards left, its seed hash, the limits) and the last shoe's revealed seed. */
export function ShoeInfo({
  view,
  previousShoe,
  money,
}: {
  view: LiveTableView;
  previousShoe: LiveHistory['previousShoe'];
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  if (!view.shoe) return null;
  return (
    <dl
      className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg border border-white/10 bg-black/30 p-2 text-xs"
      aria-label={t('liveCards.baccarat.shoe.title')}
    >
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.cardsLeft')}</dt>
      <dd className="text-right font-bold text-white tabular-nums" data-testid="cards-left">
        {view.shoe.cardsLeft}
      </dd>
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.hash')}</dt>
      <dd className="truncate text-right font-mono text-slate-200" title={view.shoe.serverSeedHash}>
        {shortHash(view.shoe.serverSeedHash)}
      </dd>
      <dt className="text-slate-400">{t('liveCards.baccarat.shoe.limits')}</dt>
      <dd className="text-right text-slate-200">
        {t('liveCards.baccarat.shoe.limitsValue', {
          min: money(view.minBet),
          max: money(view.maxBet),
        })}
      </dd>
      {/* The last finished shoe's seed is public: anyone can recompute its hands on the verifier. */}
      {previousShoe && (
        <>
          <dt className="text-slate-400">
            {t('liveCards.baccarat.shoe.previous', { id: previousShoe.id })}
          </dt>
          <dd
            className="truncate text-right font-mono text-slate-200"
            title={previousShoe.serverSeed}
            data-testid="previous-shoe-seed"
          >
            {shortHash(previousShoe.serverSeed)}
          </dd>
          <dd className="col-span-2 text-right">
            <a
              href={previousShoeLink(previousShoe)}
              target="_top"
              className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
            >
              {t('liveCards.baccarat.shoe.verifyPrevious')}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
