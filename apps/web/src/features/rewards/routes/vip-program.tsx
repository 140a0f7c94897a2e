import { VIP_LEVEL } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';
import { useVipLevel } from '../api/vip-level';
import { useVipTable } from '../api/vip-table';
import { useVipTiers } from '../api/vip-tiers';
import { LevelTable } from '../components/level-table';
import { VipTierCard } from '../components/vip-tier-card';
import { VisitorInvite } from '../components/visitor-invite';
import { formatCpNumber } from '../lib/figures';

function Tiers() {
  const { t } = useTranslation();
  const tiers = useVipTiers();
  if (!tiers.data)
    return tiers.error ? (
      <FormError message={tiers.error.message} />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiers.data.tiers.map((tier) => (
        <VipTierCard key={tier.name} tier={tier} />
      ))}
    </div>
  );
}

function Levels() {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const table = useVipTable();
  const vipLevel = useVipLevel();
  const place = vipLevel.data;
  if (!table.data)
    return table.error ? (
      <FormError message={table.error.message} />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  return (
    <div className="space-y-4">
      {isLoggedIn && place && (
        <p
          className="rounded-xl border border-accent-500/40 bg-accent-500/10 p-3 text-sm text-slate-100"
          data-testid="vip-place"
        >
          {place.nextLevel === null || place.nextRequiredPoints === null
            ? t('rewards.vip.placeTop', {
                level: place.currentLevel,
                cp: formatCpNumber(place.currentPoints, i18n.language),
              })
            : t('rewards.vip.place', {
                level: place.currentLevel,
                cp: formatCpNumber(place.currentPoints, i18n.language),
                next: place.nextLevel,
                required: formatCpNumber(place.nextRequiredPoints, i18n.language),
              })}
        </p>
      )}
      {/* A keyed remount once the player's level arrives, so their group opens on a phone. */}
      <LevelTable
        key={place?.currentLevel ?? 'visitor'}
        table={table.data}
        playerLevel={isLoggedIn && place ? place.currentLevel : null}
      />
    </div>
  );
}

/** /vip-program: the VIP tiers by wager, and the level table with the player's place. */
export function VipProgramPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t('rewards.vip.title')} wide>
      <div className="space-y-8">
        <p className="max-w-3xl text-slate-300">{t('rewards.vip.intro', { level: VIP_LEVEL })}</p>
        <section aria-labelledby="vip-tiers" className="space-y-4">
          <h2 id="vip-tiers" className="text-lg font-semibold text-white">
            {t('rewards.vip.tiersTitle')}
          </h2>
          <Tiers />
          <p className="text-xs text-slate-400">{t('rewards.vip.byHand')}</p>
        </section>
        <section aria-labelledby="vip-levels" className="space-y-4">
          <h2 id="vip-levels" className="text-lg font-semibold text-white">
            {t('rewards.vip.levelsTitle')}
          </h2>
          {!isLoggedIn && <VisitorInvite text={t('rewards.visitor.vip')} />}
          <Levels />
        </section>
      </div>
    </Page>
  );
}
