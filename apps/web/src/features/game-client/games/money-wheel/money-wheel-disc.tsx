import { MONEY_WHEEL_SEGMENTS, type MoneyWheelSegment } from '@orca/games/live/money-wheel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { restingAngle, sectorPath } from '../live/wheel-geometry';

const COUNT = MONEY_WHEEL_SEGMENTS.length;
const STEP = 360 / COUNT;
const FIRST_SPIN_MS = 4_500;
const RESPIN_MS = 3_200;
const PAUSE_MS = 1_300;

/** The colours of the spots and the wheel's segments, by number (multipliers in gold and silver). */
export const NUMBER_COLOURS: Record<number, { fill: string; text: string }> = {
  1: { fill: '#facc15', text: '#1c1917' },
  2: { fill: '#3b82f6', text: '#fff' },
  5: { fill: '#a855f7', text: '#fff' },
  10: { fill: '#22c55e', text: '#052e16' },
  20: { fill: '#f97316', text: '#fff' },
  40: { fill: '#e11d48', text: '#fff' },
};
const MULTIPLIER_COLOURS: Record<number, { fill: string; text: string }> = {
  2: { fill: '#cbd5e1', text: '#0f172a' },
  7: { fill: '#d4af37', text: '#1c1917' },
};

export const segmentColours = (segment: MoneyWheelSegment) =>
  (segment.kind === 'number'
    ? NUMBER_COLOURS[segment.number]
    : MULTIPLIER_COLOURS[segment.multiplier]) ?? { fill: '#334155', text: '#fff' };
export const segmentText = (segment: MoneyWheelSegment) =>
  segment.kind === 'number' ? String(segment.number) : `${segment.multiplier}×`;

export interface WheelSpin {
  segmentIndex: number;
}

/** Where the wheel must be turned (clockwise) for the segment to stop under the pointer. */
const segmentAngle = (segmentIndex: number) => restingAngle(segmentIndex, COUNT);

/**
 * The wheel. A round's spins play one after the other: a multiplier segment stops, shows the
 * multiplier collected so far, and the wheel spins again; `onLanded` fires after the last spin.
 * A table joined while a result is on show shows it at rest.
 */
export function MoneyWheel({
  roundId,
  spins,
  isInstant,
  hub,
  onStep,
  onLanded,
}: {
  roundId: string | null;
  spins: readonly WheelSpin[] | null;
  isInstant: boolean;
  hub?: ReactNode;
  onStep: (roundId: string, spinIndex: number) => void;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const [angle, setAngle] = useState<number | null>(null);
  const [durationMs, setDurationMs] = useState(0);
  const [isSpinning, setIsSpinning] = useState(false);
  const playedRef = useRef<string | null>(null);
  const restSegment = isInstant && spins ? (spins[spins.length - 1]?.segmentIndex ?? null) : null;
  const callbacks = useRef({ onStep, onLanded });
  useEffect(() => {
    callbacks.current = { onStep, onLanded };
  }, [onStep, onLanded]);
  // Table messages replace the result object without changing it: the spins play on until unmounted.
  const timersRef = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timersRef.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (roundId === null || spins === null || playedRef.current === roundId) return;
    playedRef.current = roundId;
    const last = spins[spins.length - 1];
    if (!last) return;
    if (isInstant) {
      // Joined while the result was on show: drawn at rest below.
      callbacks.current.onStep(roundId, spins.length - 1);
      callbacks.current.onLanded(roundId);
      return;
    }
    const timers = timersRef.current;
    timers.forEach(clearTimeout);
    timers.length = 0;
    let at = 0;
    spins.forEach((spin, index) => {
      const ms = index === 0 ? FIRST_SPIN_MS : RESPIN_MS;
      timers.push(
        setTimeout(() => {
          setIsSpinning(true);
          setDurationMs(ms);
          setAngle((previous) => {
            const current = previous ?? (restSegment === null ? 0 : segmentAngle(restSegment));
            return (
              current +
              (index === 0 ? 4 : 3) * 360 +
              ((segmentAngle(spin.segmentIndex) - (current % 360) + 360) % 360)
            );
          });
        }, at),
      );
      at += ms;
      timers.push(
        setTimeout(() => {
          setIsSpinning(false);
          callbacks.current.onStep(roundId, index);
          if (index === spins.length - 1) callbacks.current.onLanded(roundId);
        }, at),
      );
      at += PAUSE_MS;
    });
  }, [roundId, spins, isInstant, restSegment]);

  return (
    <figure
      className="relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-[26rem]"
      aria-label={t('live.wheel.wheel')}
      data-spinning={isSpinning || undefined}
    >
      <svg
        viewBox="-4 -4 208 208"
        className="h-full w-full drop-shadow-[0_12px_36px_rgba(0,0,0,0.6)]"
        aria-hidden="true"
      >
        <circle cx={100} cy={100} r={103} fill="#1e1b4b" stroke="#d4af37" strokeWidth={3} />
        <g
          style={{
            transform: `rotate(${angle ?? (restSegment === null ? 0 : segmentAngle(restSegment))}deg)`,
            transformOrigin: '100px 100px',
            transition:
              durationMs > 0
                ? `transform ${durationMs}ms cubic-bezier(0.12, 0.6, 0.15, 1)`
                : 'none',
          }}
        >
          {MONEY_WHEEL_SEGMENTS.map((segment, index) => {
            const colours = segmentColours(segment);
            const mid = (index * STEP - 90) * (Math.PI / 180);
            const x = 100 + 84 * Math.cos(mid);
            const y = 100 + 84 * Math.sin(mid);
            return (
              <g key={index}>
                <path
                  d={sectorPath(index, COUNT, 99, 30)}
                  fill={colours.fill}
                  stroke="rgba(0,0,0,0.35)"
                  strokeWidth={0.5}
                />
                <text
                  x={x}
                  y={y}
                  fill={colours.text}
                  fontSize={segment.kind === 'multiplier' ? 6.5 : 7}
                  fontWeight={900}
                  textAnchor="middle"
                  dominantBaseline="central"
                  transform={`rotate(${index * STEP + 90} ${x} ${y})`}
                >
                  {segmentText(segment)}
                </text>
              </g>
            );
          })}
          <circle cx={100} cy={100} r={30} fill="#1e1b4b" stroke="#d4af37" strokeWidth={2} />
        </g>
        <polygon points="100,14 92,-2 108,-2" fill="#f8fafc" stroke="#0f172a" strokeWidth={1.5} />
      </svg>
      {hub && (
        <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2">{hub}</span>
      )}
    </figure>
  );
}
