import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restingAngle, sectorPath } from '../live/wheel-geometry';
import { rouletteColour, WHEEL_ORDER } from './roulette-layout';

const STEP = 360 / WHEEL_ORDER.length;
const SPIN_MS = 3_600;
const TURNS = 5;
const FILL = { red: '#c81e3a', black: '#15171c', green: '#0f8a3c' } as const;

/** Where the wheel must be turned (clockwise, degrees) for `pocket` to sit under the pointer at the top. */
const pocketAngle = (pocket: number): number =>
  restingAngle(WHEEL_ORDER.indexOf(pocket), WHEEL_ORDER.length);

/**
 * The wheel: it turns to the round's pocket while the ball runs the other way and drops in under
 * the pointer; `onLanded` tells when the result may be shown. A table joined during a result
 * shows it at rest at once.
 */
export function RouletteWheel({
  roundId,
  pocket,
  isInstant,
  isWaiting,
  onLanded,
}: {
  roundId: string | null;
  pocket: number | null;
  isInstant: boolean;
  isWaiting: boolean;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const [angle, setAngle] = useState<number | null>(null);
  const [ballAngle, setBallAngle] = useState(0);
  const [isAnimated, setIsAnimated] = useState(false);
  const [shown, setShown] = useState<{ roundId: string; pocket: number } | null>(null);
  const spunRef = useRef<string | null>(null);
  // A spin plays to its end whatever re-renders happen meanwhile; only leaving the table stops it.
  const timersRef = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timersRef.current.forEach(clearTimeout), []);
  const pocketAtRest = isInstant ? pocket : null;
  const onLandedRef = useRef(onLanded);
  useEffect(() => {
    onLandedRef.current = onLanded;
  }, [onLanded]);

  useEffect(() => {
    if (roundId === null || pocket === null || spunRef.current === roundId) return;
    spunRef.current = roundId;
    const target = pocketAngle(pocket);
    if (isInstant) {
      // Joined while the result was on show: no spin to watch (drawn at rest below).
      onLandedRef.current(roundId);
      return;
    }
    // Started on the next tick, after the resting position has been painted, so the turn animates.
    timersRef.current.forEach(clearTimeout);
    const start = setTimeout(() => {
      setIsAnimated(true);
      setAngle((current) => {
        const from = current ?? (pocketAtRest === null ? 0 : pocketAngle(pocketAtRest));
        return from + TURNS * 360 + ((target - (from % 360) + 360) % 360);
      });
      setBallAngle((current) => current - (TURNS + 2) * 360 - (current % 360));
    }, 0);
    const timer = setTimeout(() => {
      setShown({ roundId, pocket });
      onLandedRef.current(roundId);
    }, SPIN_MS);
    timersRef.current = [start, timer];
  }, [roundId, pocket, isInstant, pocketAtRest]);

  const restShown =
    isInstant && roundId !== null && pocket !== null && angle === null ? { roundId, pocket } : null;
  const shownNow = restShown ?? shown;
  const isLanded = shownNow !== null && shownNow.roundId === roundId;
  const wheelAngle = angle ?? (restShown ? pocketAngle(restShown.pocket) : 0);
  // The last pocket stays in the middle of the wheel through the next round's betting.
  const transition = isAnimated
    ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.65, 0.2, 1)`
    : 'none';
  return (
    <figure
      className="relative mx-auto aspect-square w-full max-w-[15rem] sm:max-w-[19rem]"
      aria-label={t('live.roulette.wheel')}
    >
      <svg
        viewBox="0 0 200 200"
        className="h-full w-full drop-shadow-[0_10px_30px_rgba(0,0,0,0.6)]"
        aria-hidden="true"
      >
        <circle cx={100} cy={100} r={99} fill="#5b3a1a" />
        <circle cx={100} cy={100} r={93} fill="#2b1a0c" />
        <g
          style={{
            transform: `rotate(${wheelAngle}deg)`,
            transformOrigin: '100px 100px',
            transition,
          }}
        >
          {WHEEL_ORDER.map((number, index) => {
            const mid = (index * STEP - 90) * (Math.PI / 180);
            return (
              <g key={number}>
                <path
                  d={sectorPath(index, WHEEL_ORDER.length, 90, 62)}
                  fill={FILL[rouletteColour(number)]}
                  stroke="#d4af37"
                  strokeWidth={0.4}
                />
                <text
                  x={100 + 80 * Math.cos(mid)}
                  y={100 + 80 * Math.sin(mid)}
                  fill="#fff"
                  fontSize={7}
                  fontWeight={700}
                  textAnchor="middle"
                  dominantBaseline="central"
                  transform={`rotate(${index * STEP} ${100 + 80 * Math.cos(mid)} ${100 + 80 * Math.sin(mid)})`}
                >
                  {number}
                </text>
              </g>
            );
          })}
          <circle cx={100} cy={100} r={62} fill="#3a2411" stroke="#d4af37" strokeWidth={1} />
          {[0, 1, 2, 3].map((i) => (
            <line
              key={i}
              x1={100}
              y1={100}
              x2={100 + 40 * Math.cos((i * Math.PI) / 2)}
              y2={100 + 40 * Math.sin((i * Math.PI) / 2)}
              stroke="#d4af37"
              strokeWidth={3}
              strokeLinecap="round"
            />
          ))}
          <circle cx={100} cy={100} r={10} fill="#d4af37" />
        </g>
        <g
          style={{
            transform: `rotate(${ballAngle}deg)`,
            transformOrigin: '100px 100px',
            transition,
          }}
        >
          <circle
            cx={100}
            cy={isLanded || !isAnimated ? 33 : 14}
            r={4.2}
            fill="#f8fafc"
            stroke="#94a3b8"
            strokeWidth={0.6}
            style={{ transition: 'cy 0.5s ease-in' }}
          />
        </g>
        <polygon points="100,4 94,-4 106,-4" fill="#facc15" transform="translate(0 6)" />
      </svg>
      {isWaiting && (
        <span
          className="gc-spinner absolute top-1/2 left-1/2 -mt-4 -ml-4 h-8 w-8 rounded-full border-4 border-white/20 border-t-white"
          aria-hidden="true"
        />
      )}
      {isLanded && shownNow && !isWaiting && (
        <span
          className="gc-pop absolute top-1/2 left-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-4 border-[#d4af37] text-3xl font-black text-white shadow-xl"
          style={{ background: FILL[rouletteColour(shownNow.pocket)] }}
          data-testid="roulette-result"
        >
          {shownNow.pocket}
        </span>
      )}
    </figure>
  );
}
