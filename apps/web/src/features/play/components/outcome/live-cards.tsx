import type { LiveCard } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/*
 * Cards are drawn as text (rank and suit), readable in a dialog and named in words for screen
 * readers.
 */

const SUIT_SYMBOL: Record<LiveCard['suit'], string> = {
  hearts: '♥',
  diamonds: '♦',
  spades: '♠',
  clubs: '♣',
};
const isRedSuit = (suit: LiveCard['suit']) => suit === 'hearts' || suit === 'diamonds';

function Card({ card }: { card: LiveCard }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('play.outcome.cards.name', {
        rank: card.rank,
        suit: t(`play.outcome.cards.suits.${card.suit}`),
      })}
      className={`inline-flex h-12 w-9 flex-col items-center justify-center rounded-md border border-slate-300 bg-white text-sm leading-none font-bold shadow-sm ${isRedSuit(card.suit) ? 'text-rose-600' : 'text-ink-950'}`}
    >
      <span aria-hidden="true">{card.rank}</span>
      <span aria-hidden="true">{SUIT_SYMBOL[card.suit]}</span>
    </span>
  );
}

/** A hand's cards in a row with its label and total. */
export function Hand({
  label,
  cards,
  total,
  note,
  isWinner = false,
}: {
  label: string;
  cards: readonly LiveCard[];
  total?: number;
  note?: string;
  isWinner?: boolean;
}) {
  return (
    <div
      className={`min-w-0 rounded-xl border p-3 ${isWinner ? 'border-emerald-400/60 bg-emerald-500/10' : 'border-ink-700 bg-ink-950/50'}`}
    >
      <p className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-white">{label}</span>
        {total !== undefined && (
          <span className="text-lg font-black text-white tabular-nums">{total}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {cards.map((card, i) => (
          <Card key={`${card.index}-${i}`} card={card} />
        ))}
      </div>
      {note && <p className="mt-2 text-xs text-slate-400">{note}</p>}
    </div>
  );
}
