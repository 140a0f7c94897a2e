import type { CrashState } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { crashVerifyLinkOf } from '../../../../lib/verify-link';
import { formatMultiplier, formatNumber } from '../../lib/format-game';
import { CrashChart } from './crash-chart';
import { chipColour, type FlightView } from './crash-view';

/** The strip of past flights (each linked to its verification) and the flight on show. */
export function CrashFlight({
  state,
  view,
  language,
}: {
  state: CrashState | null;
  view: FlightView;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ol aria-label={t('gameClient.crash.history')} className="flex gap-1.5 overflow-x-auto pb-1">
        {(state?.history ?? []).map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={crashVerifyLinkOf(item.hash)}
              target="_top"
              title={item.hash}
              aria-label={t('gameClient.crash.historyItem', {
                multiplier: formatMultiplier(Number(item.crashPoint), language),
              })}
              className={`block rounded-full px-2.5 py-1 text-xs font-bold tabular-nums hover:brightness-110 ${chipColour(Number(item.crashPoint))}`}
            >
              {formatMultiplier(Number(item.crashPoint), language)}
            </a>
          </li>
        ))}
      </ol>
      <figure
        aria-label={t('gameClient.crash.graph')}
        className="@container relative h-52 overflow-hidden rounded-xl border border-white/10 bg-[#070b1c] sm:h-auto sm:min-h-[20rem] sm:flex-1"
      >
        {state ? (
          <CrashChart
            elapsedMs={view.chartElapsedMs}
            multiplier={view.multiplier}
            isBusted={view.isBusted}
          />
        ) : null}
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
          {!state ? (
            <p className="text-slate-400">{t('common.loading')}</p>
          ) : view.isBetting ? (
            <>
              <p className="text-sm font-semibold tracking-[0.2em] text-slate-300 uppercase">
                {t('gameClient.crash.startingIn')}
              </p>
              <p className="text-[clamp(2rem,12cqw,4.5rem)] leading-none font-black text-white tabular-nums">
                {formatNumber(view.countdown, language, 1)}s
              </p>
              <div className="mt-3 h-1.5 w-48 overflow-hidden rounded-full bg-white/10">
                <div
                  className="h-full rounded-full bg-[var(--gc-accent)]"
                  style={{ width: `${view.countdownPercent}%` }}
                />
              </div>
            </>
          ) : (
            <>
              <p
                className={`text-[clamp(2.25rem,15cqw,6rem)] leading-none font-black tabular-nums ${view.isBusted ? 'text-rose-400' : 'text-white'}`}
                style={{ textShadow: '0 6px 30px rgba(0,0,0,0.6)' }}
              >
                {formatMultiplier(view.multiplier, language)}
              </p>
              {view.isBusted && (
                <p className="mt-1 text-lg font-extrabold tracking-wider text-rose-300 uppercase">
                  {t('gameClient.crash.crashed')}
                </p>
              )}
            </>
          )}
        </div>
      </figure>
    </>
  );
}
