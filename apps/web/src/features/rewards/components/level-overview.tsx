import { categoryOf, type Cashback, type VipLevel } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/page';
import { formatCpNumber, levelProgressPercent } from '../lib/figures';

/** Spec section 3's figures: level and category, progress to the next level, total CP, CP gained, CP until the next level. */
export function LevelOverview({
  cashback,
  vipLevel,
}: {
  cashback: Cashback;
  vipLevel: VipLevel | undefined;
}) {
  const { t, i18n } = useTranslation();
  const cp = (value: string | number) => formatCpNumber(value, i18n.language);
  const percent = levelProgressPercent(
    cashback.totalCP,
    cashback.currentLevelRequiredCP,
    cashback.nextLevelRequiredCP,
  );
  // From the level the figures came with, so the group never disagrees with the level shown beside it.
  const category = categoryOf(cashback.currentLevel);

  return (
    <Panel title={t('rewards.level.title')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-3xl font-bold text-white" data-testid="current-level">
            {t('rewards.level.level', { level: cashback.currentLevel })}
          </p>
          <p className="text-sm text-slate-300">
            {category
              ? t('rewards.level.category', { category: t(`rewards.categories.${category}`) })
              : t('rewards.level.noCategory')}
          </p>
        </div>
        {vipLevel?.isVip && (
          <p className="rounded-full border border-amber-300/50 bg-amber-950/40 px-3 py-1 text-sm text-amber-100">
            {vipLevel.host
              ? t('rewards.level.vipWithHost', { host: vipLevel.host })
              : t('rewards.level.vip')}
          </p>
        )}
      </div>

      {percent === null || cashback.nextLevel === null || cashback.nextLevelRequiredCP === null ? (
        <p className="mt-5 text-sm text-slate-300">{t('rewards.level.top')}</p>
      ) : (
        <div className="mt-5">
          <div className="mb-1 flex justify-between text-xs text-slate-400">
            <span>{t('rewards.level.level', { level: cashback.currentLevel })}</span>
            <span>{t('rewards.level.level', { level: cashback.nextLevel })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('rewards.level.progressLabel', { level: cashback.nextLevel })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('rewards.level.progressText', {
              cp: cp(cashback.totalCP),
              required: cp(cashback.nextLevelRequiredCP),
            })}
            className="h-3 overflow-hidden rounded-full bg-ink-700"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-accent-600 to-accent-400"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-300 tabular-nums">
            {t('rewards.level.progressText', {
              cp: cp(cashback.totalCP),
              required: cp(cashback.nextLevelRequiredCP),
            })}
          </p>
        </div>
      )}

      <dl className="mt-5 grid grid-cols-3 gap-2 text-sm sm:gap-3">
        <div className="rounded-xl bg-ink-800/60 p-2 sm:p-3">
          <dt className="text-xs text-slate-400 sm:text-sm">{t('rewards.level.totalCp')}</dt>
          <dd className="text-base font-semibold text-white tabular-nums sm:text-lg">
            {cp(cashback.totalCP)}
          </dd>
        </div>
        <div className="rounded-xl bg-ink-800/60 p-2 sm:p-3">
          <dt className="text-xs text-slate-400 sm:text-sm">{t('rewards.level.cpGained')}</dt>
          <dd className="text-base font-semibold text-white tabular-nums sm:text-lg">
            {cp(cashback.cpGained)}
          </dd>
        </div>
        <div className="rounded-xl bg-ink-800/60 p-2 sm:p-3">
          <dt className="text-xs text-slate-400 sm:text-sm">{t('rewards.level.cpUntilNext')}</dt>
          <dd className="text-base font-semibold text-white tabular-nums sm:text-lg">
            {cashback.cpUntilNextLevel === null ? '—' : cp(cashback.cpUntilNextLevel)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
