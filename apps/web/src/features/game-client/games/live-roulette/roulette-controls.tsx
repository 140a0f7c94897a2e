import type { RouletteBetInput } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { SeatBetActions } from '../live/bet-actions';
import { totalsBySpot } from '../live/chips';
import { RackWithStats, StickyControls } from '../live/table-parts';
import type { LiveSeatState } from '../live/use-live-seat';
import { spotLabel, type TableOdds } from './roulette-spot';

/** The rack, my stake and win, the bet controls and my bets spot by spot. */
export function RouletteControls({
  seat,
  win,
  money,
  odds,
}: {
  seat: LiveSeatState<RouletteBetInput>;
  win: string | null;
  money: (amount: string) => string;
  /** The table's odds when they are not European roulette's. */
  odds?: TableOdds;
}) {
  const { t } = useTranslation();
  const myBets = totalsBySpot([...seat.placed, ...seat.pendingChips]);
  return (
    <StickyControls tint="bg-[#06140d]/95">
      <RackWithStats seat={seat} win={win} money={money} />
      <SeatBetActions seat={seat} money={money} isRepeatSent={false} />
      {myBets.length > 0 && (
        <details className="text-xs text-slate-300">
          <summary className="cursor-pointer font-semibold">
            {t('live.myBets', { count: myBets.length })}
          </summary>
          <ul className="mt-1 max-h-32 space-y-0.5 overflow-y-auto">
            {myBets.map((item) => (
              <li key={item.key} className="flex justify-between gap-2">
                <span className="truncate">{spotLabel(item.bet, t, odds)}</span>
                <span className="tabular-nums">{money(fromMinor(item.amountMinor))}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </StickyControls>
  );
}
