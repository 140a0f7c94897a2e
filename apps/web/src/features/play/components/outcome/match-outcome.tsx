import { VIRTUAL_LEAGUES } from '@orca/games/sports/leagues';
import { useTranslation } from 'react-i18next';
import { Headline, type OutcomeOf } from './outcome-headline';

/** A recomputed virtual match: the final score, every goal's minute (and whether a penalty) and the stoppage. */
export function MatchOutcome({ outcome }: { outcome: OutcomeOf<'virtual_football'> }) {
  const { t } = useTranslation();
  const league = VIRTUAL_LEAGUES.find((l) => l.id === outcome.league);
  const teamName = (side: 'home' | 'away') =>
    league?.teams.find((team) => team.id === outcome[side])?.name ?? outcome[side];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-300">
        {league?.name ?? outcome.league}: {teamName('home')} – {teamName('away')}
      </p>
      <Headline
        text={t('play.outcome.match.finalScore', {
          home: outcome.score.home,
          away: outcome.score.away,
        })}
      />
      {outcome.goals.length === 0 ? (
        <p className="text-sm text-slate-300">{t('play.outcome.match.noGoals')}</p>
      ) : (
        <ol aria-label={t('play.outcome.match.goals')} className="grid gap-1 text-sm">
          {outcome.goals.map((goal, index) => (
            // A recomputed timeline never changes: a goal's place is its key.
            <li key={index} className="text-slate-200">
              <span className="inline-block w-12 text-slate-400 tabular-nums">{goal.minute}′</span>
              {teamName(goal.side)}
              {goal.penalty && ` (${t('play.outcome.match.penalty')})`}
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-slate-400">
        {t('play.outcome.match.stoppage', {
          first: outcome.stoppageMinutes.first,
          second: outcome.stoppageMinutes.second,
        })}
      </p>
    </div>
  );
}
