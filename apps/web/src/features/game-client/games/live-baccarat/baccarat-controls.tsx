import { useTranslation } from 'react-i18next';
import { PlacedNotice, SeatBetActions } from '../live/bet-actions';
import { RackWithStats, StickyControls } from '../live/table-parts';
import type { LiveSeatState } from '../live/use-live-seat';
import type { BaccaratKind } from './baccarat-spots';

/** The rack, my stake and win, and the bet controls (or my placed bet once it is in). */
export function BaccaratControls({
  seat,
  win,
  money,
}: {
  seat: LiveSeatState<BaccaratKind>;
  win: string | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const placed = seat.seat;
  return (
    <StickyControls tint="bg-[#071a2b]/95">
      <RackWithStats seat={seat} win={win} money={money} />
      {placed && seat.isBetting ? (
        <PlacedNotice
          amount={money(placed.stake)}
          tone="border-amber-300/40 bg-amber-400/10 text-amber-100"
        />
      ) : (
        <SeatBetActions seat={seat} money={money} isRepeatSent />
      )}
      {placed && !placed.isSettled && !seat.isBetting && (
        <p className="text-center text-xs font-semibold text-emerald-300">
          {t('liveCards.baccarat.betPlaced', { amount: money(placed.stake) })}
        </p>
      )}
    </StickyControls>
  );
}
