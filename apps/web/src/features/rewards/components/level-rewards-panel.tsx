import type { LevelRewards } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useClaimLevelReward, useLevelRewards } from '../api/level-rewards';

/** How many of the locked rewards ahead are listed: the next few are the ones a player plays towards. */
const UPCOMING_SHOWN = 5;

function RewardList({ rewards, currency }: { rewards: LevelRewards['rewards']; currency: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const claim = useClaimLevelReward();
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  const claimable = rewards.filter((r) => r.state === 'claimable');
  const upcoming = rewards.filter((r) => r.state === 'locked').slice(0, UPCOMING_SHOWN);
  const claimed = rewards.filter((r) => r.state === 'claimed').reverse();

  async function handleClaim(level: number) {
    try {
      const result = await claim.mutateAsync(level);
      toast({
        title: t('rewards.levelRewards.paid', {
          level: result.level,
          amount: formatMoney(result.amount, result.currency, i18n.language),
        }),
        variant: 'success',
      });
    } catch {
      // The error is shown above the list.
    }
  }

  return (
    <div className="space-y-5">
      {claim.error && <FormError message={claim.error.message} />}
      <section aria-labelledby="claimable-rewards">
        <h3 id="claimable-rewards" className="mb-2 text-sm font-semibold text-slate-200">
          {t('rewards.levelRewards.claimable')}
        </h3>
        {claimable.length === 0 ? (
          <p className="text-sm text-slate-400">{t('rewards.levelRewards.noneClaimable')}</p>
        ) : (
          <ul
            className="divide-y divide-ink-700 rounded-xl bg-ink-800/60"
            aria-labelledby="claimable-rewards"
          >
            {claimable.map((reward) => (
              <li key={reward.level} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="text-sm text-slate-200">
                  {t('rewards.level.level', { level: reward.level })} ·{' '}
                  <span className="font-semibold text-white tabular-nums">
                    {money(reward.amount)}
                  </span>
                </span>
                <Button
                  className="shrink-0"
                  aria-label={t('rewards.levelRewards.claimLabel', {
                    level: reward.level,
                    amount: money(reward.amount),
                  })}
                  onClick={() => void handleClaim(reward.level)}
                  disabled={claim.isPending}
                >
                  {t('rewards.levelRewards.claim')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-rewards">
          <h3 id="upcoming-rewards" className="mb-2 text-sm font-semibold text-slate-200">
            {t('rewards.levelRewards.upcoming')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-5" aria-labelledby="upcoming-rewards">
            {upcoming.map((reward) => (
              <li
                key={reward.level}
                className="flex items-baseline justify-between rounded-xl border border-ink-700 px-3 py-2 sm:block sm:text-center"
              >
                <span className="block text-xs text-slate-400">
                  {t('rewards.level.level', { level: reward.level })}
                </span>
                <span className="font-semibold text-white tabular-nums">
                  {money(reward.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {claimed.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-300">
            {t('rewards.levelRewards.claimed', { number: claimed.length })}
          </summary>
          <ul className="mt-2 space-y-1 text-slate-400">
            {claimed.map((reward) => (
              <li key={reward.level} className="tabular-nums">
                {t('rewards.levelRewards.claimedLine', {
                  level: reward.level,
                  amount: money(reward.amount),
                  date: reward.claimedAt ? formatDateTime(reward.claimedAt, i18n.language) : '',
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Level rewards (spec section 9): unlocked on reaching a level, claimed by the player, paid once. */
export function LevelRewardsPanel() {
  const { t } = useTranslation();
  const rewards = useLevelRewards();
  return (
    <Panel title={t('rewards.levelRewards.title')}>
      {rewards.data ? (
        <RewardList rewards={rewards.data.rewards} currency={rewards.data.currency} />
      ) : rewards.error ? (
        <FormError message={rewards.error.message} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Panel>
  );
}
