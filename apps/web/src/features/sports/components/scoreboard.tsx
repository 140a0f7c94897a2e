import type { SportEvent } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { EventStatusText } from './event-row';

/** The event page's header: league, teams, score, the minute or kick-off, and the goals so far. */
export function Scoreboard({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const hasScore = event.phase !== 'not_started';
  return (
    <header className="rounded-2xl border border-ink-700 bg-gradient-to-b from-ink-800 to-ink-900 p-4 md:p-6">
      <p className="text-center text-xs font-semibold tracking-wide text-accent-300 uppercase">
        {event.tournament.name}
      </p>
      <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <h1 className="text-right text-base font-bold text-white md:text-2xl">{event.home.name}</h1>
        <p
          className={
            hasScore
              ? 'rounded-lg bg-ink-950 px-3 py-1 text-2xl font-bold text-white tabular-nums md:text-4xl'
              : 'px-2 text-sm font-semibold text-slate-400'
          }
          aria-label={
            hasScore
              ? t('sports.event.scoreLabel', { home: event.score.home, away: event.score.away })
              : t('sports.event.notStarted')
          }
        >
          {hasScore ? `${event.score.home} – ${event.score.away}` : t('sports.event.versus')}
        </p>
        <p className="text-base font-bold text-white md:text-2xl">{event.away.name}</p>
      </div>
      <p className="mt-2 text-center text-sm">
        <EventStatusText event={event} />
        {event.phase === 'live' && event.betStop && (
          <span className="ml-2 rounded bg-amber-500/20 px-1.5 py-0.5 text-xs text-amber-300">
            {t('sports.event.betStop')}
          </span>
        )}
      </p>
      {event.goals.length > 0 && (
        <ol
          aria-label={t('sports.event.goals')}
          className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-xs"
        >
          {event.goals.map((goal, index) => (
            <li
              // Goals never change once scored; their order is the key.
              key={index}
              className={goal.side === 'home' ? 'col-start-1 text-right' : 'col-start-2'}
            >
              <span className="text-slate-400">{goal.minute}′</span>{' '}
              <span className="text-white">
                ⚽ {goal.side === 'home' ? event.home.name : event.away.name}
              </span>
              {goal.penalty && (
                <span className="text-slate-400"> ({t('sports.event.penalty')})</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </header>
  );
}
