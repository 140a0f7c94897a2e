import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import type { LiveSeatState } from './use-live-seat';

/** Undo, clear, repeat, double and send: the bet controls every table shares. */
export function BetActions({
  canUndo,
  canRepeat,
  canDouble,
  isBetting,
  isBusy,
  pendingLabel,
  placedLabel = null,
  onUndo,
  onClear,
  onRepeat,
  onDouble,
  onConfirm,
}: {
  canUndo: boolean;
  canRepeat: boolean;
  canDouble: boolean;
  isBetting: boolean;
  isBusy: boolean;
  /** The stake not sent yet, formatted; null when there is none. */
  pendingLabel: string | null;
  /** The seat's stake once its bets are in (one set of bets per seat and round), formatted. */
  placedLabel?: string | null;
  onUndo: () => void;
  onClear: () => void;
  onRepeat: () => void;
  onDouble: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const small =
    'rounded-lg border border-white/15 bg-white/5 px-2 py-2 text-xs font-bold text-white transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-4 gap-1.5">
        <button type="button" className={small} onClick={onUndo} disabled={!canUndo || isBusy}>
          {t('live.actions.undo')}
        </button>
        <button type="button" className={small} onClick={onClear} disabled={!canUndo || isBusy}>
          {t('live.actions.clear')}
        </button>
        <button
          type="button"
          className={small}
          onClick={onRepeat}
          disabled={!isBetting || !canRepeat || isBusy}
        >
          {t('live.actions.repeat')}
        </button>
        <button
          type="button"
          className={small}
          onClick={onDouble}
          disabled={!isBetting || !canDouble || isBusy}
        >
          {t('live.actions.double')}
        </button>
      </div>
      <button
        type="button"
        onClick={onConfirm}
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

/**
 * The bet controls wired to my seat's felt. On the wheel tables Repeat lays last round's chips
 * again and the send button says what is placed; on the card tables Repeat sends them at once.
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
  const { pendingChips, repeatChips, isPlaced, totals, setPending, send } = seat;
  return (
    <BetActions
      canUndo={pendingChips.length > 0}
      canRepeat={repeatChips.length > 0 && !isPlaced}
      canDouble={pendingChips.length > 0 && !isPlaced}
      isBetting={seat.isBetting && !isPlaced}
      isBusy={seat.isBusy}
      pendingLabel={totals.pendingMinor > 0n ? money(fromMinor(totals.pendingMinor)) : null}
      placedLabel={!isRepeatSent && isPlaced ? money(fromMinor(totals.placedMinor)) : null}
      onUndo={() => setPending(pendingChips.slice(0, -1))}
      onClear={() => setPending([])}
      onRepeat={() => {
        if (isRepeatSent) void send(repeatChips);
        else setPending([...repeatChips]);
      }}
      onDouble={() => setPending([...pendingChips, ...pendingChips])}
      onConfirm={() => void send(pendingChips)}
    />
  );
}
