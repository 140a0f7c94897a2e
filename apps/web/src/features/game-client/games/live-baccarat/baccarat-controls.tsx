import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { PlacedNotice, SeatBetActions } from '../live/bet-actions';
import { ChipRack } from '../live/chip-rack';
import { StakeWinStats } from '../live/table-parts';
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
    <section
      aria-label={t('gameClient.controls.label')}
      className="sticky bottom-0 z-30 flex flex-col gap-2 rounded-2xl border border-white/10 bg-[#071a2b]/95 p-2 backdrop-blur sm:p-3 lg:static lg:bg-black/30"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ChipRack
          values={seat.rack}
          selected={seat.chip}
          onSelect={seat.setChosenChip}
          money={money}
        />
        <StakeWinStats
          stakeLabel={t('live.totalStake')}
          stake={money(fromMinor(seat.totals.totalMinor))}
          win={win !== null ? money(win) : null}
        />
      </div>
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
    </section>
  );
}
