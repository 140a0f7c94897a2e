import { MONEY_WHEEL_NUMBER_LIST } from '@orca/contracts/games/live.schemas';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { Chip } from '../live/chip-rack';
import { chipLabel } from '../live/chips';
import { NUMBER_COLOURS } from './money-wheel-disc';
import { keyOf, type WheelNumber } from './money-wheel-view';

const NO_COLOURS = { fill: '#334155', text: '#fff' };

/** A drawn number in its colour, its multiplier raised beside it. */
export function NumberBadge({ number, multiplier = 1 }: { number: number; multiplier?: number }) {
  const colours = NUMBER_COLOURS[number] ?? NO_COLOURS;
  return (
    <span
      className="inline-flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 text-xs font-black tabular-nums"
      style={{ background: colours.fill, color: colours.text }}
    >
      {number}
      {multiplier > 1 && <sup className="ml-0.5 text-[9px]">×{multiplier}</sup>}
    </span>
  );
}

/** The six numbers to bet on, each with my stake on it; the landed number ringed. */
export function WheelSpots({
  stakes,
  winning,
  isDisabled,
  money,
  onBet,
}: {
  stakes: Map<string, bigint>;
  winning: number | null;
  isDisabled: boolean;
  money: (amount: string) => string;
  onBet: (number: WheelNumber) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('live.wheel.spots')}>
      {MONEY_WHEEL_NUMBER_LIST.map((number) => {
        const colours = NUMBER_COLOURS[number] ?? NO_COLOURS;
        const stake = stakes.get(keyOf(number));
        const label = `${t('live.wheel.spot', { number })}${stake ? ` · ${t('live.roulette.staked', { amount: money(fromMinor(stake)) })}` : ''}`;
        return (
          <button
            key={number}
            type="button"
            aria-label={label}
            data-spot={keyOf(number)}
            onClick={() => onBet(number)}
            disabled={isDisabled}
            className={`relative flex h-20 flex-col items-center justify-center rounded-xl border-2 font-black shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed sm:h-24 ${winning === number ? 'border-white ring-4 ring-white/70' : 'border-black/20'}`}
            style={{ background: colours.fill, color: colours.text }}
          >
            <span className="text-3xl leading-none">{number}</span>
            <span className="mt-1 text-[11px] font-bold opacity-80">
              {t('live.wheel.pays', { number })}
            </span>
            {stake ? (
              <span className="absolute -top-2 -right-2" aria-hidden="true">
                <Chip
                  label={chipLabel(fromMinor(stake), i18n.language)}
                  colour="#111827"
                  size="sm"
                />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
