import type { TournamentDetail, TournamentListItem } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { formatScore } from '../lib/figures';
import { Countdown } from './countdown';
import { JoinAction } from './join-action';
import { StatusBadge } from './status-badge';

const WINNERS_SHOWN = 3;

export function detailPathOf(tournament: Pick<TournamentListItem, 'type' | 'url'>): string {
  return `/${tournament.type === 'network' ? 'network-promotions' : 'slot-races'}/${encodeURIComponent(tournament.url)}`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <p className="text-xs uppercase tracking-wide text-slate-400">{label}</p>
      <p className="text-xl font-bold text-white tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/**
 * One tournament in a list. A running race is shown large (`isFeatured`) with its countdown to the
 * end and the caller's rank; an upcoming one counts down to its start; a finished one names its
 * winners. `detail` (fetched alongside) carries the rank and the winners; undefined while loading.
 */
export function TournamentCard({
  tournament,
  detail,
  isFeatured = false,
  onTimeUp,
}: {
  tournament: TournamentListItem;
  detail?: TournamentDetail;
  isFeatured?: boolean;
  onTimeUp?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const isEnded = tournament.status === 'finished' || tournament.status === 'paid';
  const hasPool = Number(tournament.prizePool) > 0;
  const winners = detail?.leaderboard.slice(0, WINNERS_SHOWN) ?? [];
  return (
    <article
      aria-labelledby={`tournament-${tournament.id}`}
      className={`flex flex-col gap-4 rounded-2xl border bg-ink-900/80 p-5 ${isFeatured ? 'border-accent-500/50 bg-gradient-to-br from-accent-500/10 via-ink-900 to-ink-900 md:p-7' : 'border-ink-700'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <StatusBadge status={tournament.status} />
          <h3
            id={`tournament-${tournament.id}`}
            className={`font-bold text-white ${isFeatured ? 'text-2xl md:text-3xl' : 'text-lg'}`}
          >
            <Link to={detailPathOf(tournament)} className="hover:underline">
              {tournament.title}
            </Link>
          </h3>
          {tournament.provider && (
            <p className="text-sm text-slate-400">
              {t('tournaments.network.provider', { provider: tournament.provider })}
            </p>
          )}
        </div>
      </div>
      {tournament.summary && (
        <p className={`text-slate-300 ${isFeatured ? 'text-base' : 'text-sm'}`}>
          {tournament.summary}
        </p>
      )}
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        {tournament.status === 'running' && (
          <Countdown
            to={tournament.endsAt}
            label={t('tournaments.card.endsIn')}
            onOver={onTimeUp}
          />
        )}
        {tournament.status === 'scheduled' && (
          <Countdown
            to={tournament.startsAt}
            label={t('tournaments.card.startsIn')}
            onOver={onTimeUp}
          />
        )}
        {isEnded && (
          <Figure
            label={t('tournaments.status.finished')}
            value={formatDateTime(tournament.endsAt, i18n.language)}
          />
        )}
        {hasPool && (
          <Figure
            label={t('tournaments.card.prizePool')}
            value={formatMoney(tournament.prizePool, tournament.currency, i18n.language)}
          />
        )}
        {tournament.status === 'running' && isLoggedIn && detail?.me && (
          <Figure
            label={t('tournaments.card.myRank')}
            value={detail.me.rank === null ? t('tournaments.card.notRanked') : `#${detail.me.rank}`}
            testId="my-rank"
          />
        )}
      </div>
      {isEnded && detail && (
        <div>
          <p className="mb-1 text-xs uppercase tracking-wide text-slate-400">
            {t('tournaments.card.winners')}
          </p>
          {winners.length === 0 ? (
            <p className="text-sm text-slate-400">{t('tournaments.card.noWinners')}</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {winners.map((winner) => (
                <li key={winner.rank} className="flex justify-between gap-3">
                  <span className="text-slate-200">
                    <span className="mr-2 font-bold text-accent-400 tabular-nums">
                      {winner.rank}.
                    </span>
                    {winner.username}
                  </span>
                  <span className="text-white tabular-nums">
                    {formatScore(winner.score, tournament.scoring, i18n.language)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        {tournament.type === 'slot-race' ? (
          <JoinAction tournament={tournament} me={isLoggedIn ? detail?.me : null} />
        ) : (
          <span />
        )}
        <Link
          to={detailPathOf(tournament)}
          aria-label={t('tournaments.card.detailsLabel', { title: tournament.title })}
          className="text-sm font-semibold text-accent-400 hover:underline"
        >
          {t('tournaments.card.details')} →
        </Link>
      </div>
    </article>
  );
}
