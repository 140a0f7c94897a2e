import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/figures';

/** The current time, ticking each second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A live countdown to `to`. `onOver` runs once when it reaches zero, so the page can fetch the
 * tournament again and show it started or ended without a reload.
 */
export function Countdown({
  to,
  label,
  onOver,
  className = '',
}: {
  to: string;
  label: string;
  onOver?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const parts = countdownParts(to, now);
  const hasFired = useRef(false);
  useEffect(() => {
    if (!parts.isOver || hasFired.current) return;
    hasFired.current = true;
    onOver?.();
  }, [parts.isOver, onOver]);
  const text = parts.isOver
    ? t('tournaments.countdown.over')
    : parts.days > 0
      ? t('tournaments.countdown.days', { days: parts.days, time: parts.time })
      : t('tournaments.countdown.time', { time: parts.time });
  return (
    <div className={className}>
      <p className="text-xs uppercase tracking-wide text-slate-400">{label}</p>
      <p
        className="font-mono text-xl font-bold text-white tabular-nums"
        role="timer"
        aria-label={`${label} ${text}`}
      >
        {text}
      </p>
    </div>
  );
}
