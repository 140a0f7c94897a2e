import type { LiveCard, LiveRoundResult } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Hand } from './live-cards';

type SeatHand = {
  cards: readonly LiveCard[];
  total: number;
  isDoubled: boolean;
  result?: 'blackjack' | 'win' | 'push' | 'loss' | null;
};

/** A blackjack round: the first two cards every seat shares, the dealer's hand and, when known, one seat's hands. */
export function BlackjackRound({
  result,
  seat,
}: {
  result: Extract<LiveRoundResult, { kind: 'blackjack' }>;
  seat: { seat: number; actions: readonly string[] | null; hands: readonly SeatHand[] } | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-2xl font-black text-white" data-testid="verified-blackjack">
        {result.isDealerBlackjack
          ? t('play.outcome.blackjack.dealerBlackjack')
          : t('play.outcome.blackjack.dealerTotal', { total: result.dealerTotal })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Hand label={t('play.outcome.blackjack.deal')} cards={result.playerCards} />
        <Hand
          label={t('play.outcome.blackjack.dealer')}
          cards={result.dealerCards}
          total={result.dealerTotal}
        />
      </div>
      {seat ? (
        <section
          aria-label={t('play.outcome.blackjack.seat', { seat: seat.seat })}
          className="space-y-2"
        >
          <h4 className="text-sm font-semibold text-white">
            {t('play.outcome.blackjack.seat', { seat: seat.seat })}
          </h4>
          {seat.actions !== null && (
            <p className="text-sm text-slate-300">
              {seat.actions.length > 0
                ? t('play.outcome.blackjack.actions', {
                    actions: seat.actions
                      .map((a) => t(`play.outcome.blackjack.actionNames.${a}`))
                      .join(', '),
                  })
                : t('play.outcome.blackjack.noActions')}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {seat.hands.map((hand, i) => (
              <Hand
                key={i}
                label={t('play.outcome.blackjack.hand', { n: i + 1 })}
                cards={hand.cards}
                total={hand.total}
                isWinner={hand.result === 'win' || hand.result === 'blackjack'}
                note={
                  [
                    hand.isDoubled ? t('play.outcome.blackjack.doubled') : null,
                    hand.result ? t(`play.outcome.blackjack.results.${hand.result}`) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || undefined
                }
              />
            ))}
          </div>
        </section>
      ) : (
        <p className="text-sm text-slate-400">{t('play.outcome.blackjack.dealOnly')}</p>
      )}
    </div>
  );
}
