import type { LiveHistory, LiveTableView } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/media-query';
import { LastResultsStrip } from '../live/live-chrome';
import { lastResultsOf } from '../live/live-table-view';
import { BaccaratRoads, WINNER_BG } from './baccarat-roads';
import { ShoeInfo } from './baccarat-shoe';

/** The scoreboard: the last hands' winners, the bead plate and big road, the shoe. */
export function BaccaratBoard({
  view,
  history,
  money,
}: {
  view: LiveTableView | null;
  history: LiveHistory | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <section
      aria-label={t('liveCards.baccarat.roads.title')}
      className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
          {t('live.lastResults')}
        </h2>
      </div>
      <LastResultsStrip
        label={t('live.lastResults')}
        items={lastResultsOf(view, 'baccarat')}
        render={(item) => (
          <span
            className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-[10px] font-black text-white ${WINNER_BG[item.winner]}`}
            title={`${item.playerTotal}–${item.bankerTotal}`}
          >
            {t(`liveCards.baccarat.letters.${item.winner}`)}
          </span>
        )}
      />
      <BaccaratRoads roads={history?.roads ?? null} columns={isPhone ? 12 : 20} />
      {view && <ShoeInfo view={view} previousShoe={history?.previousShoe ?? null} money={money} />}
    </section>
  );
}
