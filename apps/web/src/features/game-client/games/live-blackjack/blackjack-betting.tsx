import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { PlacedNotice, SeatBetActions } from '../live/bet-actions';
import { ChipRack } from '../live/chip-rack';
import type { LiveSeatState } from '../live/use-live-seat';
import type { BlackjackSpot } from './blackjack-view';

/** The bet circle (a click adds the picked chip), the rack and the bet controls or my placed bet. */
export function BettingPanel({
  seat,
  money,
}: {
  seat: LiveSeatState<BlackjackSpot>;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const { chip, isBetting, totals, addChip } = seat;
  const placed = seat.seat;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => addChip('stake', 'stake')}
          disabled={!isBetting || placed !== null || chip === null || seat.isBusy}
          aria-label={t('liveCards.blackjack.addChip', { amount: chip ? money(chip) : '' })}
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-[var(--gc-accent)] bg-black/30 p-1 text-center text-[11px] leading-tight font-bold text-emerald-100 uppercase transition enabled:hover:bg-emerald-400/15 disabled:opacity-50"
          data-testid="bet-circle"
        >
          {totals.pendingMinor > 0n || placed
            ? money(placed ? placed.stake : fromMinor(totals.pendingMinor))
            : t('liveCards.blackjack.betCircle')}
        </button>
        <div className="min-w-0 flex-1">
          <ChipRack
            values={seat.rack}
            selected={chip}
            onSelect={seat.setChosenChip}
            money={money}
          />
        </div>
      </div>
      {placed && isBetting ? (
        <PlacedNotice
          amount={money(placed.stake)}
          tone="border-emerald-400/40 bg-emerald-500/10 text-emerald-100"
        />
      ) : (
        <SeatBetActions seat={seat} money={money} isRepeatSent />
      )}
    </div>
  );
}
