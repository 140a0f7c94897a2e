import type { LiveCard } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/*
 * Playing cards for the card tables (baccarat, blackjack): drawn in CSS, so a table needs no
 * images. Kept apart from the table chrome: only the card games use it.
 */

const SUIT_SYMBOL: Record<LiveCard['suit'], string> = {
  hearts: '♥',
  diamonds: '♦',
  spades: '♠',
  clubs: '♣',
};
const isRed = (suit: LiveCard['suit']) => suit === 'hearts' || suit === 'diamonds';

const SIZES = {
  sm: 'h-14 w-10 text-sm',
  md: 'h-20 w-14 text-base sm:h-24 sm:w-[4.25rem] sm:text-lg',
} as const;

/** The card in words for screen readers: "Queen of hearts". */
export function useCardName(): (card: LiveCard) => string {
  const { t } = useTranslation();
  return (card) =>
    t('liveCards.card.name', {
      rank: t(`liveCards.card.ranks.${card.rank}`),
      suit: t(`liveCards.card.suits.${card.suit}`),
    });
}

/**
 * One card, face up, or its back while `card` is null (the blackjack dealer's hole card). `dealIndex`
 * staggers the deal-in animation; `isSideways` lays a baccarat third card across, as dealers do.
 */
export function PlayingCard({
  card,
  size = 'md',
  dealIndex = 0,
  isSideways = false,
  isDimmed = false,
}: {
  card: LiveCard | null;
  size?: keyof typeof SIZES;
  dealIndex?: number;
  isSideways?: boolean;
  isDimmed?: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useCardName();
  const style = { animationDelay: `${dealIndex * 60}ms` };
  const turn = isSideways ? 'rotate-90 mx-3' : '';
  if (!card) {
    return (
      <span
        role="img"
        aria-label={t('liveCards.card.hidden')}
        style={style}
        className={`lc-deal inline-block shrink-0 rounded-md border-2 border-white/80 shadow-lg ${SIZES[size]} ${turn}`}
      >
        <span className="block h-full w-full rounded-[4px] bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)]" />
      </span>
    );
  }
  const colour = isRed(card.suit) ? 'text-rose-600' : 'text-slate-900';
  const symbol = SUIT_SYMBOL[card.suit];
  return (
    <span
      role="img"
      aria-label={nameOf(card)}
      style={style}
      className={`lc-deal relative inline-flex shrink-0 flex-col justify-between rounded-md border border-slate-300 bg-white p-1 leading-none font-black shadow-lg ${SIZES[size]} ${colour} ${turn} ${isDimmed ? 'opacity-50' : ''}`}
    >
      <span aria-hidden="true" className="flex flex-col items-start">
        <span>{card.rank}</span>
        <span className="text-[0.8em]">{symbol}</span>
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-[1.6em] opacity-90"
      >
        {symbol}
      </span>
      <span aria-hidden="true" className="flex rotate-180 flex-col items-start">
        <span>{card.rank}</span>
      </span>
    </span>
  );
}

/** The deal-in keyframes (a card slides from the shoe and turns); none for people who asked for less motion. */
export function PlayingCardStyles() {
  return (
    <style>{`
@keyframes lc-deal-in { from { opacity: 0; transform: translate(40px, -60px) rotate(-12deg) scale(0.8); } to { opacity: 1; } }
.lc-deal { animation: lc-deal-in 260ms ease-out both; }
@media (prefers-reduced-motion: reduce) { .lc-deal { animation: none; } }
`}</style>
  );
}
