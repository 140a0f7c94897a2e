import type { TournamentDetail, TournamentListItem } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useShell } from '../../../lib/shell-context';
import { useJoinTournament } from '../api/tournaments';

const secondaryLink =
  'inline-flex items-center rounded-lg bg-ink-700 px-4 py-2 text-sm text-white hover:bg-ink-600';

/**
 * How the viewer takes part in a race that has not ended: a visitor logs in or signs up; a player
 * joins a join-race (or sees that they are in); an auto-enrolment race needs nothing but a bet.
 * `me` is the caller's place from the detail, undefined while it is not known.
 */
export function JoinAction({
  tournament,
  me,
}: {
  tournament: TournamentListItem;
  me: TournamentDetail['me'] | undefined;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openLogin } = useShell();
  const join = useJoinTournament();
  const showToast = useToast();
  if (tournament.status !== 'running' && tournament.status !== 'scheduled') return null;
  if (!isLoggedIn)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => openLogin()}>
          {tournament.enrolment === 'join'
            ? t('tournaments.join.login')
            : t('tournaments.join.loginToPlay')}
        </Button>
        <Link to="/register" className={secondaryLink}>
          {t('tournaments.join.signup')}
        </Link>
      </div>
    );
  if (tournament.enrolment === 'auto')
    return <p className="text-sm text-slate-300">{t('tournaments.join.auto')}</p>;
  if (me?.joined || join.isSuccess)
    return (
      <p
        className="inline-flex items-center gap-2 rounded-lg bg-emerald-500/10 px-3 py-2 text-sm font-semibold text-emerald-300"
        data-testid="joined"
      >
        <span aria-hidden>✓</span>
        {t('tournaments.join.joined')}
      </p>
    );
  return (
    <div className="space-y-2">
      <Button
        disabled={join.isPending || me === undefined}
        onClick={() =>
          join.mutate(tournament.id, {
            onSuccess: () =>
              showToast({
                variant: 'success',
                title: t('tournaments.join.done', { title: tournament.title }),
              }),
          })
        }
      >
        {t('tournaments.join.join')}
      </Button>
      {join.error && <FormError message={join.error.message} />}
    </div>
  );
}
