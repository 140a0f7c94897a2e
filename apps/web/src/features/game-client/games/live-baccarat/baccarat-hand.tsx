import type { LiveCard } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../live/playing-card';
import type { BaccaratResult, BaccaratSide } from './baccarat-deal';

/** One side's hand as dealt so far, with its total; ringed once it is called the winner. */
export function Hand({
  side,
  cards,
  total,
  result,
  isCalled,
}: {
  side: BaccaratSide;
  cards: LiveCard[];
  total: number | null;
  result: BaccaratResult | null;
  isCalled: boolean;
}) {
  const { t } = useTranslation();
  const isWinner = isCalled && result?.winner === side;
  const tone =
    side === 'player' ? 'from-sky-500/25 border-sky-400/40' : 'from-rose-500/25 border-rose-400/40';
  return (
    <section
      aria-label={t(`liveCards.baccarat.hand.${side}`)}
      className={`relative flex min-h-36 flex-col items-center gap-2 rounded-xl border bg-gradient-to-b to-transparent p-2 transition sm:min-h-44 ${tone} ${isWinner ? 'ring-2 ring-[var(--gc-accent)]' : ''}`}
      data-testid={`hand-${side}`}
    >
      <div className="flex w-full items-center justify-between gap-2">
        <h2
          className={`text-sm font-black tracking-widest uppercase ${side === 'player' ? 'text-sky-200' : 'text-rose-200'}`}
        >
          {t(`liveCards.baccarat.sides.${side}`)}
        </h2>
        <span
          aria-label={t('liveCards.baccarat.total', { total: total ?? '—' })}
          className="min-w-9 rounded-full bg-black/50 px-2 py-0.5 text-center text-lg font-black text-white tabular-nums"
          data-testid={`total-${side}`}
        >
          {total ?? '–'}
        </span>
      </div>
      <div
        className={`flex flex-1 items-center gap-1 ${side === 'banker' ? 'flex-row-reverse' : ''}`}
      >
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} isSideways={i === 2} />
        ))}
        {cards.length === 0 &&
          [0, 1].map((slot) => (
            <span
              key={slot}
              aria-hidden="true"
              className="h-20 w-14 rounded-md border-2 border-dashed border-white/15 sm:h-24 sm:w-[4.25rem]"
            />
          ))}
      </div>
    </section>
  );
}
