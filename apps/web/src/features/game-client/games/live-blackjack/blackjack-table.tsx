import type { BlackjackSeatView, LiveCard } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Cards, MyHand, TotalBadge } from './blackjack-cards';
import { cardsTotal, isHandActive, totalText } from './blackjack-view';

/** The dealer's hand: the up card and the hole card, all of it once played, and how it ended. */
export function DealerSection({
  cards,
  totalLabel,
  roundId,
  isBetting,
  isDealerBlackjack,
  isDealerBust,
}: {
  cards: (LiveCard | null)[];
  totalLabel: string | null;
  roundId: string;
  isBetting: boolean;
  isDealerBlackjack: boolean;
  isDealerBust: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('liveCards.blackjack.dealer')}
      className="flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 p-2"
      data-testid="dealer"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <h2 className="text-xs font-bold tracking-wide text-slate-300 uppercase">
          {t('liveCards.blackjack.dealer')}
        </h2>
        {totalLabel !== null && (
          <TotalBadge
            text={totalLabel}
            label={t('liveCards.blackjack.total', { total: totalLabel })}
          />
        )}
      </div>
      {cards.length > 0 ? (
        <Cards cards={cards} roundId={roundId} />
      ) : (
        <p className="flex min-h-20 items-center text-sm text-slate-400 sm:min-h-24">
          {isBetting ? t('liveCards.blackjack.placeBets') : t('liveCards.blackjack.dealing')}
        </p>
      )}
      {isDealerBlackjack && (
        <p className="text-sm font-black text-amber-300 uppercase">
          {t('liveCards.blackjack.dealerBlackjack')}
        </p>
      )}
      {isDealerBust && (
        <p className="text-sm font-black text-emerald-300 uppercase">
          {t('liveCards.blackjack.dealerBusts')}
        </p>
      )}
    </section>
  );
}

/** My hands once dealt; else the two cards everybody shares (watching when I have no seat). */
export function HandsSection({
  seat,
  sharedCards,
  roundId,
  isWindowOpen,
  isWatching,
  money,
}: {
  seat: BlackjackSeatView | null;
  sharedCards: LiveCard[];
  roundId: string;
  isWindowOpen: boolean;
  isWatching: boolean;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  if (seat && seat.hands.length > 0)
    return (
      <div className="flex gap-2">
        {seat.hands.map((hand, index) => (
          <MyHand
            key={index}
            hand={hand}
            index={index}
            isActive={isHandActive(seat, isWindowOpen, index)}
            count={seat.hands.length}
            money={money}
          />
        ))}
      </div>
    );
  if (sharedCards.length === 0) return null;
  const total = totalText(cardsTotal(sharedCards));
  return (
    <section
      aria-label={t('liveCards.blackjack.everyoneHand')}
      className="flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 p-2"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <span className="text-xs font-bold tracking-wide text-slate-300 uppercase">
          {t('liveCards.blackjack.everyoneHand')}
        </span>
        <TotalBadge text={total} label={t('liveCards.blackjack.total', { total })} />
      </div>
      <Cards cards={sharedCards} roundId={roundId} />
      {isWatching && <p className="text-xs text-slate-400">{t('liveCards.blackjack.watching')}</p>}
    </section>
  );
}
