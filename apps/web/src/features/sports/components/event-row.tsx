import type { SportEventSummary } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kickOffTime } from '../lib/event-time';
import { OutcomeButtons } from './outcome-buttons';

/** The minute of a live match, or its kick-off time, or "FT". */
export function EventStatusText({ event }: { event: SportEventSummary }) {
  const { t, i18n } = useTranslation();
  if (event.phase === 'live')
    return (
      <span className="font-semibold text-rose-400">
        {event.clock?.minute === 'HT'
          ? t('sports.clock.halfTime')
          : `${event.clock?.minute ?? ''}′`}
      </span>
    );
  if (event.phase === 'not_started')
    return <span className="text-slate-400">{kickOffTime(event.startTime, i18n.language)}</span>;
  if (event.phase === 'cancelled')
    return <span className="text-slate-400">{t('sports.clock.cancelled')}</span>;
  return <span className="text-slate-400">{t('sports.clock.fullTime')}</span>;
}

/** A match in a list: teams, score or kick-off, the 1X2 prices and a link to every market. */
export function EventRow({ event }: { event: SportEventSummary }) {
  const { t } = useTranslation();
  const hasScore = event.phase !== 'not_started';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-800 bg-ink-900/80 p-3 md:flex-row md:items-center">
      <Link
        to={`/sports/${encodeURIComponent(event.id)}`}
        className="flex min-w-0 flex-1 items-center gap-3 hover:text-accent-300"
        aria-label={t('sports.list.openEvent', { home: event.home.name, away: event.away.name })}
      >
        <span className="w-12 shrink-0 text-xs">
          <EventStatusText event={event} />
        </span>
        <span className="min-w-0 flex-1 text-sm text-white">
          <span className="flex justify-between gap-2">
            <span className="truncate">{event.home.name}</span>
            {hasScore && <span className="font-semibold tabular-nums">{event.score.home}</span>}
          </span>
          <span className="flex justify-between gap-2">
            <span className="truncate">{event.away.name}</span>
            {hasScore && <span className="font-semibold tabular-nums">{event.score.away}</span>}
          </span>
        </span>
        {event.marketCount > 1 && (
          <span className="shrink-0 text-xs text-slate-400">+{event.marketCount - 1}</span>
        )}
      </Link>
      {event.mainMarket && event.phase !== 'ended' && event.phase !== 'closed' && (
        <div className="flex gap-1.5 md:w-64">
          <OutcomeButtons event={event} market={event.mainMarket} isShort />
        </div>
      )}
    </li>
  );
}
