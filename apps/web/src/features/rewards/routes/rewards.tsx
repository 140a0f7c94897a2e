import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';
import { useCashback } from '../api/cashback';
import { useVipLevel } from '../api/vip-level';
import { CashbackPanel } from '../components/cashback-panel';
import { LevelOverview } from '../components/level-overview';
import { LevelRewardsPanel } from '../components/level-rewards-panel';
import { ProgrammeRules } from '../components/programme-rules';
import { VisitorInvite } from '../components/visitor-invite';

function PlayerRewards() {
  const { t } = useTranslation();
  const cashback = useCashback();
  const vipLevel = useVipLevel();
  if (!cashback.data)
    return cashback.error ? (
      <FormError message={cashback.error.message} />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="md:col-span-2">
        <LevelOverview cashback={cashback.data} vipLevel={vipLevel.data} />
      </div>
      <CashbackPanel cashback={cashback.data} />
      <LevelRewardsPanel />
    </div>
  );
}

/** /rewards and /profile/cashback (spec section 2: the cashback page shows the rewards page). */
export function RewardsPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t('rewards.title')} wide>
      <div className="space-y-5">
        {isLoggedIn ? <PlayerRewards /> : <VisitorInvite text={t('rewards.visitor.rewards')} />}
        <ProgrammeRules />
        <p className="text-sm text-slate-400">
          <Link to="/vip-program" className="text-accent-400 hover:underline">
            {t('rewards.links.vip')}
          </Link>
          {' · '}
          <Link to="/challenges" className="text-accent-400 hover:underline">
            {t('rewards.links.challenges')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
