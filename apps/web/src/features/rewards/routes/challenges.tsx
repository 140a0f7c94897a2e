import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { useChallenges } from '../api/challenges';
import { ChallengeList } from '../components/challenge-list';

function Challenges() {
  const { t } = useTranslation();
  const challenges = useChallenges();
  if (!challenges.data)
    return challenges.error ? (
      <FormError message={challenges.error.message} />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  if (challenges.data.challenges.length === 0)
    return (
      <Panel>
        <p className="text-slate-300">{t('rewards.challenges.empty')}</p>
      </Panel>
    );
  return <ChallengeList challenges={challenges.data.challenges} />;
}

/** /challenges (spec section 9): the first real-money round on a game to reach the multiplier with the minimum bet wins the prize. */
export function ChallengesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('rewards.challenges.title')} wide>
      <div className="space-y-5">
        <p className="max-w-3xl text-slate-300">{t('rewards.challenges.intro')}</p>
        <Challenges />
        <p className="text-xs text-slate-400">{t('rewards.challenges.rule')}</p>
      </div>
    </Page>
  );
}
