import type {
  LiveBets,
  LiveCard,
  LiveRoundResult,
  RoundOutcomeOf,
  VerifiedOutcome,
} from '@orca/contracts';
import { rouletteColour } from '@orca/games/fast/roulette';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/format';

/*
 * The live tables' rounds as the verifier recomputes them and as a seat's recall stores them:
 * a roulette pocket, a baccarat hand, the money wheel's spins, a blackjack deal with the dealer's
 * hand and a seat's hands. Cards are drawn as text (rank and suit), readable in a dialog and
 * named in words for screen readers.
 */

type Verified<K extends VerifiedOutcome['kind']> = Extract<VerifiedOutcome, { kind: K }>;
type Result<K extends LiveRoundResult['kind']> = Extract<LiveRoundResult, { kind: K }>;
type LiveOutcome = RoundOutcomeOf<'live'>;

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
function Hand({
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

const COLOUR_CLASS = {
  green: 'bg-emerald-600',
  red: 'bg-rose-600',
  black: 'bg-ink-950 border border-slate-500',
} as const;

/** A roulette pocket with its colour (live roulette verifies as roulette). */
export function RoulettePocket({ pocket }: { pocket: number }) {
  const { t } = useTranslation();
  const colour = rouletteColour(pocket);
  return (
    <div className="flex items-center gap-3">
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full text-xl font-black text-white tabular-nums ${COLOUR_CLASS[colour]}`}
        aria-hidden="true"
      >
        {pocket}
      </span>
      <p className="text-2xl font-black text-white" data-testid="verified-pocket">
        {t('play.outcome.roulette.pocket', {
          pocket,
          colour: t(`play.outcome.roulette.colours.${colour}`),
        })}
      </p>
    </div>
  );
}

/** A baccarat hand: both sides' cards and totals, the winner, naturals and pairs; the verifier adds where in the shoe it was dealt. */
export function BaccaratHand({ hand }: { hand: Result<'baccarat'> | Verified<'baccarat'> }) {
  const { t } = useTranslation();
  const verified = 'firstHandPosition' in hand ? hand : null;
  const notes = [
    hand.isNatural && t('play.outcome.baccarat.natural'),
    hand.isPlayerPair && t('play.outcome.baccarat.playerPair'),
    hand.isBankerPair && t('play.outcome.baccarat.bankerPair'),
  ].filter((note): note is string => typeof note === 'string');
  return (
    <div className="space-y-3">
      <p className="text-2xl font-black text-white" data-testid="verified-baccarat">
        {t(`play.outcome.baccarat.winner.${hand.winner}`, {
          player: hand.playerTotal,
          banker: hand.bankerTotal,
        })}
      </p>
      {notes.length > 0 && (
        <p className="text-sm font-semibold text-amber-200">{notes.join(' · ')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Hand
          label={t('play.outcome.baccarat.player')}
          cards={hand.player}
          total={hand.playerTotal}
          isWinner={hand.winner === 'player'}
        />
        <Hand
          label={t('play.outcome.baccarat.banker')}
          cards={hand.banker}
          total={hand.bankerTotal}
          isWinner={hand.winner === 'banker'}
        />
      </div>
      <p className="text-sm text-slate-300">
        {t('play.outcome.baccarat.position', { position: hand.position })}
      </p>
      {hand.isLastHand && (
        <p className="text-sm text-slate-300">{t('play.outcome.baccarat.lastHand')}</p>
      )}
      {verified && (
        <p className="text-xs text-slate-400">
          {t('play.outcome.baccarat.shoe', {
            first: verified.firstHandPosition,
            burned: verified.burnedCards.length,
            next: verified.nextPosition,
          })}
        </p>
      )}
    </div>
  );
}

/** The money wheel's spins in order: multiplier segments re-spin, the last spin lands on the number that pays. */
export function MoneyWheelSpins({ result }: { result: Result<'money_wheel'> }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-2xl font-black text-white" data-testid="verified-wheel">
        {result.multiplier > 1
          ? t('play.outcome.wheel.multiplied', {
              number: result.number,
              multiplier: result.multiplier,
            })
          : t('play.outcome.wheel.lands', { number: result.number })}
      </p>
      <ol className="space-y-1.5 text-sm">
        {result.spins.map((spin, i) => (
          <li
            key={i}
            className="flex flex-wrap items-center gap-2 rounded-lg bg-ink-950/50 px-3 py-1.5"
          >
            <span className="text-slate-400">
              {t('play.outcome.wheel.spin', { n: i + 1, segment: spin.segmentIndex + 1 })}
            </span>
            <span
              className={`font-semibold ${spin.segment.kind === 'multiplier' ? 'text-amber-300' : 'text-white'}`}
            >
              {spin.segment.kind === 'multiplier'
                ? t('play.outcome.wheel.multiplierSegment', { multiplier: spin.segment.multiplier })
                : t('play.outcome.wheel.numberSegment', { number: spin.segment.number })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

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
  result: Result<'blackjack'>;
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

/** A live table's shared result, as the seat's recall stores it. */
function LiveResult({ outcome }: { outcome: LiveOutcome }) {
  const result = outcome.result;
  if (!result) return null;
  switch (result.kind) {
    case 'roulette':
      return <RoulettePocket pocket={result.pocket} />;
    case 'baccarat':
      return <BaccaratHand hand={result} />;
    case 'money_wheel':
      return <MoneyWheelSpins result={result} />;
    case 'blackjack': {
      const seat = outcome.blackjack;
      return (
        <BlackjackRound
          result={result}
          seat={seat ? { seat: seat.seat, actions: seat.actions ?? null, hands: seat.hands } : null}
        />
      );
    }
  }
}

/** Each bet of the seat in words, in the order the seat placed them (the order of `returns`). */
function useBetNames(): (bets: LiveBets) => { name: string; amount: string }[] {
  const { t } = useTranslation();
  return (bets) => {
    switch (bets.kind) {
      case 'roulette':
        return bets.bets.map(({ bet, amount }) => {
          const key = `play.outcome.live.bets.roulette.${bet.kind}`;
          switch (bet.kind) {
            case 'straight':
              return { name: t(key, { number: bet.number }), amount };
            case 'split':
            case 'corner':
              return { name: t(key, { numbers: bet.numbers.join('/') }), amount };
            case 'street':
            case 'six-line':
              return { name: t(key, { row: bet.row }), amount };
            case 'dozen':
              return { name: t(key, { dozen: bet.dozen }), amount };
            case 'column':
              return { name: t(key, { column: bet.column }), amount };
            default:
              return { name: t(key), amount };
          }
        });
      case 'baccarat':
        return bets.bets.map((bet) => ({
          name: t(`play.outcome.live.bets.baccarat.${bet.kind}`),
          amount: bet.amount,
        }));
      case 'money_wheel':
        return bets.bets.map((bet) => ({
          name: t('play.outcome.live.bets.wheel', { number: bet.number }),
          amount: bet.amount,
        }));
      case 'blackjack':
        return [{ name: t('play.outcome.live.bets.blackjack'), amount: bets.amount }];
    }
  };
}

/** A seat at a live table: the table and round, its bets with what each returned, and the round's result. */
export function LiveSeatOutcome({
  outcome,
  currency,
}: {
  outcome: LiveOutcome;
  currency?: string;
}) {
  const { t, i18n } = useTranslation();
  const namesOf = useBetNames();
  const money = (amount: string) =>
    currency ? formatMoney(amount, currency, i18n.language) : amount;
  const bets = namesOf(outcome.bets);
  const isSettled = outcome.returns.length > 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('play.outcome.live.round', {
          table: t(`play.outcome.live.tables.${outcome.tableKind}`),
          roundNo: outcome.roundNo,
        })}
      </p>
      {outcome.result ? (
        <LiveResult outcome={outcome} />
      ) : (
        <p className="text-sm text-slate-300">{t('play.outcome.live.notDrawn')}</p>
      )}
      <table className="w-full text-sm">
        <caption className="pb-1 text-left font-semibold text-white">
          {t('play.outcome.live.yourBets')}
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-400">
            <th scope="col" className="py-1 font-normal">
              {t('play.outcome.live.bet')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('play.outcome.live.stake')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('play.outcome.live.returned')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/70">
          {bets.map((bet, i) => {
            const returned = outcome.returns[i];
            const isWin = returned !== undefined && Number(returned) > 0;
            return (
              <tr key={i}>
                <td className="py-1.5 text-slate-100">{bet.name}</td>
                <td className="py-1.5 text-right text-slate-300 tabular-nums">
                  {money(bet.amount)}
                </td>
                <td
                  className={`py-1.5 text-right tabular-nums ${isWin ? 'font-semibold text-emerald-300' : 'text-slate-400'}`}
                >
                  {isSettled && returned !== undefined ? money(returned) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
