import { useTranslation } from 'react-i18next';
import { MoneyWheel, NUMBER_COLOURS } from './money-wheel-disc';
import type { WheelSpinShown } from './money-wheel-view';

/** The wheel with the landed number in its hub and the multiplier collected so far at its side. */
export function WheelStage({
  spin,
  isInstant,
  isLanded,
  multiplier,
  onStep,
  onLanded,
}: {
  spin: WheelSpinShown | null;
  isInstant: boolean;
  isLanded: boolean;
  multiplier: number;
  onStep: (roundId: string, index: number) => void;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <MoneyWheel
        roundId={spin?.roundId ?? null}
        spins={spin?.result.spins ?? null}
        isInstant={isInstant}
        onStep={onStep}
        onLanded={onLanded}
        hub={
          isLanded && spin ? (
            <span
              className="gc-pop flex h-16 w-16 flex-col items-center justify-center rounded-full border-4 border-[#d4af37] text-2xl leading-none font-black shadow-xl sm:h-20 sm:w-20 sm:text-3xl"
              style={{
                background: NUMBER_COLOURS[spin.result.number]?.fill,
                color: NUMBER_COLOURS[spin.result.number]?.text,
              }}
              data-testid="wheel-result"
            >
              {spin.result.number}
              {spin.result.multiplier > 1 && (
                <span className="text-xs">×{spin.result.multiplier}</span>
              )}
            </span>
          ) : null
        }
      />
      {multiplier > 1 && (
        <span
          className="gc-pop absolute top-2 right-2 rounded-full bg-[#d4af37] px-3 py-1 text-lg font-black text-black shadow-lg"
          data-testid="wheel-multiplier"
          aria-label={t('live.wheel.multiplier', { multiplier })}
        >
          ×{multiplier}
        </span>
      )}
    </div>
  );
}
