import type { LiveCard } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../lib/money';
import { Chip, chipColourOf } from '../live/chip-rack';
import { chipLabel } from '../live/chips';
import { PlayingCard } from '../live/playing-card';
import { totalText, type BlackjackHandView } from './blackjack-view';

const RESULT_TONE = {
  blackjack: 'bg-amber-300 text-amber-950',
  win: 'bg-emerald-400 text-emerald-950',
  push: 'bg-slate-300 text-slate-900',
  loss: 'bg-rose-500 text-white',
} as const;

/** A row of cards, dealt in one by one (a null is a face-down card). */
export function Cards({ cards, roundId }: { cards: (LiveCard | null)[]; roundId: string }) {
  return (
    <div className="flex min-h-20 flex-wrap items-center justify-center gap-1 sm:min-h-24">
      {cards.map((card, i) => (
        <PlayingCard key={`${roundId}:${i}:${card?.index ?? 'back'}`} card={card} dealIndex={i} />
      ))}
    </div>
  );
}

/** A hand's total in a dark pill, read out with its label. */
export function TotalBadge({ text, label }: { text: string; label: string }) {
  return (
    <span
      aria-label={label}
      className="rounded-full bg-black/60 px-2.5 py-0.5 text-base font-black text-white tabular-nums"
    >
      {text}
    </span>
  );
}

/** One of my hands: its cards, total, stake (doubled or not) and, once settled, its result and win. */
export function MyHand({
  hand,
  index,
  isActive,
  count,
  money,
}: {
  hand: BlackjackHandView;
  index: number;
  isActive: boolean;
  count: number;
  money: (amount: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-label={
        count > 1
          ? t('liveCards.blackjack.handN', { n: index + 1 })
          : t('liveCards.blackjack.myHand')
      }
      className={`relative flex min-w-0 flex-1 flex-col items-center gap-2 rounded-xl border p-2 ${isActive ? 'border-[var(--gc-accent)] bg-emerald-400/10' : 'border-white/10 bg-black/20'}`}
      data-testid="my-hand"
    >
      <div className="flex w-full items-center justify-between gap-2">
        <span className="text-xs font-bold tracking-wide text-slate-300 uppercase">
          {count > 1
            ? t('liveCards.blackjack.handN', { n: index + 1 })
            : t('liveCards.blackjack.myHand')}
        </span>
        <TotalBadge
          text={totalText(hand)}
          label={t('liveCards.blackjack.total', { total: totalText(hand) })}
        />
      </div>
      <Cards cards={hand.cards} roundId={`hand${index}`} />
      <div className="flex w-full items-center justify-between gap-2 text-xs">
        <span className="inline-flex items-center gap-1 text-slate-300">
          <Chip
            label={chipLabel(hand.stake, i18n.language)}
            colour={chipColourOf(hand.isDoubled ? 5 : 3)}
            size="sm"
          />
          {hand.isDoubled && (
            <span className="font-bold text-violet-200">{t('liveCards.blackjack.doubled')}</span>
          )}
        </span>
        {hand.result && (
          <span
            className={`lc-deal rounded-full px-2 py-0.5 font-black uppercase ${RESULT_TONE[hand.result]}`}
            data-testid="hand-result"
          >
            {t(`liveCards.blackjack.results.${hand.result}`)}
            {hand.win !== null && (toMinor(hand.win) ?? 0n) > 0n ? ` · ${money(hand.win)}` : ''}
          </span>
        )}
      </div>
    </section>
  );
}
