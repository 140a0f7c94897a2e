import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import type { LiveSeatState } from './use-live-seat';

/** The seat's stake once its bets are in, while betting is still open (the card tables). */
export function PlacedNotice({ amount, tone }: { amount: string; tone: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className={`rounded-xl border px-4 py-3 text-center text-sm font-extrabold ${tone}`}
      data-testid="bet-placed"
    >
      {t('live.actions.placed', { amount })}
    </p>
  );
}

const SMALL =
  'rounded-lg border border-white/15 bg-white/5 px-2 py-2 text-xs font-bold text-white transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Undo, clear, repeat, double and send, wired to my seat's felt. On the wheel tables Repeat lays
 * last round's chips again and the send button says what is placed; on the card tables Repeat
 * sends them at once.
 */
export function SeatBetActions<Bet>({
  seat,
  money,
  isRepeatSent,
}: {
  seat: Pick<
    LiveSeatState<Bet>,
    | 'pendingChips'
    | 'repeatChips'
    | 'isPlaced'
    | 'isBetting'
    | 'isBusy'
    | 'totals'
    | 'setPending'
    | 'send'
  >;
  money: (amount: string) => string;
  isRepeatSent: boolean;
}) {
  const { t } = useTranslation();
  const { pendingChips, repeatChips, isPlaced, isBusy, totals, setPending, send } = seat;
  // One set of bets per seat and round: a placed seat waits for the next round.
  const isBetting = seat.isBetting && !isPlaced;
  const hasPending = pendingChips.length > 0;
  const pendingLabel = totals.pendingMinor > 0n ? money(fromMinor(totals.pendingMinor)) : null;
  const placedLabel = !isRepeatSent && isPlaced ? money(fromMinor(totals.placedMinor)) : null;
  const small: [string, () => void, boolean][] = [
    ['undo', () => setPending(pendingChips.slice(0, -1)), hasPending],
    ['clear', () => setPending([]), hasPending],
    [
      'repeat',
      () => {
        if (isRepeatSent) void send(repeatChips);
        else setPending([...repeatChips]);
      },
      isBetting && repeatChips.length > 0,
    ],
    ['double', () => setPending([...pendingChips, ...pendingChips]), isBetting && hasPending],
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-4 gap-1.5">
        {small.map(([action, onClick, isEnabled]) => (
          <button
            key={action}
            type="button"
            className={SMALL}
            onClick={onClick}
            disabled={!isEnabled || isBusy}
          >
            {t(`live.actions.${action}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => void send(pendingChips)}
        disabled={!isBetting || pendingLabel === null || placedLabel !== null || isBusy}
        className="w-full rounded-xl bg-[var(--gc-accent)] px-4 py-3 text-base leading-tight font-extrabold text-black shadow-[0_8px_24px_-8px_var(--gc-glow)] transition hover:brightness-110 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50"
      >
        {placedLabel !== null
          ? t('live.actions.placed', { amount: placedLabel })
          : isBetting
            ? pendingLabel
              ? t('live.actions.confirm', { amount: pendingLabel })
              : t('live.actions.pickSpot')
            : t('live.actions.waitNext')}
      </button>
    </div>
  );
}
