import { useTranslation } from 'react-i18next';
import { KENO_SQUARES } from '../../lib/verify-form';

/** The 40 keno squares, numbered 1–40 as the engine numbers them: picks, drawn numbers and the hits where they meet. */
export function KenoBoard({ picks, drawn }: { picks: number[]; drawn: number[] }) {
  const { t } = useTranslation();
  const picked = new Set(picks);
  const isDrawn = new Set(drawn);
  return (
    <div className="space-y-3">
      <ol className="grid grid-cols-8 gap-1.5" aria-label={t('play.outcome.keno.board')}>
        {Array.from({ length: KENO_SQUARES }, (_, index) => {
          const square = index + 1;
          const isHit = picked.has(square) && isDrawn.has(square);
          const style = isHit
            ? 'bg-emerald-500 text-ink-950 font-bold'
            : isDrawn.has(square)
              ? 'bg-ink-600 text-white ring-2 ring-amber-300/80'
              : picked.has(square)
                ? 'border border-accent-400 text-accent-400'
                : 'bg-ink-800 text-slate-500';
          const state = isHit
            ? t('play.outcome.keno.hit')
            : isDrawn.has(square)
              ? t('play.outcome.keno.drawn')
              : picked.has(square)
                ? t('play.outcome.keno.picked')
                : null;
          return (
            <li
              key={square}
              className={`grid aspect-square place-items-center rounded-md text-xs tabular-nums ${style}`}
            >
              <span aria-hidden="true">{square}</span>
              <span className="sr-only">{state ? `${square}: ${state}` : square}</span>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-emerald-500" /> {t('play.outcome.keno.hit')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded bg-ink-600 ring-2 ring-amber-300/80" />{' '}
          {t('play.outcome.keno.drawn')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded border border-accent-400" />{' '}
          {t('play.outcome.keno.picked')}
        </li>
      </ul>
    </div>
  );
}
